#!/usr/bin/env bash
# `npm test`: lint, contract/client sync, types, unit + API tests (PGlite), then Storybook tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
step "lint (biome + redocly)";       npm run -s lint
step "api-client in sync";           node packages/api-client/scripts/generate.mjs --check
step "typecheck";                    npm run -s typecheck
step "unit and API tests (vitest)";  npx vitest run
step "Storybook tests (Chromium)";   npm run -s test-storybook
