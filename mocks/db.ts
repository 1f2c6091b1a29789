import Dexie, { type Table } from "dexie";
import type { NodeType } from "../src/api/wire";

export interface UserRow {
  id?: number;
  /** Lower-cased; addresses are compared lower-cased. */
  address: string;
  invite_code: string;
  pid: number;
  level: number;
  node_type: NodeType;
  is_admin: 0 | 1;
  created_at: number;
}

export interface NonceRow {
  address: string;
  message: string;
  expiresAt: number;
}

export interface SessionRow {
  token: string;
  userId: number;
  expiresAt: number;
}

export const DB_NAME = "holder-demo";

/**
 * The emulated backend's store. Each schema change is a new version with its upgrade, never an edit of an
 * old one, so a demo browser that already holds data keeps it (see mocks/db.test.ts).
 */
export class HolderDB extends Dexie {
  users!: Table<UserRow, number>;
  nonces!: Table<NonceRow, string>;
  sessions!: Table<SessionRow, string>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      users: "++id, &address, &invite_code, pid",
      nonces: "&address",
      sessions: "&token, userId",
    });
    // v2: users gain created_at (for team and admin lists, newest first); sessions and nonces are swept by expiry.
    this.version(2)
      .stores({
        users: "++id, &address, &invite_code, pid, created_at",
        nonces: "&address, expiresAt",
        sessions: "&token, userId, expiresAt",
      })
      .upgrade((tx) =>
        tx
          .table<UserRow, number>("users")
          .toCollection()
          .modify((user) => {
            user.created_at ??= 0;
          }),
      );
  }
}

export const db = new HolderDB();
