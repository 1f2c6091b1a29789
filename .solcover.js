// solidity-coverage: `npm run coverage` then checks coverage/coverage-summary.json (scripts/chain/check-coverage.mjs).
module.exports = {
  istanbulReporter: ["text", "json-summary", "lcov"],
};
