#!/usr/bin/env bash
# `npm test`: lint, contract/client sync, types, unit tests, API + CLI tests (PGlite, or the PostgreSQL of
# DATABASE_URL), Storybook tests in Chromium, then the web app: build, landing-page JavaScript budget, end-to-end
# tests in Chromium against a real server.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
step "lint (biome + redocly)";       npm run -s lint
step "api-client in sync";           node packages/api-client/scripts/generate.mjs --check
step "typecheck";                    npm run -s typecheck
step "unit tests (vitest)";          npm run -s test:unit
step "API and CLI tests (vitest)";   npm run -s test:api
step "Storybook tests (Chromium)";   npm run -s test-storybook
step "web app build";                npm run -s build -w @certidao/web
step "web app JS budget (landing)";  node scripts/web-budget.mjs
step "web app e2e (Chromium)";       npx playwright test -c apps/web/playwright.config.ts
