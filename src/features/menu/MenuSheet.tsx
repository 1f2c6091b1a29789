import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { Sheet } from "../../components/Sheet";
import { MARKETPLACE_URL } from "../../config";
import { isAdmin, isLoggedIn, session } from "../../state/session";
import { closeSheet, openSheet, toast } from "../../state/ui";

type Action =
  | { kind: "route"; to: string; login: boolean }
  | { kind: "wallet" }
  | { kind: "external"; href: string }
  | { kind: "soon" };

interface Entry {
  key: string;
  icon: string;
  action: Action;
  adminOnly?: boolean;
}

/** SPEC.md §2 menu entries, in order. */
const ENTRIES: Entry[] = [
  { key: "checkin", icon: "✓", action: { kind: "route", to: "/checkin", login: true } },
  { key: "language", icon: "A", action: { kind: "route", to: "/language", login: false } },
  { key: "home", icon: "⌂", action: { kind: "route", to: "/home", login: false } },
  { key: "myWallet", icon: "◈", action: { kind: "wallet" } },
  { key: "myBill", icon: "≡", action: { kind: "route", to: "/billLogs", login: true } },
  { key: "myNode", icon: "◎", action: { kind: "route", to: "/myNode", login: true } },
  { key: "mint", icon: "✦", action: { kind: "route", to: "/mint", login: true } },
  { key: "stake", icon: "⬡", action: { kind: "route", to: "/stake", login: true } },
  { key: "trade", icon: "⇄", action: { kind: "external", href: MARKETPLACE_URL } },
  { key: "invite", icon: "✉", action: { kind: "route", to: "/userTeam", login: true } },
  { key: "gamefi", icon: "▶", action: { kind: "soon" } },
  { key: "pledgeLoan", icon: "◐", action: { kind: "soon" } },
  { key: "contractBattle", icon: "⚔", action: { kind: "soon" } },
  { key: "nftLease", icon: "▣", action: { kind: "soon" } },
  { key: "admin", icon: "⚙", action: { kind: "route", to: "/admin", login: true }, adminOnly: true },
];

export default function MenuSheet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session); // re-render when the user loads or logs out

  const run = (action: Action) => {
    switch (action.kind) {
      case "soon":
        toast(t("toast.comingSoon"));
        return;
      case "external":
        window.open(action.href, "_blank", "noopener,noreferrer");
        return;
      case "wallet":
        if (!isLoggedIn()) return toast(t("toast.connectFirst"));
        openSheet("wallet");
        return;
      case "route":
        if (action.login && !isLoggedIn()) return toast(t("toast.connectFirst"));
        closeSheet();
        void navigate({ to: action.to });
    }
  };

  return (
    <Sheet title={t("menu.title")} height={90} onClose={closeSheet} closeLabel={t("menu.close")}>
      <ul className="menu-grid" role="list">
        {ENTRIES.filter((e) => !e.adminOnly || isAdmin()).map((entry) => (
          <li key={entry.key}>
            <button type="button" className="menu-item" onClick={() => run(entry.action)}>
              <span className="menu-icon" aria-hidden="true">
                {entry.icon}
              </span>
              <span>{t(`menu.${entry.key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
