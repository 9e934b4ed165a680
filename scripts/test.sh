#!/usr/bin/env bash
# `npm test`: lint, contract/client sync, types, unit tests, API + CLI tests (PGlite, or the PostgreSQL of
# DATABASE_URL), Storybook tests in Chromium, then the web app: build, landing-page JavaScript budget, end-to-end
# tests in Chromium against a real server.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's time is printed at the end (and on a failure), so a slow stage shows which one it is.
times=()
current=""
started=$SECONDS
finish_step() {
  [ -n "$current" ] && times+=("$(printf '%5ds  %s' $((SECONDS - started)) "$current")")
  current=""
}
report() {
  finish_step
  printf '\n\033[1m== time per step\033[0m\n'
  printf '%s\n' "${times[@]}"
  printf '%5ds  total\n' "$SECONDS"
}
trap report EXIT
step() {
  finish_step
  current="$*"
  started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
step "lint (biome + redocly)";       npm run -s lint
step "api-client in sync";           node packages/api-client/scripts/generate.mjs --check
step "typecheck";                    npm run -s typecheck
step "unit tests (vitest)";          npm run -s test:unit
step "API and CLI tests (vitest)";   npm run -s test:api
step "Storybook tests (Chromium)";   npm run -s test-storybook
step "web app build";                npm run -s build -w @certidao/web
step "web app JS budget (landing)";  node scripts/web-budget.mjs
step "web app e2e (Chromium)";       npx playwright test -c apps/web/playwright.config.ts
