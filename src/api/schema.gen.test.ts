import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateApiTypes, OUTPUT } from "../../scripts/build/genApiTypes.mjs";

describe("the generated API types", () => {
  it("are those of docs/openapi.yaml as it is now (run `npm run gen:api` after changing it)", async () => {
    expect(readFileSync(OUTPUT, "utf8") === (await generateApiTypes())).toBe(true);
  });
});
