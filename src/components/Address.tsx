import { useTranslation } from "react-i18next";
import { copyText } from "../lib/clipboard";
import { maskAddress } from "../lib/format";
import { toast } from "../state/ui";
import { Icon } from "./Icon";
import "./Address.css";

/**
 * An address or transaction hash as the app shows one: its start and end ("0x1234…abcd"), the whole value as a
 * tooltip, and with `copyLabel` (what it is) a button that copies the whole value: a user pastes it, never retypes it.
 */
export function Address({ value, copyLabel }: { value: string; copyLabel?: string }) {
  const { t } = useTranslation();
  const shown = (
    <span className="mono" title={value}>
      {maskAddress(value)}
    </span>
  );
  if (!copyLabel) return shown;
  const onCopy = async () => {
    if (await copyText(value)) toast(t("toast.copySuccess"));
  };
  return (
    <span className="address-copy">
      {shown}
      <button
        type="button"
        className="icon-button small"
        onClick={onCopy}
        aria-label={t("records.copyValue", { label: copyLabel })}
      >
        <Icon name="copy" />
      </button>
    </span>
  );
}
