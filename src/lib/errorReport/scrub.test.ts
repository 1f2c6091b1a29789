import { describe, expect, it } from "vitest";
import { scrubAmounts, scrubBreadcrumb, scrubDeep, scrubEvent, scrubText, type Secret } from "./scrub";

const ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const HASH = `0x${"ab12".repeat(16)}`;
const SIGNATURE = `0x${"cd34".repeat(32)}1b`;
const TOKEN = "9f2c4e1a7b3d5f60".repeat(4);
const known: Secret[] = [
  { value: TOKEN, label: "[token]" },
  { value: "HOLDER", label: "[code]" },
  { value: ADDRESS, label: "[address]" },
];

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}

/** The hex digits in random upper and lower case. */
function randomCase(text: string): string {
  return [...text].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c)).join("");
}

describe("hex values", () => {
  it("hides an address in any case, wherever it stands", () => {
    for (const address of [ADDRESS, ADDRESS.toLowerCase(), `0x${ADDRESS.slice(2).toUpperCase()}`]) {
      expect(scrubText(`transfer from ${address} failed`)).toBe("transfer from [address] failed");
      expect(scrubText(`POST /api/public/nonce/${address}`)).toBe("POST /api/public/nonce/[address]");
      expect(scrubText(`"${address}",`)).toBe('"[address]",');
    }
    expect(scrubText(`0X${ADDRESS.slice(2)}`)).toBe("[address]");
  });

  it("names a transaction hash and a signature for what they are", () => {
    expect(scrubText(`tx ${HASH} reverted`)).toBe("tx [hash] reverted");
    expect(scrubText(`signature ${SIGNATURE} is invalid`)).toBe("signature [signature] is invalid");
    expect(scrubText(HASH.toUpperCase().replace("0X", "0x"))).toBe("[hash]");
  });

  it("hides other long hex (41 digits, 128, calldata) and keeps short codes (a revert selector)", () => {
    expect(scrubText(`${ADDRESS}f`)).toBe("[hex]");
    expect(scrubText(`0x${"ef".repeat(64)}`)).toBe("[hex]");
    expect(scrubText("data 0xa9059cbb000000000000000000000000")).toBe("data [hex]");
    expect(scrubText("reverted with 0x08c379a0")).toBe("reverted with 0x08c379a0");
  });

  it("hides a shortened address as the app shows it", () => {
    expect(scrubText("Signed in as 0x5aAe…BeAed")).toBe("Signed in as [address]");
    expect(scrubText("button 0x5aAeb6...1BeAed My wallet")).toBe("button [address] My wallet");
  });

  it("hides bare hex of 32 digits or more (the API's tokens, hashes without 0x)", () => {
    expect(scrubText(`key ${randomHex(32)} seen`)).toBe("key [hex] seen");
    expect(scrubText(`Token ${randomHex(32)}`)).toBe("Token [token]");
    expect(scrubText(`id ${randomHex(16)}`)).toBe("id [hex]");
    // Short hex words, release ids and chunk names stay.
    expect(scrubText("release 1a2b3c4 in main-2OryV29P.js, deadbeef")).toBe(
      "release 1a2b3c4 in main-2OryV29P.js, deadbeef",
    );
  });

  it("leaves no address of a thousand random ones in any case, in any surrounding", () => {
    for (let i = 0; i < 1000; i++) {
      const address = `0x${randomCase(randomHex(20))}`;
      const around = ["", " ", "/", "=", '"', "(", ":", "[", "\n", "\\n"][i % 10]!;
      const scrubbed = scrubText(`q${around}${address}${around}z`);
      expect(scrubbed.toLowerCase()).not.toContain(address.slice(2).toLowerCase());
      expect(scrubbed).toContain("[address]");
    }
  });
});

