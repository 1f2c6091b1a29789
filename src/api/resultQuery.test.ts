import {
  MutationObserver,
  QueryObserver,
  type Query,
  type QueryClient,
  type QueryObserverOptions,
} from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mintRecordQuery, seedMintRecord } from "./mint";
import { createQueryClient } from "./queryClient";
import { rechargeRecordQuery, seedRechargeRecord, type RechargeRecord } from "./recharge";
import { PENDING_REFRESH_MS } from "./refreshWhilePending";
import { seedWithdrawRecord, withdrawRecordQuery, type WithdrawalRecord } from "./withdraw";
import type { MintRecord } from "./wire";

// A result page opened from a money move shows the record its POST answered, with no request of its own.

const withdrawal: WithdrawalRecord = {
  id: 12,
  user_id: 7,
  coin_id: 1,
  coin_name: "USDT",
  channel: "BEP20",
  address: "0x00000000000000000000000000000000000000bb",
  amount: "10",
  fee: "1",
  actual: "9",
  status: "pending",
  tx_hash: "",
  created_at: 1,
};
const deposit: RechargeRecord = {
  id: 5,
  coin_id: 1,
  coin_name: "USDT",
  channel: "BEP20",
  amount: "50",
  tx_hash: "0xabc",
  status: "pending",
  created_at: 1,
  confirm_at: 60_001,
};
const mint: MintRecord = {
  id: 41,
  token_id: 0,
  uri: "ipfs/QmArt",
  price: "20",
  coin_name: "USDT",
  tx_hash: "0xdef",
  kind: "mint",
  status: "pending",
  created_at: 1,
};

afterEach(() => vi.restoreAllMocks());

/** The result page's query as the page mounts it: what it shows at once, and whether it asks the server. */
function mount(client: QueryClient, options: object) {
  const observer = new QueryObserver(client, options as QueryObserverOptions);
  const stop = observer.subscribe(() => undefined);
  const result = observer.getCurrentResult();
  stop();
  return result;
}

describe("result pages seeded from the POST's answer", () => {
  it("a withdrawal: the page reads the answer from the cache and asks nothing", () => {
    const asked = vi.spyOn(globalThis, "fetch");
    const client = createQueryClient();
    seedWithdrawRecord(withdrawal, client);
    const shown = mount(client, withdrawRecordQuery(withdrawal.id));
    expect(shown.data).toEqual(withdrawal);
    expect(shown.isFetching).toBe(false);
    expect(asked).not.toHaveBeenCalled();
  });

  it("a demo deposit and a mint (pending, no token id yet) likewise, under the keys their pages read", () => {
    const asked = vi.spyOn(globalThis, "fetch");
    const client = createQueryClient();
    seedRechargeRecord(deposit, client);
    seedMintRecord(mint, client);
    const depositShown = mount(client, rechargeRecordQuery(deposit.id));
    // /mintSuccess?mint=41&token=0: the page's key from its search.
    const mintShown = mount(client, mintRecordQuery(41, 0));
    expect([depositShown.data, depositShown.isFetching]).toEqual([deposit, false]);
    expect([mintShown.data, mintShown.isFetching]).toEqual([mint, false]);
    expect(asked).not.toHaveBeenCalled();
  });

  it("seeds after the move's change made the records stale, so the seed is not refetched at once", async () => {
    const client = createQueryClient();
    const move = new MutationObserver(client, {
      mutationKey: ["withdraw"],
      mutationFn: () => Promise.resolve(withdrawal),
    });
    const stop = move.subscribe(() => undefined); // a page's useMutation listens
    // As useMoneyMove's onDone: after the mutation cache's onSettled has made the withdrawal records stale.
    await move.mutate(undefined, { onSuccess: (record) => seedWithdrawRecord(record, client) });
    const key = withdrawRecordQuery(withdrawal.id).queryKey;
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(withdrawal));
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    stop();
  });

  it("a seeded record still pending is asked for again while the page shows it", () => {
    const client = createQueryClient();
    seedWithdrawRecord(withdrawal, client);
    const options = withdrawRecordQuery(withdrawal.id);
    const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true })!;
    const every = options.refetchInterval as unknown as (q: Query) => number | false;
    expect(every(query)).toBe(PENDING_REFRESH_MS);
    seedWithdrawRecord({ ...withdrawal, status: "successful" }, client);
    expect(every(query)).toBe(false);
  });
});
