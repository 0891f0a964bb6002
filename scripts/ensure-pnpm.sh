# Sourced by the README's commands: puts a pinned pnpm on PATH using only npm,
# then installs the workspace. Works on a fresh machine with Node 20 and npm.
PNPM_VERSION=10.34.9
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$ROOT/.tools/node_modules/.bin/pnpm" ]; then
    npm install --silent --no-audit --no-fund --prefix "$ROOT/.tools" "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
(cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only)
