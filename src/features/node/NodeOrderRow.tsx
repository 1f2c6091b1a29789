import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { NodeOrder } from "../../api/wire";
import { Icon } from "../../components/Icon";
import { useFormat } from "../../lib/useFormat";
import { Amount } from "../../components/Amount";

/** One node order as a row that opens its details. */
export function NodeOrderRow({ order, debit }: { order: NodeOrder; debit?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Link to="/myNodeDetail" search={{ id: order.id }} className="record-row link">
      <span className={`tier-dot tier-${order.type}`} aria-hidden="true">
        <Icon name="crown" size="0.4rem" />
      </span>
      <span className="record-main">
        <span className="record-title">{t(`node.type${order.type}`)}</span>
        <span className="record-sub">{f.dateTime(order.created_at)}</span>
      </span>
      <span className="record-side">
        <Amount
          className="record-amount"
          value={debit ? `-${order.price}` : order.price}
          coin={order.coin_name}
          signed={debit}
        />
        <span className="record-sub mono">#{order.id}</span>
      </span>
      <Icon name="chevron" className="chevron" />
    </Link>
  );
}
