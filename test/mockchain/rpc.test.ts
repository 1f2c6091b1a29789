// The mock chain alone: JSON-RPC envelope, what only it does (a reverting raw transaction is mined with status 0,
// as on BSC) and that its state lives in Dexie.
import "fake-indexeddb/auto";
import { Wallet } from "ethers";
import { beforeEach, describe, expect, it } from "vitest";
import { MockChain } from "../../mocks/chain/chain";
import {
  HOLDER_NFT_ADDRESS,
  MINTER_PRIVATE_KEY,
  holderNftInterface as iface,
} from "../../mocks/chain/constants";
import { handleJsonRpc, type RpcResponse } from "../../mocks/chain/rpc";

const ALICE = new Wallet("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a");
const minter = new Wallet(MINTER_PRIVATE_KEY);
let chain: MockChain;
let dbName: string;

async function rpc(method: string, params: unknown[] = []): Promise<RpcResponse> {
  return (await handleJsonRpc(
    chain,
    JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  )) as RpcResponse;
}

async function signed(wallet: Wallet, data: string, overrides: Record<string, unknown> = {}) {
  const nonce = Number((await rpc("eth_getTransactionCount", [wallet.address, "latest"])).result);
  return wallet.signTransaction({
    to: HOLDER_NFT_ADDRESS,
    data,
    nonce,
    gasLimit: 300_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
    chainId: 56n,
    type: 2,
    ...overrides,
  });
}

beforeEach(() => {
  dbName = `mockchain-test-${Math.random()}`;
  chain = new MockChain({ dbName });
});

