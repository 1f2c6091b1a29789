import { Wallet } from "ethers";
import { openApiDocument } from "../../../mocks/hosts/http/openapiDocument";
import { expect, expectCode, expectDocumented, type Rule } from "../rule";

const AREA = "Admin calls (docs/decisions/0032-admin-work.md)";
const FORBIDDEN = 10040;
const ADDRESS_INVALID = 10402;
const NOT_FOUND = 10407;

const lookUp = (address: string) => `/api/admin/user?address=${encodeURIComponent(address)}`;

/** Every documented admin GET, with a query it can be asked with. */
function adminGets(address: string): string[] {
  return Object.entries(openApiDocument().paths)
    .filter(
      ([path, ops]) =>
        !path.includes("{") && (ops.get as { tags?: string[] } | undefined)?.tags?.includes("admin"),
    )
    .map(([path]) => (path === "/api/admin/user" ? lookUp(address) : path));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const adminRules: Rule[] = [
  {
    area: AREA,
    name: "every admin GET refuses a signed-in user who is not an admin with 10040",
    async run(ctx) {
      const user = await ctx.fresh();
      for (const path of adminGets(user.wallet.address)) {
        const answer = await ctx.http.call("GET", path, { token: user.token });
        expectDocumented(answer);
        expectCode(answer, FORBIDDEN, `GET ${path} as a user`);
      }
    },
  },
  {
    area: AREA,
    name: "GET /api/admin/user shows the admin a user's balances and ten latest bill entries as the user's own calls give them",
    needs: ["user", "admin"],
    async run(ctx) {
      const user = await ctx.user();
      const admin = await ctx.admin();
      const answer = await ctx.http.call<{
        address: string;
        balances: unknown[];
        bills: unknown[];
      }>("GET", lookUp(user.wallet.address.toLowerCase()), { token: admin.token });
      expectDocumented(answer);
      expectCode(answer, 200, "the lookup of the test user");
      const found = answer.envelope.data;
      expect(
        found.address === user.wallet.address,
        `address ${user.wallet.address}, got ${found.address}`,
        answer,
      );
      const coins = await ctx.http.call("GET", "/api/user/coins", { token: user.token });
      expect(
        same(found.balances, coins.envelope.data),
        "the balances are the user's GET /api/user/coins",
        answer,
      );
      const bill = await ctx.http.call<{ list: unknown[] }>("GET", "/api/user/coin_logs?count=10", {
        token: user.token,
      });
      expect(
        same(found.bills, bill.envelope.data.list),
        "the bill entries are the first page of 10 of the user's GET /api/user/coin_logs",
        answer,
      );
    },
  },
  {
    area: AREA,
    name: "GET /api/admin/user refuses an address nobody signed in with (10407) and a malformed one (10402)",
    needs: ["admin"],
    async run(ctx) {
      const admin = await ctx.admin();
      const unknown = await ctx.http.call("GET", lookUp(Wallet.createRandom().address), {
        token: admin.token,
      });
      expectDocumented(unknown);
      expectCode(unknown, NOT_FOUND, "an address nobody signed in with");
      for (const bad of ["0x1234", `0x${"z".repeat(40)}`, ""]) {
        const answer = await ctx.http.call("GET", lookUp(bad), { token: admin.token });
        expectDocumented(answer);
        expectCode(answer, ADDRESS_INVALID, `the address "${bad}"`);
      }
    },
  },
];
