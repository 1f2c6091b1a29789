export { MockChain, type MockChainOptions, type CallRequest } from "./chain";
export { getMockChain, mockChainHandlers, MOCK_CHAIN_RPC_PATH } from "./handlers";
export { callMethod, handleJsonRpc, MOCK_CHAIN_METHODS, type RpcResponse } from "./rpc";
export { RpcError } from "./errors";
export {
  CHAIN_ID,
  CHAIN_ID_HEX,
  HOLDER_NFT_ADDRESS,
  HARDHAT_ACCOUNTS,
  MINTER_ACCOUNT,
  MINTER_PRIVATE_KEY,
  holderNftInterface,
} from "./constants";
