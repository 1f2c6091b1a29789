import { useQuery } from "@tanstack/react-query";
import { Navigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { nodeDetailQuery } from "../../api/node";
import { LinkButtons } from "../../components/LinkButtons";
import { Icon } from "../../components/Icon";
import { InfoList } from "../../components/InfoList";
import { LoadState } from "../../components/LoadState";
import { PageHeader } from "../../components/PageHeader";
import { useFormat } from "../../lib/useFormat";
import { useSearchNumber } from "../../lib/useSearchNumber";
import { Amount } from "../../components/Amount";
import "../../components/HoldingsPage.css";
import "./node.css";

/**
 * /nodeSuccess?id=: "buy success" and the order just placed. Opened without an order (a bookmark, a typed address)
 * there is no success to show: the node records instead. The success title waits for the order.
 */
export default function NodeSuccessPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useSearchNumber("id");
  const order = useQuery({ ...nodeDetailQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Navigate to="/nodeLogs" replace />;
  if (order.status !== "success")
    return (
      <section className="page holdings">
        <PageHeader titleKey="routes.nodeSuccess" />
        <LoadState query={order} />
      </section>
    );
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.nodeSuccess" />
      <div className="result-card">
        <span className="result-icon" aria-hidden="true">
          <Icon name="crown" size="0.8rem" />
        </span>
        <h2 className="result-title">{t("toast.buySuccess")}</h2>
        <p className="muted">{t("nodePage.successText", { name: t(`node.type${order.data.type}`) })}</p>
      </div>
      {order.status === "success" && (
        <div className="card">
          <InfoList
            items={[
              { label: t("nodePage.tier"), value: t(`node.type${order.data.type}`) },
              {
                label: t("nodePage.paid"),
                value: <Amount value={`-${order.data.price}`} coin={order.data.coin_name} signed />,
                strong: true,
              },
              { label: t("nodePage.time"), value: f.dateTime(order.data.created_at) },
            ]}
          />
        </div>
      )}
      <LinkButtons
        links={[
          { to: "/myNode", label: t("nodePage.viewMyNode"), primary: true },
          { to: "/node", label: t("nodePage.backToNodes") },
        ]}
      />
    </section>
  );
}
