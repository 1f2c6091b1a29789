import { HOLDER_NFT_ADDRESS, ZERO_ADDRESS } from "./constants";
import { Revert, execute, type Call } from "./holderNft";
import type { SignedTransaction } from "./signedTransaction";
import type { State } from "./state";

export const NFT = HOLDER_NFT_ADDRESS.toLowerCase();

export interface CallRequest {
  from?: string;
  to?: string | null;
  data?: string;
  value?: bigint;
  gas?: bigint;
}

/** What a mined transaction did: a reverted one emits nothing and still pays for its gas. */
export interface TransactionOutcome {
  status: 0 | 1;
  gasUsed: bigint;
  events: Call["events"];
}

/** Runs `request` against `state`; only HolderNFT has code, any other address answers nothing. */
export async function runCall(state: State, request: CallRequest, timestamp: bigint) {
  const call: Call = {
    state,
    sender: (request.from ?? ZERO_ADDRESS).toLowerCase(),
    value: request.value ?? 0n,
    timestamp,
    events: [],
  };
  const data = request.data ?? "0x";
  if (request.to?.toLowerCase() !== NFT) {
    return { call, outcome: { returnData: "0x", gas: 0n } };
  }
  return { call, outcome: await execute(call, data) };
}

/**
 * Runs a transaction in a child buffer of `state`, which `state` takes only if it succeeds within its gas limit: a
 * revert, or running out of gas, leaves `state` as it was.
 */
export async function executeTransaction(
  state: State,
  signed: SignedTransaction,
  timestamp: number,
): Promise<TransactionOutcome> {
  const { tx, sender } = signed;
  const child = state.child();
  let status: 0 | 1 = 1;
  let gasUsed = signed.intrinsic;
  let events: Call["events"];
  try {
    const recipient = tx.to!.toLowerCase();
    if (tx.value > 0n && recipient !== NFT) {
      child.set(`balance:${sender}`, (await child.big(`balance:${sender}`)) - tx.value);
      child.set(`balance:${recipient}`, (await child.big(`balance:${recipient}`)) + tx.value);
    }
    const request = { from: sender, to: recipient, data: tx.data, value: tx.value };
    const { call, outcome } = await runCall(child, request, BigInt(timestamp));
    gasUsed += outcome.gas;
    events = call.events;
    if (gasUsed > tx.gasLimit) throw new Revert("0x", "out of gas");
    state.absorb(child);
  } catch (error) {
    if (!(error instanceof Revert)) throw error;
    status = 0;
    gasUsed = error.message === "out of gas" ? tx.gasLimit : gasUsed;
    events = [];
  }
  if (gasUsed > tx.gasLimit) gasUsed = tx.gasLimit;
  return { status, gasUsed, events };
}

/** Whatever the outcome, the sender's nonce moves on and the gas used is paid. */
export async function chargeSender(
  state: State,
  signed: SignedTransaction,
  nonce: bigint,
  gasUsed: bigint,
): Promise<void> {
  const { sender } = signed;
  state.set(`nonce:${sender}`, nonce + 1n);
  state.set(`balance:${sender}`, (await state.big(`balance:${sender}`)) - gasUsed * signed.effectiveGasPrice);
}
