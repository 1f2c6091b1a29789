// Bad input at the JSON-RPC level: each is refused with an error and changes nothing, on both targets.
import { Transaction, Wallet } from "ethers";
import { KEYS, iface, type Target } from "./scenarios";

type Entry = Record<string, unknown>;

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string };
}

export async function runBadInput(target: Target): Promise<Entry[]> {
  const { provider, nftAddress } = target;
  const alice = new Wallet(KEYS[2], provider);
  const out: Entry[] = [];
  const snapshot = async () => [await provider.getBlockNumber(), await alice.getNonce()].join("/");
  const request = (method: string, params: unknown[]) =>
    JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });
  const check = async (label: string, body: string, expect: { code?: boolean; message?: RegExp } = {}) => {
    const before = await snapshot();
    const answer = (await target.raw(body)) as RpcAnswer;
    out.push({
      step: label,
      rejected: answer.error !== undefined && answer.result === undefined,
      ...(expect.code ? { code: answer.error?.code } : {}),
      ...(expect.message ? { message: expect.message.test(answer.error?.message ?? "") } : {}),
      unchanged: before === (await snapshot()),
    });
  };

  const bob = new Wallet(KEYS[3]).address;
  // one accepted transaction first, so that a lower nonce exists
  await (
    await alice.sendTransaction({
      to: nftAddress,
      data: iface.encodeFunctionData("setApprovalForAll", [bob, false]),
    })
  ).wait();
  const nonce = await alice.getNonce();
  const tx = {
    to: nftAddress,
    data: iface.encodeFunctionData("setApprovalForAll", [bob, true]),
    gasLimit: 100_000n,
    maxFeePerGas: 5_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
    chainId: 56n,
    type: 2,
  };
  const sendRaw = (raw: string) => request("eth_sendRawTransaction", [raw]);

  await check("malformed JSON", "{nope", { code: true });
  await check("a request without a method", JSON.stringify({ jsonrpc: "2.0", id: 1 }), { code: true });
  await check("an unknown method", request("eth_doesNotExist", []));
  await check("a nonce too low", sendRaw(await alice.signTransaction({ ...tx, nonce: nonce - 1 })), {
    code: true,
    message: /nonce too low/i,
  });
  await check("a nonce too high", sendRaw(await alice.signTransaction({ ...tx, nonce: nonce + 5 })), {
    code: true,
    message: /nonce too high/i,
  });
  await check("a wrong chain id", sendRaw(await alice.signTransaction({ ...tx, nonce, chainId: 1n })));
  const poor = Wallet.createRandom();
  await check("a sender without funds", sendRaw(await poor.signTransaction({ ...tx, nonce: 0 })), {
    code: true,
  });
  const signed = await alice.signTransaction({ ...tx, nonce });
  // the same bytes with another `s`: the signature no longer belongs to alice
  await check("a bad signature", sendRaw(`${signed.slice(0, -64)}7f${"ab".repeat(31)}`));
  await check("an unsigned transaction", sendRaw(Transaction.from({ ...tx, nonce }).unsignedSerialized));
  await check("bytes that are no transaction", sendRaw("0x1234"));
  await check(
    "gas below the intrinsic 21000",
    sendRaw(await alice.signTransaction({ ...tx, nonce, gasLimit: 20_000n })),
    {
      code: true,
    },
  );
  return out;
}
