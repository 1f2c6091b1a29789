// HolderNFT's rules (contracts/HolderNFT.sol with OpenZeppelin 5's ERC721Enumerable and AccessControl), applied to
// the mock chain's state. Checks run in the contract's order, so a call fails with the same custom error and args.
import type { Result } from "ethers";
import {
  DEFAULT_ADMIN_ROLE,
  HOLDER_NFT_ADDRESS,
  MAX_IDS,
  MINTER_ROLE,
  ZERO_ADDRESS,
  holderNftInterface as iface,
} from "./constants";
import type { State } from "./state";

/** A revert: `data` is the ABI-encoded error, "0x" when the EVM would revert without data. */
export class Revert extends Error {
  constructor(
    readonly data: string,
    message: string,
  ) {
    super(message);
  }
}

function fail(name: string, args: readonly unknown[] = []): never {
  const shown = args.map((a) => (typeof a === "bigint" ? a.toString() : String(a))).join(", ");
  throw new Revert(iface.encodeErrorResult(name, args), `reverted with custom error '${name}(${shown})'`);
}

export interface Call {
  state: State;
  /** Lower-case sender. */
  sender: string;
  value: bigint;
  timestamp: bigint;
  events: { topics: string[]; data: string }[];
}

export interface Outcome {
  returnData: string;
  /** Execution gas, beyond the intrinsic gas (fixed figures near the EVM's; ethers takes the estimate as the limit). */
  gas: bigint;
}

const INTERFACES = new Set(["0x01ffc9a7", "0x80ac58cd", "0x780e9d63", "0x5b5e139f", "0x7965db0b"]);
const lc = (address: string) => address.toLowerCase();
const ids = (list: string[]) => list.map((id) => BigInt(id));

function emit(call: Call, name: string, args: readonly unknown[]) {
  const { topics, data } = iface.encodeEventLog(name, args);
  call.events.push({ topics, data });
}

// ---- ERC-721 storage helpers -------------------------------------------------------------------------------------

async function ownerOf(s: State, id: bigint): Promise<string> {
  return (await s.str(`owner:${id}`)) ?? ZERO_ADDRESS;
}

async function requireOwned(s: State, id: bigint): Promise<string> {
  const owner = await ownerOf(s, id);
  if (owner === ZERO_ADDRESS) fail("ERC721NonexistentToken", [id]);
  return owner;
}

async function isOperator(s: State, owner: string, operator: string): Promise<boolean> {
  return (await s.str(`operator:${lc(owner)}:${lc(operator)}`)) === "1";
}

async function hasRole(s: State, role: string, account: string): Promise<boolean> {
  return (await s.str(`role:${role}:${lc(account)}`)) === "1";
}

async function checkRole(call: Call, role: string) {
  if (!(await hasRole(call.state, role, call.sender)))
    fail("AccessControlUnauthorizedAccount", [call.sender, role]);
}

function removeFrom(list: string[], id: bigint): string[] {
  // swap-and-pop, as ERC721Enumerable and HolderNFT.unstake do
  const index = list.indexOf(id.toString());
  const last = list.pop()!;
  if (index >= 0 && index < list.length) list[index] = last;
  return list;
}

/** HolderNFT._approve (the override, then OpenZeppelin's). */
async function approveInternal(call: Call, to: string, id: bigint, auth: string, emitEvent: boolean) {
  const s = call.state;
  if (to !== ZERO_ADDRESS && (await s.big(`stakedAt:${id}`)) !== 0n) fail("TokenLocked", [id]);
  if (emitEvent || auth !== ZERO_ADDRESS) {
    const owner = await requireOwned(s, id);
    if (auth !== ZERO_ADDRESS && owner !== auth && !(await isOperator(s, owner, auth))) {
      fail("ERC721InvalidApprover", [auth]);
    }
    if (emitEvent) emit(call, "Approval", [owner, to, id]);
  }
  s.set(`approved:${id}`, to === ZERO_ADDRESS ? undefined : to);
}

/** HolderNFT._update (the lock), ERC721Enumerable._update and ERC721._update. Returns the previous owner. */
async function update(call: Call, to: string, id: bigint, auth: string): Promise<string> {
  const s = call.state;
  if ((await s.big(`stakedAt:${id}`)) !== 0n) fail("TokenLocked", [id]);
  const from = await ownerOf(s, id);
  if (auth !== ZERO_ADDRESS) {
    const approved = (await s.str(`approved:${id}`)) ?? ZERO_ADDRESS;
    const authorized = from === auth || (await isOperator(s, from, auth)) || approved === auth;
    if (!authorized) {
      if (from === ZERO_ADDRESS) fail("ERC721NonexistentToken", [id]);
      fail("ERC721InsufficientApproval", [auth, id]);
    }
  }
  if (from !== ZERO_ADDRESS) s.set(`approved:${id}`, undefined);
  s.set(`owner:${id}`, to === ZERO_ADDRESS ? undefined : to);
  emit(call, "Transfer", [from, to, id]);
  if (from !== to) {
    if (from !== ZERO_ADDRESS) s.set(`owned:${from}`, removeFrom(await s.list(`owned:${from}`), id));
    if (to !== ZERO_ADDRESS) s.set(`owned:${to}`, [...(await s.list(`owned:${to}`)), id.toString()]);
  }
  return from;
}

