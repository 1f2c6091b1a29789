import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../../mocks/test/memoryStorage";
import { setLogin, setUser } from "../state/session";
import { ui } from "../state/ui";
import { initTestI18n } from "../test/i18n";
import { ApiError } from "./client";
import { mintNft } from "./mint";
import { createQueryClient } from "./queryClient";
import { recordStakeMove } from "./nft";
import { askUntilAnswered, keptMove, RESUME_WITHIN_MS } from "./useMoneyMove";
import type { MintRecord, UserInfo } from "./wire";

// docs/decisions/0039-money-moves-past-the-timeout.md: a move whose answer is late is asked for again with the same
// request id until the answer comes; nothing is said meanwhile, and the answer counts as if it had come at once.

const server = setupServer();
const seen: Request[] = [];

beforeAll(async () => {
  await initTestI18n();
  server.listen({ onUnhandledRequest: "error" });
  server.events.on("request:start", ({ request }) => void seen.push(request));
  if (typeof globalThis.sessionStorage === "undefined")
    Object.defineProperty(globalThis, "sessionStorage", { value: new MemoryStorage(), configurable: true });
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const ADDRESS = "0x00000000000000000000000000000000000000aa";
beforeEach(() => {
  ui.toasts.splice(0);
  seen.length = 0;
  sessionStorage.clear();
  setLogin("tok-123", ADDRESS);
  setUser({ id: 7, address: ADDRESS, pid: 0, is_admin: 0 } as UserInfo);
});

const toasts = () => ui.toasts.map((t) => t.text);
/** Runs `work` as a page's move runs it: a mutation of the app's cache, which says its failure (queryClient.ts). */
function asMove<R>(change: "mint" | "stake", work: () => Promise<R>): Promise<R> {
  const client = createQueryClient();
  return client
    .getMutationCache()
    .build(client, { mutationKey: [change], mutationFn: work })
    .execute(undefined);
}
const minted: MintRecord = {
  id: 41,
  token_id: 9,
  uri: "ipfs/QmArt",
  price: "20",
  coin_name: "USDT",
  tx_hash: "0xabc",
  kind: "mint",
  status: "minted",
  created_at: 0,
};
const requestIds = async () =>
  Promise.all(
    seen.map(async (r) => ((await r.clone().json()) as { params: { request_id: string } }).params.request_id),
  );

/** The mint endpoint answering each call in turn: "hang" never answers, "drop" loses the connection. */
function mintAnswers(...answers: ("hang" | "drop" | { code: number; message?: string; data?: unknown })[]) {
  let call = 0;
  server.use(
    http.post("*/api/n_f_t/mint", async () => {
      const answer = answers[Math.min(call++, answers.length - 1)]!;
      if (answer === "hang") {
        await delay("infinite");
        return HttpResponse.json({});
      }
      if (answer === "drop") return HttpResponse.error();
      return HttpResponse.json({ message: "ok", data: null, ...answer });
    }),
  );
}

describe("askUntilAnswered", () => {
  it("asks again with the same request id after no answer and a lost connection, and resolves with the answer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    mintAnswers("hang", "drop", { code: 200, data: minted });
    let unanswered = 0;
    const outcome = askUntilAnswered(
      { input: null, requestId: "move-0001", again: false },
      (_: null, { requestId }) => mintNft(requestId),
      new AbortController().signal,
      () => unanswered++,
    );
    await vi.advanceTimersByTimeAsync(20_000); // the client's time limit: no answer
    expect(unanswered).toBe(1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_000); // asked again: the connection drops
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1); // 4 s later: the answer
    await expect(outcome).resolves.toEqual(minted);
    expect(await requestIds()).toEqual(["move-0001", "move-0001", "move-0001"]);
    expect(unanswered).toBe(2);
    expect(toasts()).toEqual([]);
  });

  it("tells the sender which attempts follow an unanswered one", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    mintAnswers("drop", "drop", { code: 200, data: minted });
    const attempts: boolean[] = [];
    const outcome = askUntilAnswered(
      { input: null, requestId: "move-0002", again: false },
      (_: null, attempt) => {
        attempts.push(attempt.again);
        return mintNft(attempt.requestId);
      },
      new AbortController().signal,
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(3_000 + 4_000);
    await expect(outcome).resolves.toEqual(minted);
    expect(attempts).toEqual([false, true, true]);
  });

  it("ends on a refusal, said once by the mutation cache, and asks no more", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    mintAnswers("drop", { code: 10201, message: "Insufficient balance" });
    const outcome = asMove("mint", () =>
      askUntilAnswered(
        { input: null, requestId: "move-0003", again: false },
        (_: null, { requestId }) => mintNft(requestId),
        new AbortController().signal,
        () => undefined,
      ),
    ).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await outcome).toMatchObject({ kind: "business", code: 10201 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toHaveLength(2);
    expect(toasts()).toEqual(["Insufficient balance"]);
  });

  it("keeps asking every 5 seconds, without limit, while the page is open; stops when it closes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    mintAnswers("drop");
    const page = new AbortController();
    const outcome = askUntilAnswered(
      { input: null, requestId: "move-0004", again: false },
      (_: null, { requestId }) => mintNft(requestId),
      page.signal,
      () => undefined,
    ).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3_000 + 4_000 + 10 * 5_000);
    expect(seen).toHaveLength(13);
    page.abort();
    const stopped = await outcome;
    expect(stopped).not.toBeInstanceOf(ApiError);
    expect((stopped as Error).name).toBe("Stopped");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(13);
    expect(new Set(await requestIds())).toEqual(new Set(["move-0004"]));
    expect(toasts()).toEqual([]);
  });
});

