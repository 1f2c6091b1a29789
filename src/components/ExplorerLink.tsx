import { useTranslation } from "react-i18next";
import { explorerUrl, IS_PRODUCTION } from "../config";
import { maskAddress } from "../lib/format";
import { Icon } from "./Icon";
import "./ExplorerLink.css";

export type ExplorerKind = "tx" | "address";

/** What the explorer has a page for: a 32-byte transaction hash, a 20-byte address. */
const SHAPE: Record<ExplorerKind, RegExp> = {
  tx: /^0x[0-9a-fA-F]{64}$/,
  address: /^0x[0-9a-fA-F]{40}$/,
};

const NAME: Record<ExplorerKind, string> = { tx: "explorer.viewTx", address: "explorer.viewAddress" };

/**
 * Production links to the explorer; the demo's mock chain and chain mode's local Hardhat node have no public
 * explorer, and its "not found" would read as a broken product: there the value is shown without a link
 * (docs/decisions/0041-explorer-links.md).
 */
export const EXPLORER_LINKS = IS_PRODUCTION;

interface Props {
  kind: ExplorerKind;
  value: string;
  /** "icon": an icon button beside the value (a record's line); "text": the name written out (under a QR code). */
  look?: "icon" | "text";
}

/**
 * The explorer's page of a transaction or an address (BscScan; testnet.bscscan.com in a testnet build), in a new
 * tab, named "View transaction 0x1234…abcd on BscScan". Nothing in demo and chain builds, nor for a value that is
 * not one (a hash not known yet).
 */
export function ExplorerLink(props: Props) {
  return EXPLORER_LINKS ? <ExplorerAnchor {...props} /> : null;
}

/** The link itself, whatever the build (ExplorerLink decides whether there is one). */
export function ExplorerAnchor({ kind, value, look = "icon" }: Props) {
  const { t } = useTranslation();
  if (!SHAPE[kind].test(value)) return null;
  const name = t(NAME[kind], { short: maskAddress(value) });
  const common = { href: explorerUrl(kind, value), target: "_blank", rel: "noopener noreferrer" } as const;
  if (look === "text")
    return (
      <a {...common} className="explorer-link">
        {name}
        <Icon name="external" />
      </a>
    );
  return (
    <a {...common} className="icon-button small" aria-label={name} title={name}>
      <Icon name="external" />
    </a>
  );
}
