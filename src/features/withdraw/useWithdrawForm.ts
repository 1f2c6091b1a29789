import { useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCoins } from "../../api/useCoins";
import { useMoneyMove } from "../../api/useMoneyMove";
import {
  postWithdraw,
  seedWithdrawRecord,
  withdrawProtocolsQuery,
  type WithdrawBody,
} from "../../api/withdraw";
import { useAmountField } from "../../components/useAmountField";
import { quoteWithdrawal } from "../../lib/money/quote";
import { unitsOrZero } from "../../lib/money/units";
import { useFormat } from "../../lib/useFormat";
import { useOnline } from "../../lib/useOnline";
import { checkWithdrawal, type WithdrawProblem } from "./validate";
import type { WithdrawSummary } from "./WithdrawConfirm";

const DECIMALS = 4;

export type WithdrawForm = ReturnType<typeof useWithdrawForm>;

/**
 * The withdrawal form's state and rules (docs/business-rules.md#withdrawal), apart from how it looks: the coin and
 * channel chosen, the address, the amount checked as it is typed, the fee and what arrives, the check at the tap
 * (docs/product.md#validation-messages), the confirmation and the move itself.
 */
export function useWithdrawForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = useFormat();
  const ids = { address: useId(), amount: useId(), error: useId() };
  const protocolsQuery = useQuery(withdrawProtocolsQuery);
  // Null while loading; a failure leaves an empty list (the reason was shown as a toast).
  const protocols = protocolsQuery.data ?? (protocolsQuery.isError ? [] : null);
  const coinsQuery = useCoins();
  const coins = coinsQuery.data ?? null;
  const [chosenCoinId, setCoinId] = useState(0);
  const [chosenChannel, setChannel] = useState("");
  const [address, setAddress] = useState("");
  const [problem, setProblem] = useState<WithdrawProblem | null>(null);
  const [pending, setPending] = useState<WithdrawSummary | null>(null);
  // One request id per withdrawal: a double tap, a retry of the same form or a late answer asked for again is the same
  // withdrawal; a changed form is a new one (docs/decisions/0039).
  const move = useMoneyMove({
    change: "withdraw",
    name: "withdraw",
    send: (body: Omit<WithdrawBody, "request_id">, { requestId }) =>
      postWithdraw({ ...body, request_id: requestId }),
    // The result page opens on the answer itself, with no look in the records (docs/decisions/0050).
    onDone: (record) => {
      seedWithdrawRecord(record);
      void navigate({ to: "/withdrawResult", search: { id: record.id } });
    },
    leavesOnDone: true,
    // the query cache has said the server's refusal; the form keeps what was typed
    onFailed: () => setPending(null),
  });

  const online = useOnline();

  // One currency to choose from is no choice: it is selected, with its first channel.
  const only = protocols?.length === 1 ? protocols[0]! : null;
  const coinId = chosenCoinId || (only?.coin_id ?? 0);
  const channel = chosenChannel || (only && coinId === only.coin_id ? (only.channels[0]?.channel ?? "") : "");
  const protocol = protocols?.find((p) => p.coin_id === coinId);
  const channelInfo = protocol?.channels.find((c) => c.channel === channel) ?? protocol?.channels[0];
  const coinName = protocol?.coin_name ?? "";
  // Null until the coins have loaded: no "0" shown, no check or quote made against a balance not yet known.
  const balance = coins && unitsOrZero(coins.find((c) => c.coin_id === coinId)?.money ?? "0");
  const minAmount = channelInfo?.min_amount ?? "0";
  const amount = useAmountField(
    { decimals: DECIMALS, belowMinimum: (a) => a < unitsOrZero(minAmount), balance },
    {
      coin: coinName,
      empty: t("withdraw.enterAmount"),
      belowMinimum: t("withdraw.belowMinimum", { min: f.exact(minAmount), coin: coinName }),
    },
  );
  // What arrives is shown only for an amount the server will take: never a figure for a refused amount.
  const quote =
    channelInfo && balance !== null && amount.units !== null
      ? quoteWithdrawal(amount.units, channelInfo.fee_percent, channelInfo.min_fee)
      : null;

  /** The form is checked first; what passes is shown for confirmation before anything is sent. */
  const review = () => {
    if (move.busy || balance === null) return;
    const found = checkWithdrawal({ coinId, address });
    setProblem(found);
    if (found || !amount.ask() || !channelInfo || !quote || amount.units === null) return;
    setPending({
      coin: coinName,
      channel: channelInfo.channel,
      address: address.trim(),
      amount: amount.units,
      ...quote,
    });
  };

  const confirm = () => {
    if (move.busy || !channelInfo || amount.plain === null) return;
    move.start({
      coin_id: coinId,
      channel: channelInfo.channel,
      address: address.trim(),
      amount: amount.plain,
    });
  };

  // What only a tap checks (currency, address) is said under the form after the tap, and goes with the next edit.
  const edited = () => setProblem(null);
  const invalid = (field: "coin" | "address") => {
    if (!problem) return {};
    const owner = problem.key === "withdraw.selectCoin" ? "coin" : "address";
    return owner === field ? { "aria-invalid": true, "aria-describedby": ids.error } : {};
  };

  return {
    ids,
    protocols,
    coinsQuery,
    coinId,
    channel,
    channelInfo,
    coinName,
    balance,
    minAmount,
    address,
    amount,
    quote,
    problem,
    pending,
    move,
    online,
    chooseCoin: (id: number, next: string) => {
      setCoinId(id);
      setChannel(next);
      edited();
    },
    typeAddress: (value: string) => {
      setAddress(value);
      edited();
    },
    edited,
    invalid,
    review,
    confirm,
    cancel: () => setPending(null),
  };
}
