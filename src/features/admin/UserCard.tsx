import { useTranslation } from "react-i18next";
import type { AdminUser } from "../../api/wire";
import { Address } from "../../components/Address";
import { BillEntryRow } from "../../components/BillEntryRow";
import { DateTime } from "../../components/DateTime";
import { Empty } from "../../components/Empty";
import { coinLabel } from "../../components/coinLabel";
import { useFormat } from "../../lib/useFormat";

/** One looked-up user: account, balances in every coin, and the latest bill entries as the user's bill shows them. */
export function UserCard({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const f = useFormat();
  const tier = user.node_type ? t(`node.type${user.node_type}`) : t("list.noNode");
  const account: [string, React.ReactNode][] = [
    [t("admin.nodeTier"), tier],
    [
      t("admin.inviter"),
      user.inviter ? <Address value={user.inviter} copyLabel={t("admin.inviter")} /> : t("admin.noInviter"),
    ],
    [t("admin.inviteCode"), <span className="mono">{user.invite_code}</span>],
    [t("admin.joined"), <DateTime ms={user.created_at} />],
  ];
  if (user.is_admin) account.push([t("admin.role"), t("admin.roleAdmin")]);

  return (
    <article className="lookup-result" aria-labelledby="lookup-result-title">
      <h3 id="lookup-result-title" className="lookup-heading">
        {t("admin.lookupResult")}
      </h3>
      <p className="mono lookup-address">{user.address}</p>
      <dl className="quote">
        {account.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="lookup-part" aria-labelledby="lookup-balances">
        <h3 id="lookup-balances" className="lookup-heading">
          {t("admin.balances")}
        </h3>
        <dl className="quote">
          {user.balances.map((c) => (
            <div key={c.coin_id}>
              <dt>{coinLabel(t, c.coin_id, c.coin_name)}</dt>
              <dd>{f.amount(c.money)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <h3 id="lookup-bills" className="lookup-heading">
        {t("admin.recentBills")}
      </h3>
      {user.bills.length === 0 ? (
        <Empty text={t("admin.noBills")} />
      ) : (
        <ul className="list-reset record-list" aria-labelledby="lookup-bills">
          {user.bills.map((e) => (
            <li key={e.id}>
              <BillEntryRow entry={e} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
