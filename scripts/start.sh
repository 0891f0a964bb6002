#!/usr/bin/env bash
# The README's start command: install, build what exists, start the product.
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
cd "$ROOT"
pnpm exec turbo run build
exec pnpm --filter @cermat/server start
