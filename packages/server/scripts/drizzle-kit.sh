#!/usr/bin/env bash
# drizzle-kit is a root devDependency but drizzle-orm is installed in this package only, and
# drizzle-kit finds drizzle-orm by an import relative to itself. Link both into a scratch
# node_modules and run it from there. Usage: scripts/drizzle-kit.sh generate --name <what>
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$here/../.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/node_modules"
ln -s "$root/node_modules/drizzle-kit" "$scratch/node_modules/drizzle-kit"
ln -s "$here/node_modules/drizzle-orm" "$scratch/node_modules/drizzle-orm"
cd "$here"
NODE_PATH="$root/node_modules" node --preserve-symlinks --preserve-symlinks-main \
  "$scratch/node_modules/drizzle-kit/bin.cjs" "$@" --config drizzle.config.ts
