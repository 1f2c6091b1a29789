import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { clock } from "../clock";
import { db } from "../db/holderDb";
import { server } from "../hosts/node";
import { connectChain } from "../services/nftChain";
import { withMockBackend } from "../test/harness";
import {
  DAY,
  HOUR,
  act,
  blockTime,
  holder,
  income,
  listed,
  record,
  stakesOf,
  withClockChain,
} from "../test/stakeLockChain";

withMockBackend();
withClockChain();

describe("NFTs staked on chain but not recorded", () => {
  it("are listed as not recorded, then recorded by the record call", async () => {
    const me = await holder(3);
    await act(me, "stake", [me.ids[0]!, me.ids[1]!]);
    await record(me, [me.ids[0]!]);
    expect((await listed(me)).data).toEqual({
      count: 2,
      list: [
        { token_id: me.ids[1], uri: "ipfs/Qm1/art.png", recorded: false },
        { token_id: me.ids[0], uri: "ipfs/Qm0/art.png", recorded: true },
      ],
      next_cursor: null,
    });
    expect(await db.stakes.count()).toBe(1); // listing records nothing
    expect((await record(me, [me.ids[1]!])).code).toBe(200);
    expect((await listed(me)).data.list.map((s) => s.recorded)).toEqual([true, true]);
  });

  it("earn from the chain's stakedAt once recorded, however late", async () => {
    const me = await holder(1);
    await act(me, "stake", me.ids);
    const stakedAt = await blockTime();
    clock.advance(2 * DAY + HOUR);
    expect((await income(me)).total).toBe("0");
    await record(me, me.ids);
    expect((await income(me)).total).toBe("20");
    expect((await stakesOf(me))[0]).toMatchObject({ staked_at: stakedAt * 1000, chain_staked_at: stakedAt });
  });

  it("page by 10 from page 1, by page or by cursor (the last token id shown)", async () => {
    const me = await holder(12);
    await act(me, "stake", me.ids);
    await record(me, me.ids.slice(0, 5));
    const first = (await listed(me, "?page=1")).data;
    const second = (await listed(me, "?page=2")).data;
    const byCursor = (await listed(me, `?cursor=${first.next_cursor}`)).data;
    expect([first.count, first.list.length, second.list.length]).toEqual([12, 10, 2]);
    expect(first.list.map((s) => s.token_id)).toEqual([...me.ids].reverse().slice(0, 10));
    expect(first.next_cursor).toBe(first.list.at(-1)!.token_id);
    expect(byCursor).toEqual(second);
    expect(second.next_cursor).toBeNull();
    expect((await listed(me, "?page=3")).data.list).toEqual([]);
    for (const bad of ["?page=0", "?count=51", "?cursor=x", "?page=-1"]) {
      expect((await listed(me, bad)).code).toBe(10001);
    }
  });

  it("leave the recorded list as it is when the chain cannot be read", async () => {
    const me = await holder(2);
    await act(me, "stake", me.ids);
    await record(me, [me.ids[0]!]);
    server.use(http.post("http://chain.down.test/rpc", () => HttpResponse.error()));
    connectChain("http://chain.down.test/rpc");
    const res = await listed(me);
    expect(res.data.list).toEqual([{ token_id: me.ids[0], uri: "ipfs/Qm0/art.png", recorded: true }]);
    expect((await stakesOf(me)).map((s) => s.status)).toEqual(["staked"]);
  });
});
