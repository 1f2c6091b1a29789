import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { Callout } from "../../components/Callout";
import { Icon, type IconName } from "../../components/Icon";
import { MARKETPLACE_URL } from "../../config";
import { isLoggedIn, session } from "../../state/session";
import { openSheet, toast } from "../../state/ui";
import { connectWallet } from "../../wallet/signIn";
import { openSuperNode } from "../../state/superNode";
import { useSignInFirst } from "../../components/useSignInFirst";
import { formatUnits } from "../../lib/money/format";
import { storage } from "../../lib/storage";
import { NodeBadge } from "../../components/NodeBadge";
import { totalAssets } from "../../api/totalAssets";
import { useCoins } from "../../api/useCoins";
import "../../components/HeroCard.css";
import "../../components/AssetsTotal.css";
import "../../components/Tile.css";
import "./HomePage.css";

type Action =
  { kind: "route"; to: string } | { kind: "wallet" } | { kind: "external"; href: string } | { kind: "soon" };

interface Tile {
  label: string;
  icon: IconName;
  action: Action;
}

/** Money in, out and across, side by side under the assets, as a wallet app puts them (decision 0044). */
const FUNDS: Tile[] = [
  { label: "routes.recharge", icon: "deposit", action: { kind: "route", to: "/recharge" } },
  { label: "routes.withdraw", icon: "withdraw", action: { kind: "route", to: "/withdraw" } },
  { label: "routes.exchange", icon: "exchange", action: { kind: "route", to: "/exchange" } },
];

/** The other areas home shows (docs/product.md#screens-and-routes); every one but trade needs login. */
const SERVICES: Tile[] = [
  { label: "menu.mint", icon: "mint", action: { kind: "route", to: "/mint" } },
  { label: "menu.stake", icon: "stake", action: { kind: "route", to: "/stake" } },
  { label: "menu.myNode", icon: "node", action: { kind: "route", to: "/myNode" } },
  { label: "menu.invite", icon: "invite", action: { kind: "route", to: "/userTeam" } },
  { label: "menu.checkin", icon: "checkin", action: { kind: "route", to: "/checkin" } },
  { label: "menu.myWallet", icon: "wallet", action: { kind: "wallet" } },
  { label: "menu.myBill", icon: "bill", action: { kind: "route", to: "/billLogs" } },
  { label: "menu.trade", icon: "trade", action: { kind: "external", href: MARKETPLACE_URL } },
];

/** docs/product.md#screens-and-routes: pledge loan, contract battle and NFT lease are coming soon. */
const COMING: Tile[] = [
  { label: "menu.pledgeLoan", icon: "loan", action: { kind: "soon" } },
  { label: "menu.contractBattle", icon: "battle", action: { kind: "soon" } },
  { label: "menu.nftLease", icon: "lease", action: { kind: "soon" } },
];

function AssetsHero() {
  const { t, i18n } = useTranslation();
  const { user } = useSnapshot(session);
  const coins = useCoins().data;
  if (!user) return null;
  const known = coins !== undefined;
  const { usd, usdt } = totalAssets(coins ?? []);
  return (
    <section className="hero-card" aria-labelledby="home-title">
      <h1 id="home-title" className="sr-only">
        {t("home.welcome")}
      </h1>
      <div className="hero-top">
        <span className="hero-label">{t("panel.totalAssets")}</span>
        <NodeBadge type={user.node_type} />
      </div>
      <p className="assets-total">{known ? `$${formatUnits(usd, 2, i18n.language)}` : "--"}</p>
      <p className="assets-sub">
        {t("panel.inUsdt", { amount: known ? formatUnits(usdt, 4, i18n.language) : "--" })}
      </p>
      <p className="signed-in">{t("home.signedInAs", { address: user.hide_address })}</p>
    </section>
  );
}

/**
 * A visitor who came by an invite link sees who invited them (the code) before connecting
 * (docs/product.md#before-each-navigation keeps it).
 */
function InvitedNotice() {
  const { t } = useTranslation();
  // The guard saves or forgets the code on every navigation: re-read it when the address changes.
  useRouterState({ select: (state) => state.location.href });
  const code = storage.get("invite_code");
  if (!code) return null;
  return <Callout icon="invite" title={t("home.invitedTitle")} text={t("home.invitedText", { code })} />;
}

