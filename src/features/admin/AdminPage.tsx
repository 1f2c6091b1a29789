import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { flushSync } from "react-dom";
import { adminConfigQuery, adminInfoQuery, type ReviewStatus } from "../../api/admin";
import { publicCoinsQuery } from "../../api/market";
import { PageHeader } from "../../components/PageHeader";
import { DemoClock } from "../../components/demo/DemoClock";
import { AdjustBalance } from "./AdjustBalance";
import { ConfigView, type AdminConfig } from "./ConfigView";
import { Overview, type OverviewTarget } from "./Overview";
import { StakeList } from "./StakeList";
import { UserLookup } from "./UserLookup";
import { WithdrawReview } from "./WithdrawReview";
import "../../components/ConfirmDialog.css";
import "./AdminPage.css";

/** Where each overview tile takes the admin: the section, and what in it gets the focus. */
const TARGETS: Record<OverviewTarget, { section: string; focus: string }> = {
  users: { section: "admin-lookup", focus: "input" },
  pending: { section: "admin-review", focus: '[role="tab"][aria-selected="true"]' },
  successful: { section: "admin-review", focus: '[role="tab"][aria-selected="true"]' },
  stakes: { section: "admin-stakes", focus: "h2" },
};

/**
 * /admin (docs/product.md#roles: admins only, checked by the route guard and the server): overview, review, user
 * lookup, adjust, active stakes, config. An overview tile opens its list here.
 */
export default function AdminPage() {
  const info = useQuery(adminInfoQuery).data ?? null;
  const config = (useQuery(adminConfigQuery).data ?? null) as AdminConfig | null;
  const coins = useQuery(publicCoinsQuery).data ?? [];
  const [status, setStatus] = useState<ReviewStatus>("pending");

  const open = (target: OverviewTarget) => {
    if (target === "pending" || target === "successful") flushSync(() => setStatus(target));
    const { section, focus } = TARGETS[target];
    const element = document.getElementById(section);
    element?.scrollIntoView({ block: "start" });
    element?.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
  };

  return (
    <section className="page money-page">
      <PageHeader titleKey="routes.admin" />
      <Overview info={info} onOpen={open} />
      <DemoClock />
      <WithdrawReview status={status} onStatus={setStatus} />
      <UserLookup />
      <AdjustBalance coins={coins} />
      <StakeList />
      <ConfigView config={config} />
    </section>
  );
}
