// Fails unless solidity-coverage covered every line of the contracts (coverage/coverage-summary.json).
import { readFileSync } from "node:fs";

const summary = JSON.parse(
  readFileSync(new URL("../../coverage/coverage-summary.json", import.meta.url), "utf8"),
);
const { lines } = summary.total;
console.log(`contract line coverage: ${lines.covered}/${lines.total} (${lines.pct}%)`);
if (lines.total === 0 || lines.covered !== lines.total) {
  console.error("coverage: every line of contracts/ must be covered");
  process.exit(1);
}