describe("mock chain JSON-RPC", () => {
  it("answers the chain id, net_version and the genesis", async () => {
    expect((await rpc("eth_chainId")).result).toBe("0x38");
    expect((await rpc("net_version")).result).toBe("56");
    expect((await rpc("eth_blockNumber")).result).toBe("0x0");
    expect((await rpc("eth_getBalance", [ALICE.address, "latest"])).result).toBe("0x21e19e0c9bab2400000");
    expect((await rpc("eth_getCode", [HOLDER_NFT_ADDRESS, "latest"])).result).not.toBe("0x");
    expect((await rpc("eth_gasPrice")).result).toBe("0x3b9aca00");
  });

  it("answers an unknown method with -32601 and bad params with -32602", async () => {
    expect((await rpc("eth_mine")).error?.code).toBe(-32601);
    expect((await rpc("eth_getBalance", ["0xzz", "latest"])).error?.code).toBe(-32602);
    expect((await rpc("eth_getTransactionReceipt", ["0x12"])).error?.code).toBe(-32602);
  });

  it("answers a batch in order", async () => {
    const answers = (await handleJsonRpc(
      chain,
      JSON.stringify([
        { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
        { jsonrpc: "2.0", id: 2, method: "nope" },
        { id: 3 },
      ]),
    )) as RpcResponse[];
    expect(answers.map((a) => [a.id, a.result ?? a.error?.code])).toEqual([
      [1, "0x38"],
      [2, -32601],
      [3, -32600],
    ]);
    expect(((await handleJsonRpc(chain, "[]")) as RpcResponse).error?.code).toBe(-32600);
  });

  it("mines a mint with a receipt, logs, a block and the transaction", async () => {
    const hash = (
      await rpc("eth_sendRawTransaction", [
        await signed(minter, iface.encodeFunctionData("mint", [ALICE.address, "ipfs/Qm1"])),
      ])
    ).result as string;
    const receipt = (await rpc("eth_getTransactionReceipt", [hash])).result as Record<string, unknown>;
    expect(receipt).toMatchObject({
      status: "0x1",
      blockNumber: "0x1",
      from: minter.address,
      to: HOLDER_NFT_ADDRESS,
    });
    const logs = receipt.logs as { topics: string[]; data: string }[];
    expect(iface.parseLog(logs[0]!)?.name).toBe("Transfer");
    const tx = (await rpc("eth_getTransactionByHash", [hash])).result as Record<string, unknown>;
    expect(tx).toMatchObject({ hash, from: minter.address, nonce: "0x0", blockNumber: "0x1" });
    const block = (await rpc("eth_getBlockByNumber", ["0x1", false])).result as Record<string, unknown>;
    expect(block.transactions).toEqual([hash]);
    const found = (await rpc("eth_getLogs", [{ fromBlock: "0x0", address: HOLDER_NFT_ADDRESS }]))
      .result as unknown[];
    expect(found).toHaveLength(1);
    expect((await rpc("eth_getTransactionCount", [minter.address, "latest"])).result).toBe("0x1");
  });

  it("mines a reverting raw transaction with status 0: the nonce and gas are spent, nothing else changes", async () => {
    const before = BigInt((await rpc("eth_getBalance", [ALICE.address, "latest"])).result as string);
    const hash = (
      await rpc("eth_sendRawTransaction", [
        await signed(ALICE, iface.encodeFunctionData("mint", [ALICE.address, "x"])),
      ])
    ).result as string;
    const receipt = (await rpc("eth_getTransactionReceipt", [hash])).result as Record<string, unknown>;
    expect(receipt).toMatchObject({ status: "0x0", logs: [] });
    expect((await rpc("eth_getTransactionCount", [ALICE.address, "latest"])).result).toBe("0x1");
    const after = BigInt((await rpc("eth_getBalance", [ALICE.address, "latest"])).result as string);
    expect(before - after).toBe(BigInt(receipt.gasUsed as string) * 1_000_000_000n);
    expect(
      (
        await rpc("eth_call", [
          { to: HOLDER_NFT_ADDRESS, data: iface.encodeFunctionData("totalSupply") },
          "latest",
        ])
      ).result,
    ).toBe(iface.encodeFunctionResult("totalSupply", [0n]));
  });

  it("reverts eth_call and eth_estimateGas with code 3 and the custom error's data", async () => {
    const answer = await rpc("eth_estimateGas", [
      { from: ALICE.address, to: HOLDER_NFT_ADDRESS, data: iface.encodeFunctionData("stake", [[]]) },
    ]);
    expect(answer.error?.code).toBe(3);
    expect(iface.parseError(answer.error?.data as string)?.name).toBe("EmptyIds");
    const unknown = await rpc("eth_call", [{ to: HOLDER_NFT_ADDRESS, data: "0x12345678" }, "latest"]);
    expect(unknown.error).toMatchObject({ code: 3, data: "0x" });
  });

  it("keeps its state in Dexie: a new instance over the same database sees it", async () => {
    await rpc("eth_sendRawTransaction", [
      await signed(minter, iface.encodeFunctionData("mint", [ALICE.address, "ipfs/Qm1"])),
    ]);
    chain = new MockChain({ dbName });
    const owner = await rpc("eth_call", [
      { to: HOLDER_NFT_ADDRESS, data: iface.encodeFunctionData("ownerOf", [1n]) },
      "latest",
    ]);
    expect(iface.decodeFunctionResult("ownerOf", owner.result as string)[0]).toBe(ALICE.address);
    expect((await rpc("eth_blockNumber")).result).toBe("0x1");
  });

  it("sets a balance (hardhat_setBalance) and moves BNB between accounts", async () => {
    const persona = Wallet.createRandom();
    await rpc("hardhat_setBalance", [persona.address, "0xde0b6b3a7640000"]);
    expect((await rpc("eth_getBalance", [persona.address, "latest"])).result).toBe("0xde0b6b3a7640000");
    const raw = await ALICE.signTransaction({
      to: persona.address,
      value: 5n,
      nonce: 0,
      gasLimit: 21_000n,
      gasPrice: 1_000_000_000n,
      chainId: 56n,
      type: 0,
    });
    const hash = (await rpc("eth_sendRawTransaction", [raw])).result as string;
    expect(((await rpc("eth_getTransactionReceipt", [hash])).result as { status: string }).status).toBe(
      "0x1",
    );
    expect((await rpc("eth_getBalance", [persona.address, "latest"])).result).toBe("0xde0b6b3a7640005");
    expect((await rpc("eth_sendRawTransaction", [raw])).error).toMatchObject({
      code: -32000,
      message: "already known",
    });
  });
});
