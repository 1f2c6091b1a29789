import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { NodeOrder } from "../../api/wire";
import { Icon } from "../../components/Icon";
import { Amount } from "../../components/Amount";
import { DateTime } from "../../components/DateTime";
import { ListRowParts } from "../../components/ListRow";
import "./node.css";

/** One node order as a row that opens its details. */
export function NodeOrderRow({ order, debit }: { order: NodeOrder; debit?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/myNodeDetail" search={{ id: order.id }} className="record-row link">
      <ListRowParts
        lead={
          <span className={`tier-dot tier-${order.type}`} aria-hidden="true">
            <Icon name="crown" size="0.4rem" />
          </span>
        }
        title={t(`node.type${order.type}`)}
        lines={[<DateTime key="time" ms={order.created_at} />]}
        side={[
          <Amount
            key="amount"
            className="record-amount"
            value={debit ? `-${order.price}` : order.price}
            coin={order.coin_name}
            signed={debit}
          />,
        ]}
        chevron
      />
    </Link>
  );
}
