#!/usr/bin/env bash
# `bash scripts/test/node-line.sh <line>`: package.json's `typecheck`, `lint`, `format:check` and `test:unit` on the
# `node` first on PATH, which must be of that line (.ci/run gives it the machine's 20, and 22 through npm's `node`
# package). Not through `npm run`, which would put the project's own Node 24 first (decision 0052): each script's
# command runs with the project's tools after that `node` on PATH.
set -euo pipefail
cd "$(dirname "$0")/../.."
line="$1"
node -e 'if (!process.version.startsWith(`v${process.argv[1]}.`)) {
  console.error(`Expected Node ${process.argv[1]} first on PATH, found ${process.version}.`);
  process.exit(1);
}' "$line"
echo "node $(node --version)"
export PATH="$PATH:$PWD/node_modules/.bin"
script() { node -p 'require("./package.json").scripts[process.argv[1]] ?? process.exit(1)' "$1"; }
for name in typecheck lint format:check test:unit; do
  command="$(script "$name")"
  [ "$name" = format:check ] && command="$command --log-level warn"
  bash -euo pipefail -c "$command"
done
