#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find. This is `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step 'lint (eslint: typescript-eslint, react-hooks, jsx-a11y)'
npm run --silent lint
step 'typecheck (strict, all workspaces)'
npm run --silent typecheck
step 'unit tests (node)'
npm run --silent test:unit
step 'build @edupay/forms and @edupay/ui'
npm run --silent build
step 'package checks (publint --strict, attw esm-only)'
npm run --silent test:package
step 'size budgets (size-limit, min+gzip, React excluded)'
npm run --silent size
step 'stories as tests in Chromium (play + axe + screenshot baselines)'
npm run --silent test:stories
step 'static Storybook builds'
npm run --silent build-storybook
step 'consumer test (npm pack -> fresh Vite app -> Chromium)'
npm run --silent test:consumer
printf '\nall test steps passed\n'
