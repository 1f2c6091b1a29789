import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { Icon, type IconName } from "../../components/Icon";
import { Sheet } from "../../components/Sheet";
import { IS_DEMO, MARKETPLACE_URL } from "../../config";
import { isAdmin, isLoggedIn, session } from "../../state/session";
import { closeSheet, openSheet, toast } from "../../state/ui";
import ResetDemo from "../../components/demo/ResetDemo";
import { useSignInFirst } from "../../components/useSignInFirst";
import "../../components/Tile.css";
import "./MenuSheet.css";

type Action =
  | { kind: "route"; to: string; login: boolean }
  | { kind: "wallet" }
  | { kind: "external"; href: string }
  | { kind: "soon" };

interface Entry {
  key: string;
  /** The text's key when it is not `menu.<key>`: the money pages are named as their pages are. */
  label?: string;
  icon: IconName;
  action: Action;
  adminOnly?: boolean;
}

/** The entries of docs/product.md#menu, in order; the money moves follow my wallet (decision 0044). */
const ENTRIES: Entry[] = [
  { key: "checkin", icon: "checkin", action: { kind: "route", to: "/checkin", login: true } },
  { key: "language", icon: "language", action: { kind: "route", to: "/language", login: false } },
  { key: "home", icon: "home", action: { kind: "route", to: "/home", login: false } },
  { key: "myWallet", icon: "wallet", action: { kind: "wallet" } },
  {
    key: "recharge",
    label: "routes.recharge",
    icon: "deposit",
    action: { kind: "route", to: "/recharge", login: true },
  },
  {
    key: "withdraw",
    label: "routes.withdraw",
    icon: "withdraw",
    action: { kind: "route", to: "/withdraw", login: true },
  },
  {
    key: "exchange",
    label: "routes.exchange",
    icon: "exchange",
    action: { kind: "route", to: "/exchange", login: true },
  },
  { key: "myBill", icon: "bill", action: { kind: "route", to: "/billLogs", login: true } },
  { key: "myNode", icon: "node", action: { kind: "route", to: "/myNode", login: true } },
  { key: "mint", icon: "mint", action: { kind: "route", to: "/mint", login: true } },
  { key: "stake", icon: "stake", action: { kind: "route", to: "/stake", login: true } },
  { key: "trade", icon: "trade", action: { kind: "external", href: MARKETPLACE_URL } },
  { key: "invite", icon: "invite", action: { kind: "route", to: "/userTeam", login: true } },
  { key: "gamefi", icon: "gamefi", action: { kind: "soon" } },
  { key: "pledgeLoan", icon: "loan", action: { kind: "soon" } },
  { key: "contractBattle", icon: "battle", action: { kind: "soon" } },
  { key: "nftLease", icon: "lease", action: { kind: "soon" } },
  { key: "admin", icon: "admin", action: { kind: "route", to: "/admin", login: true }, adminOnly: true },
];

/**
 * The menu sheet (90%, docs/product.md#menu). A visitor's tap on a login entry connects the wallet first, then goes on
 * (decision 0044); the four unreleased areas say "coming soon", my wallet opens the panel (which loads the coins),
 * trade opens the marketplace.
 */
export default function MenuSheet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session); // re-render when the user loads or logs out
  const signInFirst = useSignInFirst();

  const run = (action: Action) => {
    switch (action.kind) {
      case "soon":
        toast(t("toast.comingSoon"));
        return;
      case "external":
        return;
      case "wallet":
        if (!isLoggedIn()) return void signInFirst({ run: () => openSheet("wallet") });
        openSheet("wallet");
        return;
      case "route":
        if (action.login && !isLoggedIn()) return void signInFirst({ to: action.to });
        closeSheet();
        void navigate({ to: action.to });
    }
  };

  return (
    <Sheet
      title={t("menu.title")}
      height={90}
      onClose={() => closeSheet("menu")}
      closeLabel={t("menu.close")}
    >
      <ul className="menu-grid">
        {ENTRIES.filter((e) => !e.adminOnly || isAdmin()).map((entry) => {
          const body = (
            <>
              <span className="menu-icon">
                <Icon name={entry.icon} size="0.46rem" />
              </span>
              <span className="menu-label">{t(entry.label ?? `menu.${entry.key}`)}</span>
              {entry.action.kind === "soon" && <span className="soon-tag">{t("home.soon")}</span>}
            </>
          );
          return (
            <li key={entry.key}>
              {entry.action.kind === "external" ? (
                <a className="menu-item" href={entry.action.href} target="_blank" rel="noopener noreferrer">
                  {body}
                </a>
              ) : (
                <button type="button" className="menu-item" onClick={() => run(entry.action)}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {/* Issue 10 §2: demo builds only (the constant drops it from the others). */}
      {IS_DEMO && <ResetDemo />}
    </Sheet>
  );
}
