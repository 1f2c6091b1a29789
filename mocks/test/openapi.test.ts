import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../src/api/wire";
import * as routes from "../routes";
import { openApiDocument } from "../hosts/http/openapiDocument";
import { isDemoOnly, routeOf } from "../hosts/http/routeInfo";
import { checkAnswer, documentedPath } from "./openapiCheck";

const document = openApiDocument();

/** The calls the product's spec names (docs/product.md#api-calls), as written there. */
const SPEC_CALLS = [
  "POST /api/public/nonce/{address}",
  "POST /api/public/auth/{address}",
  "GET /api/user/info",
  "POST /api/bind/invite",
  "GET /api/user/coin_logs",
  "GET /api/user/coins",
  "GET /api/user/coin_address",
  "GET /api/user/coin_protocol",
  "POST /api/node/buy/{type}",
  "GET /api/public/coin/logs/type",
  "GET /api/public/coins",
  "GET /api/public/kline",
  "GET /api/user_team/invite",
  "GET /api/user_team/team",
  "GET /api/user_team/invite-earnings",
  "GET /api/user_team/info",
  "POST /api/exchange/withdraw",
  "GET /api/node/info",
  "GET /api/user/recharge/logs",
  "GET /api/user/withdraw/logs",
  "POST /api/n_f_t/mint",
  "POST /api/n_f_t/mintByUpload",
  "POST /api/n_f_t/staked/{count}",
  "POST /api/n_f_t/reward",
  "GET /api/n_f_t/record",
  "GET /api/n_f_t/own",
  "GET /api/n_f_t/stake/record",
  "GET /api/n_f_t/stake/detail/{id}",
  "GET /api/n_f_t/stake/income",
  "GET /api/n_f_t/stake/income/record",
  "POST /api/exchange/exchange",
  "GET /api/exchange/exchange/logs",
  "GET /api/exchange/coins",
  "GET /api/exchange/coin_pair",
  "GET /api/exchange/config",
  "GET /api/admin/info",
  "GET /api/admin/stake",
  "GET /api/admin/withdraw",
  "GET /api/check_in/info",
  "POST /api/check_in/do",
];
const METHODS = ["get", "post", "put", "patch", "delete"];

function documentedRoutes(): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Every handler the project registers: the documented API and the demo's own calls. */
function handlerRoutes(): string[] {
  const all = [...routes.handlers, ...routes.demoHandlers];
  return [...new Set(all.map(routeOf).map((r) => (r ? `${r.method} ${r.path}` : "(unnamed)")))];
}

describe("docs/openapi.yaml", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it("documents every route the handlers answer, and nothing they do not", () => {
    const handled = handlerRoutes().sort();
    const documented = documentedRoutes().sort();
    expect(
      handled.filter((r) => !documented.includes(r)),
      "handled but not documented",
    ).toEqual([]);
    expect(
      documented.filter((r) => !handled.includes(r)),
      "documented but not handled",
    ).toEqual([]);
  });

  it("documents every call of docs/product.md#api-calls", () => {
    const documented = documentedRoutes();
    const missing = SPEC_CALLS.filter((call) => !documented.includes(call));
    expect(missing).toEqual([]);
  });

  it("marks exactly the demo handlers' calls demo-only", () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const demo = isDemoOnly({ path });
        expect((operation as { "x-demo-only"?: boolean })["x-demo-only"] === true, `${method} ${path}`).toBe(
          demo,
        );
      }
    }
  });

  it("lists exactly the error codes of src/api/wire.ts", () => {
    const documented = (document.components.schemas.ErrorCode as { enum: number[] }).enum;
    expect([...documented].sort()).toEqual(Object.values(ErrorCode).sort());
  });

  it("takes page, count and cursor on every list", () => {
    const pageRef = "#/components/schemas/Page";
    for (const [path, item] of Object.entries(document.paths)) {
      const get = (item as Record<string, { parameters?: { $ref?: string }[] }>).get;
      if (!get || !JSON.stringify(get).includes(pageRef)) continue;
      const refs = (get.parameters ?? []).map((p) => p.$ref);
      for (const name of ["Page", "Count", "Cursor"])
        expect(refs, `${path} ${name}`).toContain(`#/components/parameters/${name}`);
    }
  });
});

describe("checkAnswer", () => {
  const user = {
    id: 1,
    address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
    hide_address: "0x90F7…b906",
    balance: "0.00",
    invite_code: "ABC123",
    level: 0,
    node_type: 0,
    assets: "0.00",
    is_admin: 0,
    pid: 0,
  };

  it("accepts an answer that matches and a documented refusal", () => {
    expect(() =>
      checkAnswer("GET", "/api/user/info", 200, { code: 200, message: "success", data: user }),
    ).not.toThrow();
    const refusal = { code: ErrorCode.tokenInvalid, message: "The login token is invalid", data: null };
    expect(() => checkAnswer("GET", "/api/user/info?x=1", 200, refusal)).not.toThrow();
  });

  it("names each difference of an answer that does not match", () => {
    const bad = { code: 200, message: "success", data: { ...user, balance: 1.5, extra: true } };
    const report = (() => {
      try {
        checkAnswer("GET", "/api/user/info", 200, bad);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(report).toContain("/data/balance: must be string (got 1.5");
    expect(report).toContain('/data: must NOT have additional properties "extra"');
    // Only the success side: no noise from the refusal envelope's schema.
    expect(report).not.toContain("/code:");
  });

  it("refuses an error code the document does not list, and a body that is no envelope", () => {
    expect(() =>
      checkAnswer("GET", "/api/user/info", 200, { code: 12345, message: "x", data: null }),
    ).toThrow(/\/code: must be equal to one of the allowed values/);
    expect(() => checkAnswer("GET", "/api/user/info", 200, { data: user })).toThrow(
      /must have required property/,
    );
  });

  it("refuses an undocumented call", () => {
    expect(() => checkAnswer("GET", "/api/nowhere", 200, {})).toThrow(/not in docs\/openapi.yaml/);
    expect(() => checkAnswer("DELETE", "/api/user/info", 200, {})).toThrow(/not in docs\/openapi.yaml/);
  });

  it("prefers a literal path over a template", () => {
    expect(documentedPath("/api/n_f_t/stake/detail/7")).toBe("/api/n_f_t/stake/detail/{id}");
    expect(documentedPath("/api/admin/withdraw/3/approve")).toBe("/api/admin/withdraw/{id}/approve");
    expect(documentedPath("/api/admin/withdraw")).toBe("/api/admin/withdraw");
  });
});
