// `npm run api`: builds the API server (./vite.config.mts: mocks/ uses Vite features such as import.meta.glob)
// into dist-api/ and runs it in this same process, so signals to `npm run api` reach the server directly.
import { pathToFileURL } from "node:url";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..", "..");
process.chdir(root);
await build({ configFile: path.join(root, "mocks/hosts/http/vite.config.mts"), logLevel: "warn" });
await import(pathToFileURL(path.join(root, "dist-api", "main.mjs")).href);
