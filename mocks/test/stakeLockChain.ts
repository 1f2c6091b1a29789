import { beforeEach } from "vitest";
import type { CursorPage, StakedNft, StakeIncome, UserInfo } from "../../src/api/wire";
import { MockChain } from "../chain/chain";
import { callMethod } from "../chain/rpc";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { connectChain, holderNft, mintTo, send, signerFor } from "../services/nftChain";
import { randomWallet } from "../random";
import { call, login } from "./harness";

export const DAY = 24 * 60 * 60_000;
export const HOUR = 60 * 60_000;

/** A chain whose blocks follow the demo clock, as the demo's does: moving time moves the chain's time too. */
export const chain = new MockChain({ dbName: "stake-lock-chain", now: () => clock.now() });

/** Whether the chain answers eth_getLogs; a test turns it off to see the backend do without events. */
export const chainLogs = { readable: true };

/** Connects the backend to a fresh clock-following chain before each test, its logs readable. */
export function withClockChain(): void {
  beforeEach(async () => {
    await chain.reset();
    chainLogs.readable = true;
    connectChain(
      {
        request: async ({ method, params = [] }) => {
          if (method === "eth_getLogs" && !chainLogs.readable)
            throw new Error("query returned more than 10000 results");
          return callMethod(chain, method, params);
        },
      },
      () => chain.time(),
    );
  });
}

/** A signed-in user with gas and `mints` NFTs, none of them staked. */
export async function holder(mints: number) {
  const wallet = randomWallet();
  await chain.setBalance(wallet.address, 10n ** 18n);
  const token = await login(wallet);
  const info = (await call<UserInfo>("GET", "/api/user/info", { token })).data;
  const ids: number[] = [];
  for (let i = 0; i < mints; i++) ids.push((await mintTo(wallet.address, `ipfs/Qm${i}/art.png`)).tokenId);
  return { wallet, token, info, ids };
}
type Holder = Awaited<ReturnType<typeof holder>>;

export const act = (who: Holder, method: "stake" | "unstake", ids: number[]) =>
  send(holderNft(signerFor(who.wallet.privateKey)), method, [ids]);
export const record = (who: Holder, ids: number[]) =>
  call<StakedNft[]>("POST", `/api/n_f_t/staked/${ids.length}`, {
    token: who.token,
    body: { token_ids: ids },
  });
export const listed = (who: Holder, query = "") =>
  call<CursorPage<StakedNft>>("GET", `/api/n_f_t/stake/record${query}`, { token: who.token });
export const income = async (who: Holder) =>
  (await call<StakeIncome>("GET", "/api/n_f_t/stake/income", { token: who.token })).data;
export const stakesOf = async (who: Holder) =>
  (await db.stakes.toArray()).filter((s) => s.userId === who.info.id);
export const blockTime = async () => Number((await chain.getBlock("latest", false))!.timestamp);
