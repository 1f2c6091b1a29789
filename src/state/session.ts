import { proxy } from "valtio";
import type { UserInfo } from "../api/wire";
import { storage } from "../lib/storage";

export const session = proxy({
  token: storage.get("token") ?? "",
  address: storage.get("address") ?? "",
  /** The wallet is connected and a login token is held (the user may still be loading). */
  connected: false,
  user: null as UserInfo | null,
});

/** docs/product.md#user-info: logged in means a loaded user whose id is above 0. */
export function isLoggedIn(): boolean {
  return (session.user?.id ?? 0) > 0;
}

export function isAdmin(): boolean {
  return isLoggedIn() && session.user?.is_admin === 1;
}

export function setLogin(token: string, address: string): void {
  storage.set("token", token);
  storage.set("address", address);
  session.token = token;
  session.address = address;
  session.connected = true;
}

export function setUser(user: UserInfo): void {
  session.user = user;
}

/** docs/product.md#log-out: log out clears the address, user info, stored address and token. */
export function logout(): void {
  session.address = "";
  session.user = null;
  session.token = "";
  session.connected = false;
  storage.remove("address");
  storage.remove("token");
}
