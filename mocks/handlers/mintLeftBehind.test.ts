import { describe, expect, it } from "vitest";
import { clock } from "../clock";
import { SIGNING_WINDOW_MS } from "../services/mintSettlement";
import { mintTo } from "../services/nftChain";
import { withFaultyLink } from "../test/faultyLink";
import { withMockBackend } from "../test/harness";
import { leftBehindMint, records } from "../test/mints";
import { signUp, usdt } from "../test/users";

withMockBackend();
withFaultyLink();

describe("mints left behind by an interrupted request", () => {
  it("never signed (no hash stored) are refunded once the signing window is over", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    await leftBehindMint(me.info.id);
    expect((await records(me.token))[0]!.status).toBe("pending");
    clock.advance(SIGNING_WINDOW_MS);
    expect((await records(me.token))[0]!.status).toBe("refunded");
    await records(me.token);
    expect(await usdt(me.info.id)).toBe("100");
  });

  it("of schema v6 (sent, hash never stored) are settled by their Transfer event, never refunded", async () => {
    const me = await signUp({ coins: { 1: "100" } });
    await leftBehindMint(me.info.id, { legacy: true });
    clock.advance(SIGNING_WINDOW_MS);
    expect((await records(me.token))[0]!.status).toBe("pending");
    const { tokenId, txHash } = await mintTo(me.wallet.address, "ipfs/QmLeft/art.png");
    expect((await records(me.token))[0]).toMatchObject({
      status: "minted",
      token_id: tokenId,
      tx_hash: txHash,
    });
    expect(await usdt(me.info.id)).toBe("80");
  });
});
