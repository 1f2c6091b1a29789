// Merges translated keys into the 14 locale files: `node scripts/build/add-locale-keys.mjs fragment.json`, where the
// fragment is { "en": { ...nested keys }, "zh-CN": { ... }, ... }. A lock directory keeps concurrent merges apart.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";

const fragment = JSON.parse(readFileSync(process.argv[2], "utf8"));
const LOCK = "locales/.lock";

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === "object" && !Array.isArray(value)) merge((target[key] ??= {}), value);
    else target[key] = value;
  }
}

const started = Date.now();
for (;;) {
  try {
    mkdirSync(LOCK);
    break;
  } catch {
    if (Date.now() - started > 30_000)
      throw new Error(`${LOCK} held for 30 s; remove it if no merge is running`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const [lang, keys] of Object.entries(fragment)) {
    const file = `locales/${lang}.json`;
    const data = JSON.parse(readFileSync(file, "utf8"));
    merge(data, keys);
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  }
} finally {
  rmdirSync(LOCK);
}
console.log(`merged ${Object.keys(fragment).join(", ")}`);
