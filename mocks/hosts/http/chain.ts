import { Contract, JsonRpcProvider, toQuantity } from "ethers";
import type { RequestHandler } from "msw";
import { MockChain } from "../../chain/chain";
import { HOLDER_NFT_ADDRESS, MINTER_ACCOUNT, MINTER_ROLE, holderNftInterface } from "../../chain/constants";
import { MOCK_CHAIN_RPC_PATH, mockChainHandlers } from "../../chain/handlers";
import type { RpcPolicy } from "../../chain/rpc";
import { connectChain } from "../../services/nftChain";

export interface ServerChain {
  /** For the start-up line. */
  description: string;
  /** JSON-RPC of the built-in mock chain at /rpc, so a wallet can send its stake transaction to it. */
  handlers: RequestHandler[];
  /** The built-in chain, for seeding; null on a node. */
  mockChain: MockChain | null;
}

/**
 * `/rpc` over HTTP is open to anyone who reaches the port: no test-node controls (`hardhat_*` would mint money for
 * any address, `evm_*` would move the chain's time), and a batch small enough that one request stays cheap.
 */
export const SERVER_RPC_POLICY: RpcPolicy = {
  allows: (method) => !/^(hardhat|evm)_/.test(method),
  maxBatch: 100,
};

/**
 * The chain the backend mints on and reads: the JSON-RPC node at `rpcUrl` (the Hardhat node of `npm run chain`),
 * checked before the first request — its chain id CHAIN_ID (56 unless set), HolderNFT deployed, the backend's minter holding MINTER_ROLE —
 * or, without a URL, the built-in mock chain in memory.
 */
export async function connectServerChain(rpcUrl: string | undefined, chainId = 56): Promise<ServerChain> {
  if (!rpcUrl) {
    if (chainId !== 56)
      throw new Error(`the built-in mock chain is chain 56: CHAIN_ID=${chainId} needs CHAIN_RPC_URL`);
    const chain = new MockChain({ dbName: "api-mockchain" });
    await chain.ready();
    connectChain(chain);
    return {
      description: "built-in mock chain (in memory), JSON-RPC at /rpc",
      handlers: mockChainHandlers(chain, MOCK_CHAIN_RPC_PATH, SERVER_RPC_POLICY),
      mockChain: chain,
    };
  }
  await checkNode(rpcUrl, chainId);
  connectChain(rpcUrl, undefined, chainId);
  return { description: `JSON-RPC node ${rpcUrl}`, handlers: [], mockChain: null };
}

async function checkNode(rpcUrl: string, expected: number): Promise<void> {
  let url: URL;
  try {
    url = new URL(rpcUrl);
  } catch {
    throw new Error(`CHAIN_RPC_URL is not a URL: ${rpcUrl}`);
  }
  const provider = new JsonRpcProvider(url.href, expected, { staticNetwork: true });
  try {
    const chainId = await provider.send("eth_chainId", []).catch((error: unknown) => {
      throw new Error(
        `CHAIN_RPC_URL ${rpcUrl} does not answer (${(error as Error).message}); is \`npm run chain\` running?`,
      );
    });
    if (chainId !== toQuantity(expected))
      throw new Error(
        `CHAIN_RPC_URL ${rpcUrl} is chain ${Number(chainId)}, not ${expected} (CHAIN_ID; 56 unless set)`,
      );
    if ((await provider.getCode(HOLDER_NFT_ADDRESS)) === "0x")
      throw new Error(
        `no HolderNFT at ${HOLDER_NFT_ADDRESS} on ${rpcUrl}; deploy it with \`npm run deploy\``,
      );
    const nft = new Contract(HOLDER_NFT_ADDRESS, holderNftInterface, provider);
    if (!(await nft.getFunction("hasRole")(MINTER_ROLE, MINTER_ACCOUNT)))
      throw new Error(
        `the backend's minter ${MINTER_ACCOUNT} lacks MINTER_ROLE on ${HOLDER_NFT_ADDRESS}; see scripts/chain/deploy.ts`,
      );
  } finally {
    provider.destroy();
  }
}
