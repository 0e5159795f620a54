#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find. This is `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step 'lint (eslint: typescript-eslint, react-hooks, jsx-a11y)'
npm run --silent lint
step 'typecheck (strict, all workspaces)'
npm run --silent typecheck
step 'API document (Redocly lint, recommended rules as errors; generated client types up to date)'
npm run --silent lint:openapi
step 'unit and server integration tests (node; the server on PGlite)'
npm run --silent test:unit
step 'server integration tests on PostgreSQL'
npm run --silent test:server:pg
# The stories run beside the builds: their time is mostly the browser settling and capturing screenshots, which
# leaves about 40 % of 2 cores idle, and nothing below reads what they do (they run on the sources). Their output
# is printed whole once they finish; a failure of either side fails the run.
step 'stories as tests in Chromium (play + axe + screenshot baselines), beside the builds below'
stories_log=$(mktemp)
npm run --silent test:stories > "$stories_log" 2>&1 &
stories=$!
trap 'kill "$stories" 2>/dev/null || true' EXIT
step 'build (forms, ui, app, server)'
npm run --silent build
step 'package checks (publint --strict, attw esm-only)'
npm run --silent test:package
step 'size budgets (size-limit, min+gzip, React excluded)'
npm run --silent size
step 'static Storybook builds'
npm run --silent build-storybook
step 'consumer test (npm pack -> fresh Vite app -> Chromium)'
npm run --silent test:consumer
step 'stories (their output)'
stories_status=0
wait "$stories" || stories_status=$?
trap - EXIT
cat "$stories_log"
rm -f "$stories_log"
[ "$stories_status" -eq 0 ] || { echo "stories failed ($stories_status)" >&2; exit "$stories_status"; }
step 'end-to-end: the built server and app in Chromium (axe on every page)'
npm run --silent test:e2e
printf '\nall test steps passed\n'
