#!/usr/bin/env bash
# The server's integration tests again, on PostgreSQL (the first run, in test:unit, is on PGlite).
# Each test file creates and drops its own database. .ci/run sets DATABASE_URL to the machine's service.
set -euo pipefail
if [ -z "${DATABASE_URL:-}" ]; then
  echo 'server tests on PostgreSQL: skipped, DATABASE_URL is not set (.ci/run sets it).'
  exit 0
fi
# The fuzzers (fuzz*.test.ts) run on PGlite only: they probe how every call takes malformed input, and PGlite
# is the same PostgreSQL engine compiled to WebAssembly; on PostgreSQL they added about a minute to CI.
exec npx --no-install vitest run --project unit packages/server --exclude '**/fuzz*.test.ts'