describe("keptMove", () => {
  const keep = (value: unknown) => sessionStorage.setItem("moneyMove:mint", JSON.stringify(value));

  it("gives back the signed-in user's unanswered move, with its request id", () => {
    keep({ address: ADDRESS.toUpperCase(), input: null, requestId: "move-0005", since: Date.now() - 60_000 });
    expect(keptMove("mint")).toMatchObject({ requestId: "move-0005", input: null });
  });

  it("drops another account's move, and one older than a day", () => {
    keep({
      address: "0x00000000000000000000000000000000000000bb",
      input: null,
      requestId: "move-0006",
      since: 0,
    });
    expect(keptMove("mint")).toBeNull();
    expect(sessionStorage.getItem("moneyMove:mint")).toBeNull();
    keep({ address: ADDRESS, input: null, requestId: "move-0007", since: Date.now() - RESUME_WITHIN_MS });
    expect(keptMove("mint")).toBeNull();
  });
});

describe("recordStakeMove", () => {
  const recordAnswers = (...answers: { code: number; message?: string; data?: unknown }[]) => {
    let call = 0;
    server.use(
      http.post("*/api/n_f_t/staked/:count", () =>
        HttpResponse.json({ message: "ok", data: null, ...answers[Math.min(call++, answers.length - 1)]! }),
      ),
    );
  };
  const stakedList = (list: { token_id: number; uri: string; recorded: boolean }[]) =>
    server.use(
      http.get("*/api/n_f_t/stake/record", () =>
        HttpResponse.json({
          code: 200,
          message: "ok",
          data: { count: list.length, list, next_cursor: null },
        }),
      ),
    );
  const already = { code: 10303, message: "NFT #4 is already recorded as staked" };

  it("after an unanswered recording, takes 'already recorded' for these very tokens, shown recorded, as done", async () => {
    recordAnswers(already);
    stakedList([
      { token_id: 5, uri: "ipfs/b", recorded: true },
      { token_id: 4, uri: "ipfs/a", recorded: true },
    ]);
    await expect(asMove("stake", () => recordStakeMove([4, 5], { again: true }))).resolves.toEqual([
      { token_id: 4, uri: "ipfs/a", recorded: true },
      { token_id: 5, uri: "ipfs/b", recorded: true },
    ]);
    expect(toasts()).toEqual([]);
  });

  it("says the refusal when the list does not show every token recorded", async () => {
    recordAnswers(already);
    stakedList([
      { token_id: 5, uri: "ipfs/b", recorded: false },
      { token_id: 4, uri: "ipfs/a", recorded: true },
    ]);
    await expect(asMove("stake", () => recordStakeMove([4, 5], { again: true }))).rejects.toMatchObject({
      code: 10303,
    });
    expect(toasts()).toEqual([already.message]);
  });

  it("on a first attempt, 'already recorded' is a refusal as any other", async () => {
    recordAnswers(already);
    await expect(asMove("stake", () => recordStakeMove([4], { again: false }))).rejects.toMatchObject({
      code: 10303,
    });
    expect(toasts()).toEqual([already.message]);
  });
});