async function transferFrom(call: Call, from: string, to: string, id: bigint) {
  if (to === ZERO_ADDRESS) fail("ERC721InvalidReceiver", [ZERO_ADDRESS]);
  const previous = await update(call, to, id, call.sender);
  if (previous !== from) fail("ERC721IncorrectOwner", [from, id, previous]);
}

function checkIds(list: bigint[]) {
  if (list.length === 0) fail("EmptyIds");
  if (BigInt(list.length) > MAX_IDS) fail("TooManyIds", [MAX_IDS]);
}

// ---- the ABI's functions -----------------------------------------------------------------------------------------

type Fn = (call: Call, args: Result) => Promise<unknown[]>;

const NFT = HOLDER_NFT_ADDRESS.toLowerCase();
const a = (value: unknown) => lc(String(value));

const views: Record<string, Fn> = {
  name: async () => ["Holder NFT"],
  symbol: async () => ["HOLDER"],
  MINTER_ROLE: async () => [MINTER_ROLE],
  DEFAULT_ADMIN_ROLE: async () => [DEFAULT_ADMIN_ROLE],
  MAX_IDS: async () => [MAX_IDS],
  supportsInterface: async (_c, [id]) => [INTERFACES.has(String(id).toLowerCase())],
  hasRole: async ({ state }, [role, account]) => [await hasRole(state, String(role), a(account))],
  getRoleAdmin: async () => [DEFAULT_ADMIN_ROLE],
  balanceOf: async ({ state }, [owner]) => {
    if (a(owner) === ZERO_ADDRESS) fail("ERC721InvalidOwner", [ZERO_ADDRESS]);
    return [BigInt((await state.list(`owned:${a(owner)}`)).length)];
  },
  ownerOf: async ({ state }, [id]) => [await requireOwned(state, id as bigint)],
  tokenURI: async ({ state }, [id]) => {
    await requireOwned(state, id as bigint);
    return [(await state.str(`uri:${id}`)) ?? ""];
  },
  getApproved: async ({ state }, [id]) => {
    await requireOwned(state, id as bigint);
    return [(await state.str(`approved:${id}`)) ?? ZERO_ADDRESS];
  },
  isApprovedForAll: async ({ state }, [owner, operator]) => [await isOperator(state, a(owner), a(operator))],
  totalSupply: async ({ state }) => [(await state.big("nextId")) - 1n],
  // Tokens are never burned, so the n-th token of all is id n + 1.
  tokenByIndex: async ({ state }, [index]) => {
    if ((index as bigint) >= (await state.big("nextId")) - 1n)
      fail("ERC721OutOfBoundsIndex", [ZERO_ADDRESS, index]);
    return [(index as bigint) + 1n];
  },
  tokenOfOwnerByIndex: async (call, [owner, index]) => {
    const [balance] = (await views.balanceOf!(call, [owner] as unknown as Result)) as [bigint];
    if ((index as bigint) >= balance) fail("ERC721OutOfBoundsIndex", [owner, index]);
    return [BigInt((await call.state.list(`owned:${a(owner)}`))[Number(index)]!)];
  },
  isStaked: async ({ state }, [id]) => [(await state.big(`stakedAt:${id}`)) !== 0n],
  stakedAt: async ({ state }, [id]) => [await state.big(`stakedAt:${id}`)],
  stakedBalanceOf: async ({ state }, [owner]) => [BigInt((await state.list(`staked:${a(owner)}`)).length)],
  stakedOf: async ({ state }, [owner]) => [ids(await state.list(`staked:${a(owner)}`))],
};

