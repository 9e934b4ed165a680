#!/usr/bin/env bash
# `npm test`: lint, contract/client sync, types (alongside), unit tests, API + CLI tests (PGlite, or the PostgreSQL of
# DATABASE_URL), Storybook tests in Chromium, then the web app: build, landing-page JavaScript budget, end-to-end
# tests in Chromium against a real server. With TEST_ALSO_ON_POSTGRES set to a PostgreSQL URL (`.ci/run` sets
# it when a server is reachable), the API suites run again on that server in the background from the start of
# the PGlite pass to the end of the browser stages: none of those keeps two cores busy alone (their tests wait
# on timers, sandboxes, Chromium and the page's network), so on a two-core machine they fill each other's gaps
# instead of adding up.
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
pg_pid=""
pg_log=""
pg_started=0
wait_postgres_pass() {
  [ -n "$pg_pid" ] || return 0
  local pid=$pg_pid status=0
  pg_pid=""
  wait "$pid" || status=$?
  printf '\n\033[1m== API suites on PostgreSQL (ran alongside the PGlite pass and the browser stages)\033[0m\n'
  cat "$pg_log"
  local ended
  ended=$(cat "$pg_log.end" 2>/dev/null || echo "$SECONDS")
  times+=("$(printf '%5ds  %s' $((ended - pg_started)) "API suites on PostgreSQL (alongside)")")
  return "$status"
}
report() {
  finish_step
  # On a failure elsewhere the background pass is stopped: its result would come after the verdict.
  # (`|| true`: a pass that has already ended is no failure of the report, which must still print the times.)
  [ -n "$pg_pid" ] && { kill -- "-$pg_pid" 2>/dev/null || true; }
  [ -n "${typecheck_pid:-}" ] && { kill -- "-$typecheck_pid" 2>/dev/null || true; }
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
# The type check is one single-threaded process: it runs beside lint and the unit tests, which leave a core free.
typecheck_log=$(mktemp)
typecheck_started=$SECONDS
set -m
npm run -s typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!
set +m
step "lint (biome + redocly)";       npm run -s lint
step "api-client in sync";           node packages/api-client/scripts/generate.mjs --check
step "unit tests (vitest)";          npm run -s test:unit
finish_step
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
typecheck_pid=""
printf '\n\033[1m== typecheck (ran alongside lint and the unit tests)\033[0m\n'
cat "$typecheck_log"
times+=("$(printf '%5ds  %s' $((SECONDS - typecheck_started)) "typecheck (alongside)")")
[ "$typecheck_status" -eq 0 ] || exit "$typecheck_status"
if [ -n "${TEST_ALSO_ON_POSTGRES:-}" ]; then
  pg_log=$(mktemp)
  pg_started=$SECONDS
  # Its own process group (set -m) so a failure elsewhere can stop the whole pass.
  set -m
  # It writes its own end time, so its duration is its own and not the wait for the browser stages.
  { DATABASE_URL="$TEST_ALSO_ON_POSTGRES" npm run -s test:db; pg_status=$?; echo "$SECONDS" >"$pg_log.end"; exit "$pg_status"; } >"$pg_log" 2>&1 &
  pg_pid=$!
  set +m
fi
step "API and CLI tests (vitest)";   npm run -s test:api
step "Storybook tests (Chromium)";   npm run -s test-storybook
step "web app build";                npm run -s build -w @certidao/web
step "web app JS budget (landing)";  node scripts/web-budget.mjs
step "web app e2e (Chromium)";       npx playwright test -c apps/web/playwright.config.ts
finish_step
wait_postgres_pass
