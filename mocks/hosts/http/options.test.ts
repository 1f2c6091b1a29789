import { describe, expect, it } from "vitest";
import { DEFAULT_ORIGINS, corsHeaders, parseOrigins } from "./cors";
import { readOptions } from "./options";

describe("npm run api settings", () => {
  it("listens on 127.0.0.1:8787 with the local preview and dev origins by default", () => {
    expect(readOptions([], {})).toEqual({
      host: "127.0.0.1",
      port: 8787,
      origins: DEFAULT_ORIGINS,
      chainRpcUrl: undefined,
      chainId: 56,
      nonceTtlMs: 5 * 60_000,
      seed: false,
      quiet: false,
      help: false,
    });
  });

  it("takes HOST, PORT, API_ORIGINS, CHAIN_RPC_URL, --seed and --quiet", () => {
    const env = {
      HOST: "0.0.0.0",
      PORT: "9000",
      API_ORIGINS: "https://app.example, http://127.0.0.1:4176",
      CHAIN_RPC_URL: "http://127.0.0.1:8545",
    };
    expect(readOptions(["--seed", "--quiet"], env)).toMatchObject({
      host: "0.0.0.0",
      port: 9000,
      origins: ["https://app.example", "http://127.0.0.1:4176"],
      chainRpcUrl: "http://127.0.0.1:8545",
      seed: true,
      quiet: true,
    });
  });

  it("takes LOGIN_NONCE_TTL_SECONDS, whole seconds from 1 to 600, for the sign-in messages it issues", () => {
    expect(readOptions([], { LOGIN_NONCE_TTL_SECONDS: "1" })).toMatchObject({ nonceTtlMs: 1000 });
    expect(readOptions([], { LOGIN_NONCE_TTL_SECONDS: "600" })).toMatchObject({ nonceTtlMs: 600_000 });
    expect(readOptions([], { LOGIN_NONCE_TTL_SECONDS: "" })).toMatchObject({ nonceTtlMs: 300_000 });
    for (const bad of ["0", "601", "-5", "1.5", "30s", " 30", "1e2", "0x10", "abc", "99999999"]) {
      expect(readOptions([], { LOGIN_NONCE_TTL_SECONDS: bad }), bad).toBe(
        `LOGIN_NONCE_TTL_SECONDS is not a whole number of seconds from 1 to 600: ${bad}`,
      );
    }
  });

  it("takes CHAIN_ID 56 or 97 (a staging backend on BSC testnet) and refuses any other", () => {
    expect(readOptions([], { CHAIN_ID: "97" })).toMatchObject({ chainId: 97 });
    expect(readOptions([], { CHAIN_ID: "56" })).toMatchObject({ chainId: 56 });
    for (const bad of ["1", "0x61", " 97", "97.0", "5600", "bsc"]) {
      expect(readOptions([], { CHAIN_ID: bad }), bad).toBe(
        `CHAIN_ID "${bad}" is not a network this app works on: 56 (BNB Smart Chain) or 97 (BSC testnet)`,
      );
    }
  });

  it("names what is wrong instead of starting with a setting it cannot use", () => {
    expect(readOptions(["--sead"], {})).toMatch(/unknown argument --sead/);
    expect(readOptions([], { PORT: "80a" })).toMatch(/PORT is not a port number/);
    expect(readOptions([], { PORT: "70000" })).toMatch(/PORT/);
    expect(parseOrigins("https://app.example/, *, app.example, https://ok.example")).toBe(
      "API_ORIGINS: not an origin (like http://127.0.0.1:4173): https://app.example/, *, app.example",
    );
  });

  it("answers CORS for an allowed origin only, always varying by Origin", () => {
    const allowed = new Set(["https://app.example"]);
    expect(corsHeaders("https://app.example", allowed)).toEqual({
      "Access-Control-Allow-Origin": "https://app.example",
      Vary: "Origin",
    });
    expect(corsHeaders("https://app.example.evil", allowed)).toEqual({ Vary: "Origin" });
    expect(corsHeaders(undefined, allowed)).toEqual({ Vary: "Origin" });
  });
});
