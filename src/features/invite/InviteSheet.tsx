import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { ApiError } from "../../api/client";
import { bindInvite } from "../../api/user";
import { useChange } from "../../api/useChange";
import { ErrorCode } from "../../api/wire";
import { Icon } from "../../components/Icon";
import { isInviteCode } from "../../lib/inviteCode";
import { Sheet } from "../../components/Sheet";
import { isLoggedIn, session } from "../../state/session";
import { closeSheet, openSheet, toast, ui } from "../../state/ui";
import { reloadUser } from "../../wallet/account";
import { Tips } from "../../components/Tips";
import "../../components/FormField.css";
import "./InviteSheet.css";

const TIPS = ["inviteSheet.tip1", "inviteSheet.tip2", "inviteSheet.tip3"] as const;

/**
 * docs/product.md#invite-code, the sheet (80%), and its rules (docs/product.md#validation-messages): binding needs
 * login ("connect wallet" otherwise) and no inviter yet ("already bound", and the sheet closes); an empty code, or
 * one the API would refuse for its length or characters, is refused here; success reloads the user.
 */
export default function InviteSheet() {
  const { t } = useTranslation();
  const { afterInvite } = useSnapshot(ui);
  const [code, setCode] = useState("");
  // What follows the answer happens even if the sheet was closed meanwhile: the user is reloaded either way.
  const binding = useChange("bindInviter", bindInvite, {
    onSuccess: () => {
      toast(t("toast.bindSuccess"));
      void reloadUser().then((loaded) => {
        if (!loaded) return;
        if (afterInvite) openSheet(afterInvite);
        else closeSheet("invite");
      });
    },
    // The mutation cache has said the server's message; a binding made elsewhere closes the sheet as above.
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.inviteAlreadyBound) {
        closeSheet("invite");
        void reloadUser();
      }
    },
  });
  const busy = binding.isPending;
  const inputId = useId();
  const tipsId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isLoggedIn()) return toast(t("toast.connectFirst"));
    if ((session.user?.pid ?? 0) !== 0) {
      toast(t("toast.alreadyBound"));
      closeSheet("invite");
      return;
    }
    const value = code.trim();
    if (!value) return toast(t("form.enterInviteCode"));
    if (!isInviteCode(value)) return toast(t("form.inviteCodeInvalid"));
    binding.mutate(value);
  };

  return (
    <Sheet
      title={t("inviteSheet.title")}
      height={80}
      onClose={() => closeSheet("invite")}
      closeLabel={t("inviteSheet.close")}
    >
      <div className="sheet-intro">
        <span className="intro-icon">
          <Icon name="invite" size="0.7rem" />
        </span>
        <p>{t("home.bindText")}</p>
      </div>
      <form className="invite-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t("inviteSheet.label")}</label>
        <input
          id={inputId}
          className="input"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t("inviteSheet.placeholder")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          aria-describedby={tipsId}
          maxLength={64}
        />
        <button type="submit" className="button block" disabled={busy} aria-busy={busy}>
          {t("inviteSheet.confirm")}
        </button>
      </form>
      <Tips title={t("inviteSheet.tipsTitle")} items={TIPS.map((key) => t(key))} listId={tipsId} />
    </Sheet>
  );
}
