#!/usr/bin/env bash
# The README's test command: format, lint, typecheck, every unit/integration suite,
# the builds (console, server, Storybook), the bundle budgets, the browser tests and the
# three-instance cluster test. Server suites run on PGlite and on PostgreSQL
# (ensure-postgres.sh finds or starts one, or stops the run saying why).
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
cd "$ROOT"
source scripts/ensure-chromium.sh
source scripts/ensure-postgres.sh
pnpm run format:check
pnpm exec turbo run lint typecheck test build --concurrency=2
pnpm run knip
# Two at a time: the console's browser tests keep about one core busy (one Chromium, one
# server), so Storybook's run and the cluster test share the other.
pnpm exec turbo run budget test:e2e test:cluster --concurrency=2
