import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProviderDetail, RequestArguments } from "./eip1193";

const HASH = `0x${"ab".repeat(32)}`;
let detail: ProviderDetail | null = null;

vi.mock("./signIn", () => ({
  activeWallet: () => detail,
  reattachWallet: async () => undefined,
}));

const { sendTransaction, TxError } = await import("./transaction");

/** A wallet that answers the send with `send` and the receipt polls with `receipts` in turn. */
function wallet(send: () => unknown, receipts: unknown[]) {
  const calls: RequestArguments[] = [];
  const provider = {
    async request(args: RequestArguments) {
      calls.push(args);
      if (args.method === "eth_chainId") return "0x38";
      if (args.method === "eth_sendTransaction") return send();
      if (args.method === "eth_getTransactionReceipt") return receipts.shift() ?? null;
      throw new Error(`unexpected ${args.method}`);
    },
  };
  detail = { info: { uuid: "t", name: "T", icon: "", rdns: "test.t" }, provider };
  return calls;
}

describe("sendTransaction", () => {
  beforeEach(() => {
    detail = null;
  });

  it("sends the call and resolves with the hash once the receipt shows success", async () => {
    const calls = wallet(() => HASH, [null, { status: "0x1" }]);
    const sent: string[] = [];
    await expect(
      sendTransaction(
        { to: "0x5FbDB2315678afecb367f032d93F642f64180aa3", data: "0x1234" },
        { onSent: (h) => sent.push(h) },
      ),
    ).resolves.toBe(HASH);
    expect(sent).toEqual([HASH]);
    const send = calls.find((c) => c.method === "eth_sendTransaction")!;
    expect((send.params as { to: string; data: string }[])[0]).toMatchObject({ data: "0x1234" });
    expect(calls.filter((c) => c.method === "eth_getTransactionReceipt")).toHaveLength(2);
  });

  it("turns the user's refusal (4001) into 'rejected' and never polls", async () => {
    const calls = wallet(() => {
      throw { code: 4001, message: "User rejected the request." };
    }, []);
    const error = await sendTransaction({ to: "0x01", data: "0x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TxError);
    expect((error as InstanceType<typeof TxError>).reason).toBe("rejected");
    expect(calls.some((c) => c.method === "eth_getTransactionReceipt")).toBe(false);
  });

  it("reports a reverted transaction", async () => {
    wallet(() => HASH, [{ status: "0x0" }]);
    await expect(sendTransaction({ to: "0x01", data: "0x" })).rejects.toMatchObject({ reason: "reverted" });
  });

  it("says so when no wallet is known", async () => {
    await expect(sendTransaction({ to: "0x01", data: "0x" })).rejects.toMatchObject({ reason: "noWallet" });
  });
});
