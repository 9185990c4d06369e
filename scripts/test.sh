#!/usr/bin/env bash
# `npm test`: every test, browser ones included (DESIGN §8).
# 1. system packages (chromium, CJK font), 2. type-check and build everything, tests included (the browser
# test runs the built web app), 3. vitest: unit, web, integration and e2e projects, 4. the integration
# project again on a throw-away PostgreSQL (in the same vitest run).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-system.sh
if [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
fi
npx tsc -b
# The tests, benches and scripts are TypeScript too: type-check them (tsc -b builds only the packages).
npx tsc -p tsconfig.eslint.json
npm -w @funddesk/web run build
# 3 and 4. vitest: unit, web, integration and e2e projects; for the whole suite (no arguments) also the
# integration suite again on a real PostgreSQL (DESIGN §10: both engines tested), in the same run so that its
# files interleave with the browser tests: a throw-away cluster (scripts/pg-cluster.sh: installs Debian's
# postgresql when missing, runs it as a non-root user, removes it on exit) and the integration-pg project on
# it. FUNDDESK_TEST_PG=0 skips PostgreSQL. Two workers: the machine has 2 cores and much of the suite waits on
# chromium, the server or PostgreSQL (vitest's default on 2 cores is one).
if [ $# -eq 0 ] && [ "${FUNDDESK_TEST_PG:-1}" != "0" ]; then
  bash scripts/pg-cluster.sh bash -c 'FUNDDESK_TEST_DATABASE_URL="$DATABASE_URL" npx vitest run --maxWorkers=2'
else
  npx vitest run --maxWorkers=2 "$@"
fi
