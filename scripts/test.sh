#!/usr/bin/env bash
# The README's test command: format, lint, typecheck and every test suite.
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
cd "$ROOT"
pnpm run format:check
pnpm exec turbo run lint typecheck test --concurrency=2
