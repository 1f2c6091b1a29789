// The import order of the app and the mock backend, for eslint-plugin-import-x's `no-restricted-paths`
// (docs/decisions/0026-boundaries.md). Each layer may import the layers before it, never one after it.
import { readdirSync } from "node:fs";

/** src, bottom to top. `src/wallet/demo` is the demo wallet, a small app of its own above the shared UI. */
const SRC_LAYERS = [
  { name: "config", paths: ["./src/config.ts"] },
  { name: "lib", paths: ["./src/lib"] },
  { name: "i18n", paths: ["./src/i18n"] },
  { name: "pwa", paths: ["./src/pwa"] },
  // The wire types (generated from docs/openapi.yaml): below the stores that hold wire data.
  { name: "wire types", paths: ["./src/api/wire.ts", "./src/api/contract.ts", "./src/api/schema.gen.ts"] },
  { name: "state", paths: ["./src/state"] },
  { name: "api", paths: ["./src/api"] },
  { name: "contracts", paths: ["./src/contracts"] },
  // The wallet's own files; its demo/ folder is a layer of its own, further up.
  { name: "wallet", paths: ["./src/wallet"], targets: ["**/src/wallet/*.{ts,tsx}"] },
  { name: "components", paths: ["./src/components"] },
  { name: "demo wallet", paths: ["./src/wallet/demo"] },
  { name: "features", paths: ["./src/features"] },
  { name: "app", paths: ["./src/app", "./src/main.tsx", "./src/boot.ts", "./src/sw.ts"] },
];

/** mocks: hosts → handlers → services → store. */
const MOCK_LAYERS = [
  {
    name: "store",
    paths: [
      "./mocks/db",
      "./mocks/clock.ts",
      "./mocks/config.ts",
      "./mocks/random.ts",
      "./mocks/messages.ts",
    ],
  },
  { name: "services", paths: ["./mocks/services", "./mocks/chain", "./mocks/seed.ts"] },
  { name: "handlers", paths: ["./mocks/handlers", "./mocks/routes.ts"] },
  { name: "hosts", paths: ["./mocks/hosts"] },
];

const inside = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/**
 * Each layer's files may import nothing of a later layer. A later layer's folder may hold an earlier layer's files
 * (src/api holds the wire types): those stay importable.
 */
function zonesFor(layers, kind) {
  const zones = [];
  layers.forEach((layer, index) => {
    const below = layers.slice(0, index + 1).flatMap((l) => l.paths);
    for (const target of layer.targets ?? layer.paths)
      for (const higher of layers.slice(index + 1))
        for (const from of higher.paths) {
          if (inside(target, from)) continue;
          const except = below
            .filter((path) => inside(path, from) && path !== from)
            .map((path) => `.${path.slice(from.length)}`);
          zones.push({
            target,
            from,
            except,
            message: `${kind}: ${layer.name} imports nothing of ${higher.name}, a layer above it.`,
          });
        }
  });
  return zones;
}

/** A feature imports no other feature: what two share moves down. */
function featureZones() {
  return readdirSync("src/features", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/features/${name}`,
      from: "./src/features",
      except: [`./${name}`],
      message: "A feature imports no other feature: move what they share into shared code.",
    }));
}

/** The app reaches the mock backend only through the service worker's entry (and tests through their harness). */
const MOCK_ENTRY = {
  target: "./src",
  from: "./mocks",
  except: [],
  message: "src imports mocks only in src/sw.ts, the demo's backend entry.",
};

export const layerZones = [
  ...zonesFor(SRC_LAYERS, "src"),
  ...featureZones(),
  ...zonesFor(MOCK_LAYERS, "mocks"),
];
export const mockEntryZone = MOCK_ENTRY;
