import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { Dialog } from "../../components/Dialog";
import { choose, walletPicker } from "../../wallet/picker";

/** Shown when more than one wallet announces itself through EIP-6963. */
export default function WalletChooser() {
  const { t } = useTranslation();
  const { options } = useSnapshot(walletPicker);
  return (
    <Dialog title={t("wallet.chooseTitle")} onDismiss={() => choose(null)}>
      <ul className="list" role="list">
        {options.map((option) => (
          <li key={option.info.uuid}>
            <button
              type="button"
              className="list-row"
              onClick={() =>
                choose(walletPicker.options.find((o) => o.info.uuid === option.info.uuid) ?? null)
              }
            >
              {option.info.icon && <img src={option.info.icon} alt="" width={28} height={28} />}
              <span>{option.info.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button secondary block" onClick={() => choose(null)}>
        {t("wallet.cancel")}
      </button>
    </Dialog>
  );
}
