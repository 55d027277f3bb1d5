#!/usr/bin/env bash
# `npm test`: the same preparation as `npm start` (plus Chromium for the browser test), then every check:
# lint, format, typecheck, SDK freshness, unit, integration, fault and browser tests. Ends with "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/lib.sh
prepare_machine chromium:chromium

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

log "Lint";            npm run --silent lint
log "Format";          npm run --silent format:check
log "Typecheck";       npm run --silent typecheck
log "SDK freshness";   npm run --silent sdk:check
log "Unit tests";      npx jest --selectProjects unit --json --outputFile="$results/unit.json"
log "Integration tests"
# test:integration runs two files at a time: each spends much of its time waiting (ffmpeg, the transcoder,
# queues), so on two cores two workers took 468 s where one took 814 s. Each file has its own database,
# Redis prefix and folder.
npm run --silent test:integration -- --json --outputFile="$results/integration.json"
log "Fault tests";     npx jest --selectProjects faults --json --outputFile="$results/faults.json"
log "Browser test";    node tools/browser-test/serve.mjs | tee "$results/browser.txt"

node -e '
const fs = require("fs");
const dir = process.argv[1];
let passed = 0, failed = 0;
for (const file of ["unit.json", "integration.json", "faults.json"]) {
  const report = JSON.parse(fs.readFileSync(`${dir}/${file}`, "utf8"));
  passed += report.numPassedTests; failed += report.numFailedTests;
}
const last = fs.readFileSync(`${dir}/browser.txt`, "utf8").trim().split("\n").pop() ?? "";
const browser = /^(\d+) passed, (\d+) failed$/.exec(last);
if (browser) { passed += Number(browser[1]); failed += Number(browser[2]); }
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
' "$results"