/** A visitor sent here from a page that needs a wallet is told where connecting takes them (src/app/returnTo.ts). */
function ReturnNotice() {
  const { t, i18n } = useTranslation();
  const target = useRouterState({
    select: (state) => (state.location.search as { redirect?: unknown }).redirect,
  });
  const page = typeof target === "string" ? /^\/([A-Za-z0-9]+)/.exec(target)?.[1] : undefined;
  if (!page || !i18n.exists(`routes.${page}`)) return null;
  return (
    <Callout
      icon="wallet"
      title={t("home.returnTitle")}
      text={t("home.returnText", { page: t(`routes.${page}`) })}
    />
  );
}

function VisitorHero() {
  const { t } = useTranslation();
  return (
    <section className="hero-card visitor" aria-labelledby="home-title">
      <h1 id="home-title" className="hero-title">
        {t("home.welcome")}
      </h1>
      <p className="hero-intro">{t("home.intro")}</p>
      <button type="button" className="button" onClick={() => void connectWallet()}>
        {t("home.getStarted")}
        <Icon name="chevron" />
      </button>
    </section>
  );
}

function TileButton({ tile, onRun }: { tile: Tile; onRun: (a: Action) => void }) {
  const { t } = useTranslation();
  const soon = tile.action.kind === "soon";
  const body = (
    <>
      <span className="tile-icon">
        <Icon name={tile.icon} size="0.52rem" />
      </span>
      <span className="tile-label">{t(tile.label)}</span>
      {soon && <span className="soon-tag">{t("home.soon")}</span>}
    </>
  );
  if (tile.action.kind === "external") {
    return (
      <a className="tile" href={tile.action.href} target="_blank" rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  return (
    <button type="button" className={soon ? "tile soon" : "tile"} onClick={() => onRun(tile.action)}>
      {body}
    </button>
  );
}

/**
 * The home page: assets (or a welcome), the node offer, every area of docs/product.md#screens-and-routes as a tile.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSnapshot(session);
  const signInFirst = useSignInFirst();

  const run = (action: Action) => {
    if (action.kind === "soon") return toast(t("toast.comingSoon"));
    if (action.kind === "external") return;
    // A visitor is taken through connecting, then on to what they tapped (decision 0044).
    if (!isLoggedIn())
      return void signInFirst(
        action.kind === "wallet" ? { run: () => openSheet("wallet") } : { to: action.to },
      );
    if (action.kind === "wallet") return openSheet("wallet");
    void navigate({ to: action.to });
  };

  const superNode = () => (isLoggedIn() ? openSuperNode() : void signInFirst({ run: openSuperNode }));

  return (
    <div className="page home">
      {user ? <AssetsHero /> : <VisitorHero />}
      {!user && <ReturnNotice />}
      {!user && <InvitedNotice />}

      {/* An admin is the top of the invite tree: there is no inviter to bind (docs/product.md#roles). */}
      {user && user.pid === 0 && !user.is_admin && (
        <Callout icon="link" title={t("home.bindTitle")} text={t("home.bindText")}>
          <button type="button" className="button small" onClick={() => openSheet("invite")}>
            {t("home.bindAction")}
          </button>
        </Callout>
      )}

      <nav className="funds" aria-label={t("home.funds")}>
        <ul className="funds-row">
          {FUNDS.map((tile) => (
            <li key={tile.label}>
              <TileButton tile={tile} onRun={run} />
            </li>
          ))}
        </ul>
      </nav>

      <section className="node-banner" aria-labelledby="node-title">
        <div className="node-banner-text">
          <h2 id="node-title">{t("home.nodeTitle")}</h2>
          <p>{t("home.nodeText")}</p>
        </div>
        <button type="button" className="button" onClick={superNode}>
          <Icon name="crown" />
          {t("home.node")}
        </button>
      </section>

      <section aria-labelledby="services-title">
        <h2 id="services-title" className="section-title">
          {t("home.services")}
        </h2>
        <ul className="tile-grid">
          {SERVICES.map((tile) => (
            <li key={tile.label}>
              <TileButton tile={tile} onRun={run} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="more-title">
        <h2 id="more-title" className="section-title">
          {t("home.more")}
        </h2>
        <ul className="tile-grid">
          {COMING.map((tile) => (
            <li key={tile.label}>
              <TileButton tile={tile} onRun={run} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
