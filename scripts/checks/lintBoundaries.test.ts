import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// One ESLint for the file: the layer rules read the whole config (eslint.config.mjs, layers and all).
const eslint = new ESLint({ ignore: false });

/** The rules a file at `filePath` with `code` breaks (the file need not exist; what it imports must). */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const RESTRICTED = "import-x/no-restricted-paths";

describe("import boundaries (docs/decisions/0026-boundaries.md)", () => {
  it.each([
    ["src/lib imports no API", "src/lib/fixture.ts", 'import { api } from "../api/client";\nexport { api };'],
    [
      "a store calls no API",
      "src/state/fixture.ts",
      'import { getUserCoins } from "../api/wallet";\nexport { getUserCoins };',
    ],
    [
      "shared UI imports no feature",
      "src/components/fixture.tsx",
      'import Home from "../features/home/HomePage";\nexport { Home };',
    ],
    [
      "a feature imports no other feature",
      "src/features/home/fixture.ts",
      'import Page from "../exchange/ExchangePage";\nexport { Page };',
    ],
    [
      "the wallet core imports no UI",
      "src/wallet/fixture.ts",
      'import { Dialog } from "../components/Dialog";\nexport { Dialog };',
    ],
    [
      "the app reaches mocks only through src/sw.ts",
      "src/app/fixture.ts",
      'import { db } from "../../mocks/db/holderDb";\nexport { db };',
    ],
    [
      "a mock service imports no handler",
      "mocks/services/fixture.ts",
      'import { handle } from "../handlers/http";\nexport { handle };',
    ],
    [
      "the mock store imports no service",
      "mocks/clock.ts",
      'import { toUserInfo } from "./services/user";\nexport { toUserInfo };',
    ],
  ])("%s", async (_, filePath, code) => {
    expect(await broken(filePath, code)).toContain(RESTRICTED);
  });

  it.each([
    [
      "a store may use the wire types",
      "src/state/fixture.ts",
      'import type { UserInfo } from "../api/wire";\nexport type { UserInfo };',
    ],
    [
      "a feature may use its own files",
      "src/features/home/fixture.ts",
      'import Home from "./HomePage";\nexport { Home };',
    ],
    [
      "the demo wallet may use shared UI",
      "src/wallet/demo/fixture.tsx",
      'import { Dialog } from "../../components/Dialog";\nexport { Dialog };',
    ],
    [
      "a handler may call services",
      "mocks/handlers/fixture.ts",
      'import { toUserInfo } from "../services/user";\nexport { toUserInfo };',
    ],
  ])("%s", async (_, filePath, code) => {
    expect(await broken(filePath, code)).not.toContain(RESTRICTED);
  });

  it("an import cycle is reported", async () => {
    const [result] = await eslint.lintFiles(["src/lint-fixtures/cycle/first.ts"]);
    expect(result!.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
  });
});
