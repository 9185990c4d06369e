#!/usr/bin/env bash
# `npm test`: every test, browser ones included (DESIGN §8).
# 1. system packages (chromium, CJK font), 2. type-check and build everything, tests included (the browser
# test runs the built web app), 3. vitest: unit, web, integration and e2e projects.
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
npx vitest run "$@"
