import { HttpResponse, http } from "msw";
import { clock } from "../clock";
import { MockChain } from "./chain";
import { handleJsonRpc, type RpcPolicy } from "./rpc";

/** The mock chain's JSON-RPC path; the app's demo RPC URL is `${origin}/rpc`. */
export const MOCK_CHAIN_RPC_PATH = "*/rpc";

let shared: MockChain | undefined;

/**
 * The mock chain the demo uses (database "holder-mockchain"). Its blocks follow the demo clock, so a lock the
 * contract reports lasts on chain as long as the backend's clock says (docs/decisions/0014).
 */
export function getMockChain(): MockChain {
  shared ??= new MockChain({ now: () => clock.now() });
  return shared;
}

/** MSW handlers answering JSON-RPC on `path` from `chain`, within `policy`. */
export function mockChainHandlers(
  chain: MockChain = getMockChain(),
  path = MOCK_CHAIN_RPC_PATH,
  policy: RpcPolicy = {},
) {
  return [
    http.post(path, async ({ request }) =>
      HttpResponse.json(await handleJsonRpc(chain, await request.text(), policy)),
    ),
  ];
}
