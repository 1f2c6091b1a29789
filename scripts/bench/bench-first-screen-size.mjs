// `node scripts/bench/bench-first-screen-size.mjs [dist]`: the JavaScript a first visit runs before the first screen, in
// bytes raw and gzipped (level 9): the entry, the app chunk it imports, the framework it preloads and whatever those
// import statically (as scripts/checks/prodBundle.test.ts finds them). Prints figures; asserts nothing.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = process.argv[2] ?? "dist";
const assets = join(dist, "assets");
const text = (name) => readFileSync(join(assets, name), "utf8");
const html = readFileSync(join(dist, "index.html"), "utf8");
const entry = /src="[^"]*\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error(`no entry script in ${dist}/index.html`);
const app = /import\(\s*[`"']\.\/(main-[^`"']+\.js)[`"']\s*\)/.exec(text(entry))?.[1];
const deps = /__vite__mapDeps=.*?\[([^\]]*)\]/.exec(text(entry))?.[1] ?? "";
const eager = new Set([
  entry,
  ...(app ? [app] : []),
  ...[...deps.matchAll(/assets\/([^"]+\.js)/g)].map((m) => m[1]),
]);
const queue = [...eager];
while (queue.length) {
  for (const m of text(queue.pop()).matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
    if (!eager.has(m[1])) {
      eager.add(m[1]);
      queue.push(m[1]);
    }
  }
}
let raw = 0;
let gz = 0;
for (const name of [...eager].sort()) {
  const bytes = readFileSync(join(assets, name));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += zipped;
  console.log(
    `${name.padEnd(32)} ${String(bytes.length).padStart(8)} B  ${String(zipped).padStart(7)} B gzip`,
  );
}
const all = readdirSync(assets).filter((f) => f.endsWith(".js")).length;
console.log(`first screen: ${eager.size} of ${all} JS files, ${raw} B raw, ${gz} B gzip`);
