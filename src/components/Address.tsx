import { useTranslation } from "react-i18next";
import { copyText } from "../lib/clipboard";
import { maskAddress } from "../lib/format";
import { toast } from "../state/ui";
import { EXPLORER_LINKS, ExplorerLink, type ExplorerKind } from "./ExplorerLink";
import { Icon } from "./Icon";
import "./Address.css";

/**
 * An address or transaction hash as the app shows one: its start and end ("0x1234…abcd"), the whole value as a
 * tooltip, and with `copyLabel` (what it is) a button that copies the whole value: a user pastes it, never retypes it.
 * With `explorer` (what it is on chain) a production build links it to the explorer's page (./ExplorerLink.tsx).
 */
export function Address({
  value,
  copyLabel,
  explorer,
}: {
  value: string;
  copyLabel?: string;
  explorer?: ExplorerKind;
}) {
  const { t } = useTranslation();
  const shown = (
    <span className="mono" title={value}>
      {maskAddress(value)}
    </span>
  );
  const link = explorer && EXPLORER_LINKS ? <ExplorerLink kind={explorer} value={value} /> : null;
  if (!copyLabel && !link) return shown;
  const onCopy = async () => {
    if (await copyText(value)) toast(t("toast.copySuccess"));
  };
  return (
    <span className="address-copy">
      {shown}
      {copyLabel && (
        <button
          type="button"
          className="icon-button small"
          onClick={onCopy}
          aria-label={t("records.copyValue", { label: copyLabel })}
        >
          <Icon name="copy" />
        </button>
      )}
      {link}
    </span>
  );
}
