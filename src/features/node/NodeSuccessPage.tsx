import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { nodeDetailQuery } from "../../api/node";
import { Amount } from "../../components/Amount";
import { ResultView } from "../../components/ResultView";
import { useFormat } from "../../lib/useFormat";
import { useSearchNumber } from "../../lib/useSearchNumber";

/**
 * /nodeSuccess?id=: "buy success" and the order just placed, on the one result layout. Opened without an order (a
 * bookmark, a typed address) there is no success to show: the node records instead.
 */
export default function NodeSuccessPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useSearchNumber("id");
  const order = useQuery({ ...nodeDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <ResultView
      titleKey="routes.nodeSuccess"
      query={order}
      named={id !== null}
      records={{ to: "/nodeLogs", label: t("routes.nodeLogs") }}
      show={(o) => ({
        title: t("toast.buySuccess"),
        icon: "crown",
        amount: <Amount value={`-${o.price}`} coin={o.coin_name} signed />,
        status: "successful",
        note: t("nodePage.successText", { name: t(`node.type${o.type}`) }),
        rows: [
          { label: t("nodePage.tier"), value: t(`node.type${o.type}`) },
          { label: t("nodePage.paid"), value: f.money(o.price, o.coin_name), strong: true },
          { label: t("nodePage.time"), value: f.dateTime(o.created_at) },
        ],
        other: { to: "/node", label: t("nodePage.backToNodes") },
        next: { to: "/myNode", label: t("nodePage.viewMyNode") },
      })}
    />
  );
}