describe("sign-in messages", () => {
  const message = [
    "app.holdernft.io wants you to sign in with your Ethereum account:",
    ADDRESS,
    "",
    "Sign in to Holder.",
    "",
    "URI: https://app.holdernft.io",
    "Version: 1",
    "Chain ID: 56",
    "Nonce: 8fj3kd92ls0a",
    "Issued At: 2026-01-02T03:04:05.000Z",
    "Expiration Time: 2026-01-02T03:14:05.000Z",
    "Resources:",
    "- https://app.holdernft.io/terms",
  ].join("\n");

  it("hides the whole message, keeping what follows it", () => {
    expect(scrubText(`personal_sign failed: ${message}\nafter that`)).toBe(
      "personal_sign failed: [sign-in message]\nafter that",
    );
  });

  it("hides it as JSON writes it inside a string", () => {
    const json = JSON.stringify({ method: "personal_sign", params: [message, ADDRESS] });
    const scrubbed = scrubText(json);
    expect(scrubbed).toBe('{"method":"personal_sign","params":["[sign-in message]","[address]"]}');
  });

  it("hides a message without a statement, and one cut short", () => {
    const bare = message.replace("Sign in to Holder.\n\n", "");
    expect(scrubText(bare)).toBe("[sign-in message]");
    expect(scrubText(message.split("\n").slice(0, 3).join("\n"))).toBe("[sign-in message]");
    expect(scrubText(message)).not.toMatch(/Nonce|8fj3kd92ls0a|Issued/);
  });
});

describe("credentials", () => {
  it("hides the known session token, however it is written around", () => {
    expect(scrubText(`Authorization: ${TOKEN}`, known)).toBe("Authorization: [token]");
    expect(scrubText(`{"token":"${TOKEN}"}`, known)).toBe('{"token":"[token]"}');
    // Not hex: the known value is what finds it.
    expect(scrubText("session sess_Abc123Xyz ended", [{ value: "sess_Abc123Xyz", label: "[token]" }])).toBe(
      "session [token] ended",
    );
  });

  it("hides JWTs, bearer values and fields named as credentials", () => {
    const jwt =
      "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";
    expect(scrubText(`bad ${jwt} here`)).toBe("bad [token] here");
    expect(scrubText("Authorization: Bearer abc.def-ghi_jkl")).toBe("Authorization: Bearer [token]");
    expect(scrubText('{"access_token": "Zm9vYmFyYmF6", "page": 2}')).toBe(
      '{"access_token": "[token]", "page": 2}',
    );
    expect(scrubText("nonce=q8d7f6g5")).toBe("nonce=[token]");
    expect(scrubText("password: hunter22")).toBe("password: [token]");
    // The word alone is not a credential.
    expect(scrubText("token expired, sign in again")).toBe("token expired, sign in again");
  });
});

describe("invite codes and URLs", () => {
  it("hides an invite code in a link's query, and every other query value", () => {
    expect(scrubText("http://127.0.0.1:4176/#/home?invite_code=K7Q2MX")).toBe(
      "http://127.0.0.1:4176/#/home?invite_code=[code]",
    );
    expect(scrubText("https://app.holdernft.io/?code=AB12CD&lang=en")).toBe(
      "https://app.holdernft.io/?code=[code]&lang=[value]",
    );
    expect(scrubText("/api/user/coin_logs?page=2&amount=12.5")).toBe(
      "/api/user/coin_logs?page=[value]&amount=[value]",
    );
    expect(scrubText(`/#/withdraw?to=${ADDRESS}`)).toBe("/#/withdraw?to=[value]");
    // A wallet's deep link carries the route, invite code and all, in one parameter.
    expect(scrubText("https://h/p/?route=%2Fwithdraw%3Finvite_code%3DX")).toBe("https://h/p/?route=[value]");
    expect(scrubText("https://h/cb#access_token=abc&state=1")).toBe(
      "https://h/cb#access_token=[value]&state=[value]",
    );
    expect(scrubText("https://h/p/?flag=&x=1")).toBe("https://h/p/?flag=&x=[value]");
  });

  it("keeps paths, hosts and ports: they say where it happened", () => {
    expect(scrubText("GET http://127.0.0.1:8788/api/user/info 200")).toBe(
      "GET http://127.0.0.1:8788/api/user/info 200",
    );
  });

  it("hides the known invite code as a word, and a code a text names as one", () => {
    expect(scrubText("bound HOLDER to the account", known)).toBe("bound [code] to the account");
    expect(scrubText("HolderNFT and holder-nft and HOLDERS stay", known)).toBe(
      "HolderNFT and holder-nft and HOLDERS stay",
    );
    expect(scrubText("Invitation code ZX81QP does not exist")).toBe("Invitation code [code] does not exist");
    expect(scrubText('{"invite_code":"ZX81QP"}')).toBe('{"invite_code":"[code]"}');
    expect(scrubText("invite code: ZX81QP")).toBe("invite code: [code]");
  });
});

