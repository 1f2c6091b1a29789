import { proxy } from "valtio";

/**
 * Where a "Connect wallet" tap is: looking for a wallet that may still be injecting itself, waiting for the user to
 * unlock the wallet, or connecting (accounts, network, signature). The header's button says which.
 */
export type ConnectPhase = "idle" | "looking" | "unlock" | "connecting";

export const connect = proxy({ phase: "idle" as ConnectPhase });