const mutations: Record<string, Fn> = {
  mint: async (call, [to, uri]) => {
    await checkRole(call, MINTER_ROLE);
    if (String(uri).length === 0) fail("EmptyURI");
    const s = call.state;
    const id = (await s.big("nextId")) || 1n;
    s.set("nextId", id + 1n);
    s.set(`uri:${id}`, String(uri));
    if (a(to) === ZERO_ADDRESS) fail("ERC721InvalidReceiver", [ZERO_ADDRESS]);
    const previous = await update(call, a(to), id, ZERO_ADDRESS);
    if (previous !== ZERO_ADDRESS) fail("ERC721InvalidSender", [ZERO_ADDRESS]);
    return [id];
  },
  stake: async (call, [list]) => {
    const tokenIds = [...(list as bigint[])];
    checkIds(tokenIds);
    const s = call.state;
    for (const id of tokenIds) {
      if ((await requireOwned(s, id)) !== call.sender) fail("NotTokenOwner", [id]);
      if ((await s.big(`stakedAt:${id}`)) !== 0n) fail("AlreadyStaked", [id]);
      await approveInternal(call, ZERO_ADDRESS, id, ZERO_ADDRESS, false);
      s.set(`stakedAt:${id}`, call.timestamp);
      s.set(`staked:${call.sender}`, [...(await s.list(`staked:${call.sender}`)), id.toString()]);
      emit(call, "Staked", [call.sender, id]);
    }
    return [];
  },
  unstake: async (call, [list]) => {
    const tokenIds = [...(list as bigint[])];
    checkIds(tokenIds);
    const s = call.state;
    for (const id of tokenIds) {
      if ((await requireOwned(s, id)) !== call.sender) fail("NotTokenOwner", [id]);
      if ((await s.big(`stakedAt:${id}`)) === 0n) fail("NotStaked", [id]);
      s.set(`staked:${call.sender}`, removeFrom(await s.list(`staked:${call.sender}`), id));
      s.set(`stakedAt:${id}`, undefined);
      emit(call, "Unstaked", [call.sender, id]);
    }
    return [];
  },
  approve: async (call, [to, id]) => {
    await approveInternal(call, a(to), id as bigint, call.sender, true);
    return [];
  },
  setApprovalForAll: async (call, [operator, approved]) => {
    if (a(operator) === ZERO_ADDRESS) fail("ERC721InvalidOperator", [ZERO_ADDRESS]);
    call.state.set(`operator:${call.sender}:${a(operator)}`, approved ? "1" : undefined);
    emit(call, "ApprovalForAll", [call.sender, a(operator), approved]);
    return [];
  },
  transferFrom: async (call, [from, to, id]) => {
    await transferFrom(call, a(from), a(to), id as bigint);
    return [];
  },
  safeTransferFrom: async (call, [from, to, id]) => {
    await transferFrom(call, a(from), a(to), id as bigint);
    // The only account with code is HolderNFT itself, which has no onERC721Received.
    if (a(to) === NFT) fail("ERC721InvalidReceiver", [a(to)]);
    return [];
  },
  grantRole: async (call, [role, account]) => {
    await checkRole(call, DEFAULT_ADMIN_ROLE);
    if (!(await hasRole(call.state, String(role), a(account)))) {
      call.state.set(`role:${role}:${a(account)}`, "1");
      emit(call, "RoleGranted", [role, a(account), call.sender]);
    }
    return [];
  },
  revokeRole: async (call, [role, account]) => {
    await checkRole(call, DEFAULT_ADMIN_ROLE);
    await revokeRole(call, String(role), a(account));
    return [];
  },
  renounceRole: async (call, [role, confirmation]) => {
    if (a(confirmation) !== call.sender) fail("AccessControlBadConfirmation");
    await revokeRole(call, String(role), call.sender);
    return [];
  },
};

async function revokeRole(call: Call, role: string, account: string) {
  if (await hasRole(call.state, role, account)) {
    call.state.set(`role:${role}:${account}`, undefined);
    emit(call, "RoleRevoked", [role, account, call.sender]);
  }
}

const GAS: Record<string, (args: Result) => bigint> = {
  mint: () => 160_000n,
  stake: (args) => 40_000n + 75_000n * BigInt((args[0] as bigint[]).length),
  unstake: (args) => 30_000n + 25_000n * BigInt((args[0] as bigint[]).length),
  approve: () => 55_000n,
  setApprovalForAll: () => 50_000n,
  transferFrom: () => 90_000n,
  safeTransferFrom: () => 95_000n,
  grantRole: () => 55_000n,
  revokeRole: () => 40_000n,
  renounceRole: () => 40_000n,
};

/** Runs HolderNFT with `data` as calldata. Throws `Revert` where the contract reverts; writes go to `call.state`. */
export async function execute(call: Call, data: string): Promise<Outcome> {
  let fragment;
  let args: Result;
  try {
    fragment = iface.getFunction(data.slice(0, 10));
    if (!fragment) throw new Error("unknown selector");
    args = iface.decodeFunctionData(fragment, data);
  } catch {
    throw new Revert("0x", "function selector was not recognized and there's no fallback function");
  }
  // every function is non-payable
  if (call.value !== 0n) throw new Revert("0x", "non-payable function was called with value");
  const fn = views[fragment.name] ?? mutations[fragment.name];
  if (!fn) throw new Revert("0x", `unsupported function ${fragment.name}`);
  const result = await fn(call, args);
  const gas = GAS[fragment.name]?.(args) ?? 5_000n;
  return { returnData: iface.encodeFunctionResult(fragment, result), gas };
}

/** The genesis storage of HolderNFT: deployed by `admin`, MINTER_ROLE granted to `minter` (as the deploy script does). */
export function genesisSlots(admin: string, minter: string): Record<string, string> {
  return {
    nextId: "1",
    [`role:${DEFAULT_ADMIN_ROLE}:${lc(admin)}`]: "1",
    [`role:${MINTER_ROLE}:${lc(admin)}`]: "1",
    [`role:${MINTER_ROLE}:${lc(minter)}`]: "1",
  };
}
