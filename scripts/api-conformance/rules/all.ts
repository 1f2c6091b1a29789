import type { Rule } from "../rule";
import { adminRules } from "./admin";
import { adminMoneyRules } from "./adminMoney";
import { contractRules } from "./contract";
import { featureRules } from "./features";
import { hostileRules } from "./hostile";
import { idempotencyRules } from "./idempotency";
import { limitRules } from "./limits";
import { moneyRules } from "./money";
import { pagingRules } from "./paging";
import { protocolRules } from "./protocol";
import { raceRules } from "./races";
import { sessionRules } from "./sessions";
import { signInRules } from "./signIn";

/**
 * Every rule, in the order they run. The expired-message rule waits for the server's message lifetime, so it goes
 * last and waits only when everything before it passed.
 */
export function allRules(): Rule[] {
  const rules = [
    ...contractRules,
    ...signInRules,
    ...sessionRules,
    ...adminRules,
    ...adminMoneyRules,
    ...hostileRules,
    ...protocolRules,
    ...pagingRules,
    ...limitRules,
    ...featureRules,
    ...idempotencyRules,
    ...raceRules,
    ...moneyRules,
  ];
  const last = rules.filter((r) => r.id === "signin-expired");
  return [...rules.filter((r) => r.id !== "signin-expired"), ...last];
}
