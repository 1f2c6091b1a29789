#!/usr/bin/env bash
# `bash scripts/test/node-line.sh <line>`: the type check, lint, format check and the unit and service suites on
# the `node` first on PATH, which must be of that line (.ci/run gives it the machine's 20, and 22 through npm's
# `node` package). The tools are called directly: `npm run` would put the project's own Node 24 first (decision
# 0052).
set -euo pipefail
cd "$(dirname "$0")/../.."
line="$1"
node -e 'if (!process.version.startsWith(`v${process.argv[1]}.`)) {
  console.error(`Expected Node ${process.argv[1]} first on PATH, found ${process.version}.`);
  process.exit(1);
}' "$line"
echo "node $(node --version)"
node_modules/.bin/tsc -p tsconfig.json --noEmit
node_modules/.bin/hardhat compile --quiet
node_modules/.bin/tsc -p test/tsconfig.json
node_modules/.bin/eslint . --max-warnings 0
node_modules/.bin/prettier --check . --log-level warn
node_modules/.bin/vitest run --project unit --project components
