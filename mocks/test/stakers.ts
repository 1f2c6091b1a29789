import { expect } from "vitest";
import type {
  ClaimResult,
  CursorPage,
  IncomeRecord,
  StakeDetail,
  StakeIncome,
  UserInfo,
} from "../../src/api/wire";
import { clock } from "../clock";
import { holderNft, mintTo, send, signerFor } from "../services/nftChain";
import { randomWallet } from "../random";
import { call, login, testChain } from "./harness";
import { balance } from "./users";

export const DAY = 24 * 60 * 60_000;
export const HOUR = 60 * 60_000;

/** Moves the demo clock forward to the next `msOfDay` after UTC midnight. */
export function moveToUtc(msOfDay: number) {
  const into = clock.now() % DAY;
  clock.advance((((msOfDay - into) % DAY) + DAY) % DAY || DAY);
}

/** A user holding `mints` NFTs, the first `staked` of them staked on chain and recorded. */
export async function staker(mints: number, staked = mints) {
  const wallet = randomWallet();
  await testChain.setBalance(wallet.address, 10n ** 18n);
  const token = await login(wallet);
  const info = (await call<UserInfo>("GET", "/api/user/info", { token })).data;
  const ids: number[] = [];
  for (let i = 0; i < mints; i++) ids.push((await mintTo(wallet.address, `ipfs/Qm${i}/art.png`)).tokenId);
  const stakedIds = ids.slice(0, staked);
  if (stakedIds.length) {
    await send(holderNft(signerFor(wallet.privateKey)), "stake", [stakedIds]);
    const res = await call("POST", `/api/n_f_t/staked/${stakedIds.length}`, {
      token,
      body: { token_ids: stakedIds },
    });
    expect(res.code).toBe(200);
  }
  return { wallet, token, info, ids };
}

export const income = async (token: string) =>
  (await call<StakeIncome>("GET", "/api/n_f_t/stake/income", { token })).data;
export const claim = (token: string, requestId?: string) =>
  call<ClaimResult>("POST", "/api/n_f_t/reward", {
    token,
    body: { params: requestId ? { request_id: requestId } : {} },
  });
export const records = (token: string, query = "") =>
  call<CursorPage<IncomeRecord>>("GET", `/api/n_f_t/stake/income/record${query}`, { token });
export const detail = (token: string, id: number | string) =>
  call<StakeDetail>("GET", `/api/n_f_t/stake/detail/${id}`, { token });
export const sums = (data: StakeIncome) => [
  data.yesterday,
  data.today,
  data.to_be_released,
  data.available,
  data.total,
];
/** Claimed stake income lands in HOLD (coin 3). */
export const releasing = (userId: number) => balance(userId, 3);
