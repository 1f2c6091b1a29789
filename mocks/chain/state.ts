import type { Table } from "dexie";
import type { SlotRow } from "./db";

type Value = string | string[];

/**
 * World state seen through a write buffer: reads fall through to Dexie, writes stay in memory until `commit()`.
 * A reverted call or transaction drops its buffer, so a refusal changes nothing; `eth_call` never commits.
 * Keys (all addresses lower-case): `balance:<addr>`, `nonce:<addr>`, and HolderNFT's storage — `nextId`,
 * `owner:<id>`, `uri:<id>`, `approved:<id>`, `operator:<owner>:<op>`, `role:<role>:<addr>`, `owned:<addr>`
 * (ids in ERC721Enumerable order), `stakedAt:<id>`, `staked:<addr>` (ids in the contract's order).
 */
export class State {
  private readonly writes = new Map<string, Value | undefined>();

  constructor(private readonly slots: Table<SlotRow, string>) {}

  async get(key: string): Promise<Value | undefined> {
    if (this.writes.has(key)) return this.writes.get(key);
    return (await this.slots.get(key))?.value;
  }

  async str(key: string): Promise<string | undefined> {
    const value = await this.get(key);
    return typeof value === "string" ? value : undefined;
  }

  async big(key: string): Promise<bigint> {
    return BigInt((await this.str(key)) ?? "0");
  }

  async list(key: string): Promise<string[]> {
    const value = await this.get(key);
    return Array.isArray(value) ? [...value] : [];
  }

  set(key: string, value: Value | bigint | undefined): void {
    if (value === undefined || value === "" || value === 0n || (Array.isArray(value) && value.length === 0)) {
      this.writes.set(key, undefined);
    } else {
      this.writes.set(key, typeof value === "bigint" ? value.toString() : value);
    }
  }

  /** A fresh buffer over this one's view: the caller merges it with `absorb` or drops it. */
  child(): State {
    const child = new State(this.slots);
    for (const [key, value] of this.writes) child.writes.set(key, value);
    return child;
  }

  absorb(child: State): void {
    for (const [key, value] of child.writes) this.writes.set(key, value);
  }

  async commit(): Promise<void> {
    const puts: SlotRow[] = [];
    const deletes: string[] = [];
    for (const [key, value] of this.writes) {
      if (value === undefined) deletes.push(key);
      else puts.push({ key, value });
    }
    if (puts.length) await this.slots.bulkPut(puts);
    if (deletes.length) await this.slots.bulkDelete(deletes);
    this.writes.clear();
  }
}
