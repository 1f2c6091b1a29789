// Fails unless solidity-coverage covered every line of the contracts (coverage/coverage-summary.json).
import { existsSync, readFileSync, renameSync } from "node:fs";

// solidity-coverage writes its raw data beside package.json: it goes with the report, so the root keeps its files.
const raw = new URL("../../coverage.json", import.meta.url);
if (existsSync(raw)) renameSync(raw, new URL("../../coverage/coverage.json", import.meta.url));

const summary = JSON.parse(
  readFileSync(new URL("../../coverage/coverage-summary.json", import.meta.url), "utf8"),
);
const { lines } = summary.total;
console.log(`contract line coverage: ${lines.covered}/${lines.total} (${lines.pct}%)`);
if (lines.total === 0 || lines.covered !== lines.total) {
  console.error("coverage: every line of contracts/ must be covered");
  process.exit(1);
}