describe("amounts", () => {
  it("hides decimal amounts and amounts with thousands separators", () => {
    expect(scrubAmounts("withdraw 12.5 USDT")).toBe("withdraw [number] USDT");
    expect(scrubAmounts("0.001 BNB, 1,250.00 HOLD, 1,000,000")).toBe("[number] BNB, [number] HOLD, [number]");
    expect(scrubAmounts('{"amount":"3.75"}')).toBe('{"amount":"[number]"}');
  });

  it("keeps versions, IP addresses, times and whole numbers", () => {
    const text =
      "Chrome 130.0.6723.58 on 127.0.0.1:4176 at 2026-01-02T03:04:05.123Z, line 12, column 5, HTTP 500";
    expect(scrubAmounts(text)).toBe(text);
  });
});

describe("breadcrumbs", () => {
  it("scrubs a console breadcrumb's message and arguments, amounts included", () => {
    const crumb = {
      category: "console",
      level: "error",
      message: `Error: send 2.5 BNB to ${ADDRESS} failed`,
      data: { arguments: [{ message: `with ${TOKEN}` }, `tx ${HASH}`], logger: "console" },
      timestamp: 1767323045.123,
    };
    expect(scrubBreadcrumb(crumb, known)).toEqual({
      category: "console",
      level: "error",
      message: "Error: send [number] BNB to [address] failed",
      data: { arguments: [{ message: "with [token]" }, "tx [hash]"], logger: "console" },
      timestamp: 1767323045.123,
    });
  });

  it("scrubs a fetch breadcrumb's URL and a navigation's from and to", () => {
    expect(
      scrubBreadcrumb(
        {
          category: "fetch",
          data: {
            method: "POST",
            url: `http://127.0.0.1:8788/api/public/nonce/${ADDRESS}`,
            status_code: 200,
          },
        },
        known,
      ).data,
    ).toEqual({ method: "POST", url: "http://127.0.0.1:8788/api/public/nonce/[address]", status_code: 200 });
    expect(
      scrubBreadcrumb(
        { category: "navigation", data: { from: "/#/home?invite_code=HOLDER", to: "/#/withdraw?amount=5" } },
        known,
      ).data,
    ).toEqual({ from: "/#/home?invite_code=[code]", to: "/#/withdraw?amount=[value]" });
  });

  it("scrubs the aria-label a click's selector names", () => {
    const crumb = { category: "ui.click", message: `header > button[aria-label="${ADDRESS} My wallet"]` };
    expect(scrubBreadcrumb(crumb, known).message).toBe('header > button[aria-label="[address] My wallet"]');
  });
});

describe("scrubDeep", () => {
  it("scrubs keys and values at every depth, and cuts what is deeper than any report", () => {
    expect(scrubDeep({ [ADDRESS]: [{ a: HASH }, 3, null, true] }, known)).toEqual({
      "[address]": [{ a: "[hash]" }, 3, null, true],
    });
    let deep: unknown = ADDRESS;
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(scrubDeep(deep, known))).not.toContain(ADDRESS);
  });
});

