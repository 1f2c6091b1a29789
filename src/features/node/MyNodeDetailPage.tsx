import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { nodeDetailQuery } from "../../api/node";
import { RecordNotFound } from "../../components/RecordNotFound";
import { Icon } from "../../components/Icon";
import { InfoList } from "../../components/InfoList";
import { LoadState } from "../../components/LoadState";
import { PageHeader } from "../../components/PageHeader";
import { useFormat } from "../../lib/useFormat";
import { useSearchNumber } from "../../lib/useSearchNumber";
import { Amount } from "../../components/Amount";
import "../../components/HoldingsPage.css";
import "./node.css";

/** /myNodeDetail?id=: one node order (what, when, paid) and its tier's supply now; no internal ids. */
export default function MyNodeDetailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useSearchNumber("id");
  const order = useQuery({ ...nodeDetailQuery(id ?? 0), enabled: id !== null });
  const back = { to: "/myNode", label: t("nodePage.backToMyNode") } as const;
  return (
    <section className="page holdings">
      <PageHeader titleKey="routes.myNodeDetail" />
      {id === null ? (
        <RecordNotFound back={back} />
      ) : order.status !== "success" ? (
        <LoadState query={order} missing={back} />
      ) : (
        <>
          <div className={`level-card tier-${order.data.type}`}>
            <span className="tier-icon">
              <Icon name="crown" size="0.56rem" />
            </span>
            <div>
              <p className="muted small">{t("nodePage.tier")}</p>
              <p className="level-name">{t(`node.type${order.data.type}`)}</p>
            </div>
          </div>
          <div className="card">
            <InfoList
              items={[
                {
                  label: t("nodePage.paid"),
                  value: <Amount value={`-${order.data.price}`} coin={order.data.coin_name} signed />,
                  strong: true,
                },
                { label: t("nodePage.time"), value: f.dateTime(order.data.created_at) },
                {
                  label: t("nodePage.supplyNow"),
                  value: t("nodePage.surplus", {
                    surplus: f.count(order.data.surplus),
                    total: f.count(order.data.total),
                  }),
                },
                {
                  label: t("nodePage.currentLevel"),
                  value:
                    order.data.node_type > 0 ? t(`node.type${order.data.node_type}`) : t("nodePage.none"),
                },
              ]}
            />
          </div>
        </>
      )}
      {order.status === "success" && (
        <Link to="/myNode" className="button secondary">
          {t("nodePage.backToMyNode")}
        </Link>
      )}
    </section>
  );
}
