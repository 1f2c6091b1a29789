import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOnline } from "../../lib/useOnline";
import { useQuery } from "@tanstack/react-query";
import { buyNode, nodeTiersQuery } from "../../api/node";
import { useMoneyMove } from "../../api/useMoneyMove";
import type { NodeTier } from "../../api/wire";
import { LinkButtons } from "../../components/LinkButtons";
import { Dialog } from "../../components/Dialog";
import { Icon } from "../../components/Icon";
import { LoadState } from "../../components/LoadState";
import { MoveConfirming } from "../../components/MoveConfirming";
import { PageHeader } from "../../components/PageHeader";
import { useBalance } from "../../api/useCoins";
import { useFormat } from "../../lib/useFormat";
import { isLoggedIn, session } from "../../state/session";
import { openSheet, toast } from "../../state/ui";
import { reloadUser } from "../../wallet/account";
import { DialogActions } from "../../components/DialogActions";
import { NodeShortfall, shortfall } from "./NodeShortfall";
import "../../components/HoldingsPage.css";
import "./node.css";

/** One source for the tier's figures: what is sold is what the total lost to the remaining (counts, not money). */
function supply(tier: NodeTier) {
  const total = Math.max(tier.total, 0);
  const remaining = Math.min(Math.max(tier.surplus, 0), total);
  const sold = total - remaining;
  // The bar's share: nothing drawn at 0 sold; a hairline at least once one is sold, however large the tier.
  const width = sold === 0 ? "0" : `max(2px, ${(sold * 100) / total}%)`;
  return { total, remaining, sold, width };
}

function TierCard({ tier, onBuy }: { tier: NodeTier; onBuy: (tier: NodeTier) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const name = t(`node.type${tier.type}`);
  const { total, remaining, sold, width } = supply(tier);
  const soldOut = tier.surplus <= 0;
  const titleId = `tier-${tier.type}`;
  return (
    <article className={`tier-card tier-${tier.type}`} aria-labelledby={titleId}>
      <div className="tier-head">
        <span className="tier-icon">
          <Icon name="crown" size="0.5rem" />
        </span>
        <h2 id={titleId}>{name}</h2>
      </div>
      <p className="tier-price">
        <span className="figure">{f.amount(tier.price)}</span> <span className="unit">{tier.coin_name}</span>
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={t("nodePage.progressLabel", { name })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={sold}
        aria-valuetext={t("nodePage.sold", { count: sold, n: f.count(sold) })}
      >
        <span style={{ width }} />
      </div>
      <div className="tier-meta">
        <span>{t("nodePage.surplus", { surplus: f.count(remaining), total: f.count(total) })}</span>
        <span>{t("nodePage.sold", { count: sold, n: f.count(sold) })}</span>
      </div>
      <button type="button" className="button block" disabled={soldOut} onClick={() => onBuy(tier)}>
        {/* The tier in the visible words too: a name that only a screen reader hears fails voice control. */}
        {soldOut ? t("nodePage.soldOut") : t("nodePage.buyTier", { name })}
      </button>
    </article>
  );
}

/** /node: the three tiers with price, supply left and a buy button (login and a bound inviter needed). */
export default function NodePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const tiers = useQuery(nodeTiersQuery);
  const [pending, setPending] = useState<{ tier: NodeTier } | null>(null);
  /** A tier the balance cannot pay: the shortfall is said instead of a confirmation bound to fail. */
  const [short, setShort] = useState<NodeTier | null>(null);
  // A late answer is asked for again with the same request id (docs/decisions/0039).
  const buying = useMoneyMove({
    change: "buyNode",
    name: "buyNode",
    send: (type: NodeTier["type"], { requestId }) => buyNode(type, requestId),
    onDone: (result) => {
      // The result page says "buy success".
      void reloadUser();
      void navigate({ to: "/nodeSuccess", search: { id: result.order.id } });
    },
    leavesOnDone: true,
    // The mutation cache has said why (no balance, sold out, …); nothing was bought.
    onFailed: () => setPending(null),
  });
  const coin = tiers.data?.[0];
  const balance = useBalance(coin?.coin_id ?? 1);
  const busy = buying.busy;
  const online = useOnline();

  const start = (tier: NodeTier) => {
    if (!isLoggedIn()) return toast(t("toast.connectFirst"));
    // docs/product.md#roles: a node purchase needs a bound inviter; bind first through the invite sheet.
    if ((session.user?.pid ?? 0) === 0) {
      toast(t("nodePage.bindFirst"));
      return openSheet("invite");
    }
    // Not known yet: the confirmation goes ahead, and the server still refuses what the balance cannot pay.
    if (balance !== null && shortfall(tier.price, balance) > 0n) return setShort(tier);
    setPending({ tier });
  };

  const buy = () => {
    if (pending && !busy) buying.start(pending.tier.type);
  };

  const tier = pending?.tier;
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.node" />
      <p className="muted page-intro">{t("nodePage.intro")}</p>
      {buying.confirming && <MoveConfirming />}
      {balance !== null && coin && (
        <p className="balance-line">
          {t("nodePage.balance", { amount: f.amount(balance), coin: coin.coin_name })}
        </p>
      )}
      {tiers.status !== "success" ? (
        <LoadState query={tiers} />
      ) : (
        <ul className="list-reset tier-list" aria-label={t("nodePage.tiers")}>
          {tiers.data.map((item) => (
            <li key={item.type}>
              <TierCard tier={item} onBuy={start} />
            </li>
          ))}
        </ul>
      )}
      <LinkButtons
        links={[
          { to: "/myNode", label: t("routes.myNode"), icon: "node" },
          { to: "/nodeLogs", label: t("routes.nodeLogs"), icon: "bill" },
        ]}
      />
      {short && balance !== null && (
        <NodeShortfall
          name={t(`node.type${short.type}`)}
          price={short.price}
          coin={short.coin_name}
          balance={balance}
          onCancel={() => setShort(null)}
          onRecharge={() => void navigate({ to: "/recharge" })}
        />
      )}
      {tier && pending && !buying.confirming && (
        <Dialog title={t("nodePage.confirmTitle")} onDismiss={busy ? undefined : () => setPending(null)}>
          <p>
            {t("nodePage.confirmText", {
              name: t(`node.type${tier.type}`),
              price: f.amount(tier.price),
              coin: tier.coin_name,
            })}
          </p>
          <DialogActions
            cancelLabel={t("nodePage.cancel")}
            onCancel={() => setPending(null)}
            confirmLabel={busy ? t("nodePage.buying") : t("nodePage.confirm")}
            onConfirm={buy}
            busy={busy}
            online={online}
          />
        </Dialog>
      )}
    </section>
  );
}
