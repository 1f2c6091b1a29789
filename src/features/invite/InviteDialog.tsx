import { useTranslation } from "react-i18next";
import { bindInvite } from "../../api/user";
import { useChange } from "../../api/useChange";
import { Dialog } from "../../components/Dialog";
import { storage } from "../../lib/storage";
import { toast, ui } from "../../state/ui";
import { loadUser } from "../../wallet/account";
import { DialogActions } from "../../components/DialogActions";
import "./InviteDialog.css";

/**
 * docs/product.md#invite-binding: asks to bind the stored invite code. It has no overlay or Escape exit and lives
 * outside the routes, so back navigation cannot close it either; only accept or reject do.
 */
export default function InviteDialog({ code }: { code: string }) {
  const { t } = useTranslation();
  const binding = useChange("bindInviter", bindInvite);

  const finish = () => {
    storage.remove("invite_code");
    ui.pendingInvite = "";
    ui.inviteHandled = true;
  };

  const accept = async () => {
    try {
      await binding.mutateAsync(code);
      toast(t("toast.bindSuccess"));
      await loadUser();
    } catch {
      // The API client has shown the reason.
    } finally {
      finish();
    }
  };

  return (
    <Dialog title={t("invite.confirmTitle")}>
      <p className="muted">{t("invite.confirmText")}</p>
      <p className="invite-code mono">{code}</p>
      <DialogActions
        cancelLabel={t("invite.reject")}
        onCancel={finish}
        confirmLabel={t("invite.accept")}
        onConfirm={() => void accept()}
        busy={binding.isPending}
      />
    </Dialog>
  );
}
