// `npm run test:api -- --url <base> …`: builds the conformance suite (./vite.config.mts) into dist-test-api/
// and runs it with the arguments given.
import { pathToFileURL } from "node:url";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
process.chdir(root);
await build({ configFile: path.join(root, "scripts/api-conformance/vite.config.mts"), logLevel: "warn" });
const { cli } = await import(pathToFileURL(path.join(root, "dist-test-api", "main.mjs")).href);
cli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
