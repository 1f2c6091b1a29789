import { beforeEach, expect, it } from "vitest";
import { connectedPersona, setConnectedPersona } from "./keys";

beforeEach(() => localStorage.clear());

it("remembers the connected persona and stores no key", () => {
  expect(connectedPersona()).toBeNull();
  setConnectedPersona("history");
  expect(connectedPersona()).toBe("history");
  expect(localStorage.getItem("demo_wallet")).toBe('{"connected":"history"}');
  setConnectedPersona(null);
  expect(connectedPersona()).toBeNull();
});

it("forgets a connection made with the random keys of earlier versions, and ignores a corrupted entry", () => {
  localStorage.setItem("demo_wallet", JSON.stringify({ keys: { admin: "0x01" }, connected: "admin" }));
  expect(connectedPersona()).toBeNull();
  localStorage.setItem("demo_wallet", '{"connected":"someone"}');
  expect(connectedPersona()).toBeNull();
  localStorage.setItem("demo_wallet", "{");
  expect(connectedPersona()).toBeNull();
});
