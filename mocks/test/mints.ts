import type { CursorPage, MintInfo, MintRecord, OwnedNft } from "../../src/api/wire";
import { units } from "../../src/lib/money/units";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { applyChanges } from "../services/ledger";
import { holderNft } from "../services/nftChain";
import { call } from "./harness";
import { moneySnapshot } from "./users";

export const info = async (token: string) =>
  (await call<MintInfo>("GET", "/api/n_f_t/mint/info", { token })).data;
export const mint = (token: string, requestId?: string) =>
  call<MintRecord>("POST", "/api/n_f_t/mint", {
    token,
    body: { params: requestId ? { request_id: requestId } : {} },
  });
export const records = async (token: string) =>
  (await call<CursorPage<MintRecord>>("GET", "/api/n_f_t/record", { token })).data.list;
export const own = async (token: string) => (await call<OwnedNft[]>("GET", "/api/n_f_t/own", { token })).data;
export const supply = async () => Number(await holderNft().getFunction("totalSupply")());

/** The user's mint entries in the bill, their ids blanked so that tests compare amounts and kinds. */
export const mintBills = async (userId: number) =>
  (
    await db.bills
      .where("[userId+type+id]")
      .between([userId, "mint", 0], [userId, "mint", Infinity])
      .toArray()
  ).map((b) => [b.amount, b.ref.replace(/\d+$/, "#")]);

/** Everything a refused mint or upload must leave untouched, the chain's supply too. */
export async function everything() {
  return {
    money: await moneySnapshot(),
    mints: await db.mints.count(),
    uploads: await db.uploads.count(),
    requests: await db.requests.count(),
    supply: await supply(),
  };
}

/**
 * A mint whose request died before it was signed (no hash stored), its price already taken: the next settling refunds
 * it once the signing window is over. `extra` overrides the row (`{ legacy: true }`: one written before the window).
 */
export async function leftBehindMint(userId: number, extra: object = {}): Promise<number> {
  const id = await db.mints.add({
    userId,
    tokenId: 0,
    uri: "ipfs/QmLeft/art.png",
    price: "20",
    txHash: "",
    status: "pending",
    kind: "mint",
    created_at: clock.now(),
    ...extra,
  });
  await applyChanges([{ userId, coinId: 1, amount: -units("20"), type: "mint", ref: `mint:${id}` }]);
  return id;
}
