import { beforeEach, describe, expect, it, vi } from "vitest";
import { ui } from "../state/ui";
import { ApiError } from "./client";
import { changes } from "./changes";
import { createQueryClient, retryQuery } from "./queryClient";
import { keys } from "./queryKeys";

describe("retries", () => {
  it("asks a GET again only when the network lost it, twice at most", () => {
    const lost = new ApiError("system error", "network", 0);
    expect([0, 1, 2].map((n) => retryQuery(n, lost))).toEqual([true, true, false]);
    expect(retryQuery(0, new ApiError("Insufficient balance", "business", 10201))).toBe(false);
    expect(retryQuery(0, new ApiError("system error", "http", 500))).toBe(false);
    expect(retryQuery(0, new Error("a bug"))).toBe(false);
  });
});

describe("a change refreshes what it touched, and nothing else", () => {
  async function settle(change: keyof typeof changes, fails = false) {
    const client = createQueryClient();
    const shown = [
      keys.coins,
      keys.listPages(keys.billList({ coin_id: 1 }), 10),
      keys.withdrawLogs,
      keys.kline,
      keys.stakeConfig,
    ];
    for (const key of shown) client.setQueryData(key, { shown: true });
    const mutation = client.getMutationCache().build(client, {
      mutationKey: [change],
      mutationFn: () => (fails ? Promise.reject(new Error("lost")) : Promise.resolve("done")),
    });
    await mutation.execute(undefined).catch(() => undefined);
    return shown.map((key) => client.getQueryState(key)?.isInvalidated);
  }

  it("an exchange makes balances and the bill (whatever its filters) stale, not the market or the stake rules", async () => {
    expect(await settle("exchange")).toEqual([true, true, false, false, false]);
  });

  it("a withdrawal also makes the withdrawal records stale", async () => {
    expect(await settle("withdraw")).toEqual([true, true, true, false, false]);
  });

  it("a change whose answer was lost refreshes as well: the balance may have moved", async () => {
    expect(await settle("withdraw", true)).toEqual([true, true, true, false, false]);
  });

  it("balances are fetched again at once even when nothing shows them; a hidden list only goes stale", async () => {
    const client = createQueryClient();
    const asked = { coins: 0, bill: 0 };
    await client.prefetchQuery({ queryKey: keys.coins, queryFn: async () => ++asked.coins });
    await client.prefetchQuery({ queryKey: keys.bill, queryFn: async () => ++asked.bill });
    const mutation = client.getMutationCache().build(client, {
      mutationKey: ["exchange"],
      mutationFn: () => Promise.resolve("done"),
    });
    await mutation.execute(undefined);
    await vi.waitFor(() => expect(asked.coins).toBe(2));
    expect(asked.bill).toBe(1);
    expect(client.getQueryState(keys.bill)?.isInvalidated).toBe(true);
  });

  it("every change names keys the app has", () => {
    const families = Object.values(keys).filter((k) => Array.isArray(k));
    const known = new Set(families.map((k) => JSON.stringify(k)));
    for (const touched of Object.values(changes))
      for (const key of touched) expect(known.has(JSON.stringify(key))).toBe(true);
  });
});

describe("users", () => {
  it("a signed-in user's data is dropped when another user (or none) takes over; public data stays", async () => {
    const { queryClient } = await import("./queryClient");
    const { session } = await import("../state/session");
    const user = (id: number) => ({ id }) as NonNullable<typeof session.user>;
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    session.user = user(1);
    await flush();
    queryClient.setQueryData(keys.coins, ["alice's"]);
    queryClient.setQueryData(keys.stakeConfig, { period_days: 365 });
    session.user = user(2);
    await flush();
    expect(queryClient.getQueryData(keys.coins)).toBeUndefined();
    expect(queryClient.getQueryData(keys.stakeConfig)).toEqual({ period_days: 365 });
    queryClient.setQueryData(keys.coins, ["bob's"]);
    session.user = null;
    await flush();
    expect(queryClient.getQueryData(keys.coins)).toBeUndefined();
  });
});

// docs/decisions/0050-data-layer-edges.md: the caches say every failure, once; the pages say none.
describe("failures are said by the caches", () => {
  const refusal = () => new ApiError("Insufficient balance", "business", 10201);
  const said = () => ui.toasts.map((t) => ({ text: t.text, repeats: t.repeats }));
  beforeEach(() => void ui.toasts.splice(0));

  async function mutate(error: unknown, meta?: { refusalShownByPage?: boolean }) {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationKey: ["exchange"],
      mutationFn: () => Promise.reject(error),
      meta,
    });
    await expect(mutation.execute(undefined)).rejects.toBe(error);
  }

  it("a failing query: one toast, once", async () => {
    const client = createQueryClient();
    const fetched = client.fetchQuery({ queryKey: keys.coins, queryFn: () => Promise.reject(refusal()) });
    await expect(fetched).rejects.toBeInstanceOf(ApiError);
    expect(said()).toEqual([{ text: "Insufficient balance", repeats: 0 }]);
  });

  it("a query the network lost: said at each failed try, as it happens, and still one toast", async () => {
    const client = createQueryClient();
    const lost = new ApiError("System error, try again later", "network", 0);
    let tries = 0;
    const fetched = client.fetchQuery({
      queryKey: keys.coins,
      queryFn: () => {
        tries++;
        return Promise.reject(lost);
      },
      retry: retryQuery,
      retryDelay: 300,
    });
    const outcome = fetched.catch((e: unknown) => e);
    // Said at the first failure, while it is asked again 300 ms later.
    await vi.waitFor(() => expect(said()).toEqual([{ text: lost.message, repeats: 0 }]), { interval: 5 });
    expect(tries).toBe(1);
    expect(await outcome).toBe(lost);
    expect(tries).toBe(3);
    expect(said()).toEqual([{ text: lost.message, repeats: 2 }]);
  });

  it("a query whose page shows the refusal says none, but says an ended session", async () => {
    const client = createQueryClient();
    const meta = { refusalShownByPage: true };
    await client
      .fetchQuery({ queryKey: ["x"], queryFn: () => Promise.reject(refusal()), meta })
      .catch(() => null);
    expect(said()).toEqual([]);
    const ended = new ApiError("Session expired", "business", 10039, { endsSession: true });
    await client
      .fetchQuery({ queryKey: ["y"], queryFn: () => Promise.reject(ended), meta })
      .catch(() => null);
    expect(said()).toEqual([{ text: "Session expired", repeats: 0 }]);
  });

  it("a failing mutation: one toast, once", async () => {
    await mutate(refusal());
    expect(said()).toEqual([{ text: "Insufficient balance", repeats: 0 }]);
  });

  it("a mutation whose page says the refusal in place: no toast; its network failure is still said", async () => {
    await mutate(refusal(), { refusalShownByPage: true });
    expect(said()).toEqual([]);
    await mutate(new ApiError("System error, try again later", "http", 500), { refusalShownByPage: true });
    expect(said()).toEqual([{ text: "System error, try again later", repeats: 0 }]);
  });

  it("nothing is said of a quiet failure (a money move asked again) nor of what is not the API's", async () => {
    await mutate(new ApiError("Being confirmed…", "timeout", 0, { quiet: true }));
    await mutate(new Error("the page closed while the move was being confirmed"));
    expect(said()).toEqual([]);
  });
});
