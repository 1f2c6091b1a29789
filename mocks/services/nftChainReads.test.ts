import { http, passthrough } from "msw";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleJsonRpc } from "../chain/rpc";
import { server as backend } from "../hosts/node";
import { randomWallet } from "../random";
import { testChain, withMockBackend } from "../test/harness";
import { connectChain, holderNft, locksOf, mintTo, send, signerFor, tokensOf } from "./nftChain";

/**
 * The NFT lists read a slow node in round trips, not calls (issue 29: four reads in series per NFT made the stake
 * page's list miss the client's 20 s on a node answering in 5 s). The node here is the mock chain behind a JSON-RPC
 * endpoint over HTTP that counts its requests; a batch is one request, as it is one round trip.
 */
withMockBackend();

let server: Server;
let url = "";
let requests = 0;
let calls = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      requests++;
      const parsed = JSON.parse(body) as unknown;
      calls += Array.isArray(parsed) ? parsed.length : 1;
      void handleJsonRpc(testChain, body).then((answer) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(answer));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const owner = randomWallet();

/** Mints `n` NFTs to the owner on the in-process chain (the node does not know of it: its caches start empty). */
async function holding(n: number): Promise<number[]> {
  await testChain.setBalance(owner.address, 10n ** 18n);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await mintTo(owner.address, `ipfs/QmRead${i}`)).tokenId);
  return ids;
}

function overHttp() {
  connectChain(url, Date.now);
  requests = 0;
  calls = 0;
}

describe("tokensOf over JSON-RPC", () => {
  beforeEach(() => {
    // The node is a real HTTP server, not a route of the mocked backend.
    backend.use(http.post(url, () => passthrough()));
    requests = 0;
    calls = 0;
  });

  it("reads six NFTs in three round trips the first time, and in one after that", async () => {
    const ids = await holding(6);
    await send(holderNft(signerFor(owner.privateKey)), "stake", [[ids[1], ids[4]]]);
    overHttp();

    const first = await tokensOf(owner.address);
    expect(first).toEqual(
      ids.map((tokenId, i) => ({ tokenId, uri: `ipfs/QmRead${i}`, staked: i === 1 || i === 4 })),
    );
    // count, locks and the first id; the other five ids; six URIs — each round one batch.
    expect(requests).toBe(3);
    expect(calls).toBe(3 + 5 + 6);

    requests = 0;
    expect(await tokensOf(owner.address)).toEqual(first);
    expect(requests).toBe(1);
  });

  it("a token the backend minted meanwhile costs no extra round trip", async () => {
    await holding(2);
    overHttp();
    await tokensOf(owner.address);
    const { tokenId } = await mintTo(owner.address, "ipfs/QmReadNew");
    requests = 0;
    const after = await tokensOf(owner.address);
    expect(after.at(-1)).toEqual({ tokenId, uri: "ipfs/QmReadNew", staked: false });
    expect(requests).toBe(1);
  });

  it("the locks with their start times in two round trips, however many", async () => {
    const ids = await holding(4);
    await send(holderNft(signerFor(owner.privateKey)), "stake", [ids]);
    overHttp();
    const locks = await locksOf(owner.address);
    expect(locks.map((l) => l.tokenId).sort((a, b) => a - b)).toEqual(ids);
    expect(requests).toBe(2);
  });
});