describe("scrubEvent", () => {
  const event = {
    event_id: "a".repeat(32),
    timestamp: 1767323045.5,
    platform: "javascript",
    level: "error",
    release: "1a2b3c4",
    sdk: { name: "sentry.javascript.browser", version: "11.12.0" },
    message: `failed for ${ADDRESS}`,
    logentry: { message: "failed for %s", params: [TOKEN] },
    exception: {
      values: [
        {
          type: "Error",
          value: `Uncaught Error: ${ADDRESS} with ${TOKEN}, 0.5 BNB`,
          stacktrace: {
            frames: [
              {
                filename: "http://127.0.0.1:4176/assets/main-2OryV29P.js?token=x",
                abs_path: "http://127.0.0.1:4176/assets/main-2OryV29P.js?token=x",
                function: "send",
                lineno: 12,
                colno: 345,
                vars: { to: ADDRESS, hash: HASH },
              },
            ],
          },
          mechanism: { type: "onerror", handled: false },
        },
      ],
    },
    request: {
      url: `http://127.0.0.1:4176/#/withdraw?to=${ADDRESS}&invite_code=HOLDER`,
      headers: { "User-Agent": "Mozilla/5.0", Referer: `http://127.0.0.1:4176/#/home?invite_code=ZX81QP` },
      cookies: { token: TOKEN },
      query_string: `token=${TOKEN}`,
      data: { signature: SIGNATURE },
    },
    breadcrumbs: [{ category: "console", message: `tx ${HASH}` }],
    tags: { route: "/layout/withdraw", kind: "api", who: ADDRESS },
    extra: { typed: "1,250.50", token: TOKEN },
    contexts: {
      trace: { trace_id: "b".repeat(32), span_id: "c".repeat(16) },
      browser: { name: "Chrome", version: "130.0.6723.58" },
      state: { address: ADDRESS },
    },
    user: { id: "7", ip_address: "{{auto}}" },
    transaction: `/withdraw/${ADDRESS}`,
    fingerprint: [ADDRESS],
  };

  it("leaves no address, token, hash, signature or invite code anywhere", () => {
    const text = JSON.stringify(scrubEvent(event, known));
    expect(text.toLowerCase()).not.toContain(ADDRESS.slice(2).toLowerCase());
    for (const secret of [TOKEN, HASH.slice(2), SIGNATURE.slice(2, 60), "HOLDER", "ZX81QP", "1,250.50"])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/0x[0-9a-f]{40}/i);
  });

  it("scrubs each part and keeps the SDK's own fields and the trace ids", () => {
    const out = scrubEvent(event, known);
    expect(out.message).toBe("failed for [address]");
    expect(out.logentry).toEqual({ message: "failed for %s", params: ["[token]"] });
    expect(out.exception.values[0]!.value).toBe("Uncaught Error: [address] with [token], [number] BNB");
    expect(out.exception.values[0]!.stacktrace.frames[0]).toEqual({
      filename: "http://127.0.0.1:4176/assets/main-2OryV29P.js?token=[value]",
      abs_path: "http://127.0.0.1:4176/assets/main-2OryV29P.js?token=[value]",
      function: "send",
      lineno: 12,
      colno: 345,
      vars: { to: "[address]", hash: "[hash]" },
    });
    expect(out.exception.values[0]!.mechanism).toEqual({ type: "onerror", handled: false });
    expect(out.request).toEqual({
      url: "http://127.0.0.1:4176/#/withdraw?to=[value]&invite_code=[code]",
      headers: { "User-Agent": "Mozilla/5.0", Referer: "http://127.0.0.1:4176/#/home?invite_code=[code]" },
    });
    expect(out.breadcrumbs).toEqual([{ category: "console", message: "tx [hash]" }]);
    expect(out.tags).toEqual({ route: "/layout/withdraw", kind: "api", who: "[address]" });
    expect(out.extra).toEqual({ typed: "[number]", token: "[token]" });
    expect(out.contexts).toEqual({
      trace: { trace_id: "b".repeat(32), span_id: "c".repeat(16) },
      browser: { name: "Chrome", version: "130.0.6723.58" },
      state: { address: "[address]" },
    });
    expect(out).not.toHaveProperty("user");
    expect(out.transaction).toBe("/withdraw/[address]");
    expect(out.fingerprint).toEqual(["[address]"]);
    for (const key of ["event_id", "timestamp", "platform", "level", "release", "sdk"] as const)
      expect(out[key]).toEqual(event[key]);
  });

  it("does not change the event it is given", () => {
    const copy = structuredClone(event);
    scrubEvent(event, known);
    expect(event).toEqual(copy);
  });
});
