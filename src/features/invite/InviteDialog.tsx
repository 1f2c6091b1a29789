import { useTranslation } from "react-i18next";
import { bindInvite } from "../../api/user";
import { useChange } from "../../api/useChange";
import { Dialog } from "../../components/Dialog";
import { storage } from "../../lib/storage";
import { toast, ui } from "../../state/ui";
import { reloadUser } from "../../wallet/account";
import { DialogActions } from "../../components/DialogActions";
import "./InviteDialog.css";

/**
 * docs/product.md#invite-binding: asks to bind the stored invite code. It has no overlay or Escape exit and lives
 * outside the routes, so back navigation cannot close it either; only accept or reject do.
 */
export default function InviteDialog({ code }: { code: string }) {
  const { t } = useTranslation();
  const finish = () => {
    storage.remove("invite_code");
    ui.pendingInvite = "";
    ui.inviteHandled = true;
  };

  // The code is done with after any attempt; a refusal has been said by the mutation cache (src/api/queryClient.ts).
  const binding = useChange("bindInviter", bindInvite, {
    onSuccess: () => {
      toast(t("toast.bindSuccess"));
      void reloadUser().finally(finish);
    },
    onError: finish,
  });
  const accept = () => binding.mutate(code);

  return (
    <Dialog title={t("invite.confirmTitle")}>
      <p className="muted">{t("invite.confirmText")}</p>
      <p className="invite-code mono">{code}</p>
      <DialogActions
        cancelLabel={t("invite.reject")}
        onCancel={finish}
        confirmLabel={t("invite.accept")}
        onConfirm={accept}
        busy={binding.isPending}
      />
    </Dialog>
  );
}
