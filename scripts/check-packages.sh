#!/usr/bin/env bash
# The published packages must be correct for every consumer: publint (strict) and
# "are the types wrong" (ESM-only profile) must report nothing. Needs `npm run build` first.
set -euo pipefail
cd "$(dirname "$0")/.."

# Every workspace that is published (not "private") is checked.
for pkg in packages/*; do
  if node -e "process.exit(require('./$pkg/package.json').private ? 0 : 1)"; then continue; fi
  echo "== $pkg: publint --strict"
  (cd "$pkg" && npx --no-install publint --strict)
  echo "== $pkg: attw --pack --profile esm-only"
  # styles.css is a stylesheet, not a module: it has no types to check.
  (cd "$pkg" && npx --no-install attw --pack --profile esm-only --exclude-entrypoints ./styles.css --format table-flipped)
done
