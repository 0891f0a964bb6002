# Sourced by the test command: the browser tests drive Debian's Chromium
# (Playwright's own browser download cannot work without internet).
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's Chromium for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium'." >&2
    exit 1
  fi
fi
# The console asks for the system's sans-serif, which Chromium draws in Liberation Sans here
# (Storybook's screenshots are judged in it): a Recommends of chromium-common that an install
# without recommends leaves out.
if ! fc-list 2>/dev/null | grep -q 'Liberation Sans'; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing the Liberation fonts the screenshots are drawn in..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-liberation >/dev/null
  else
    echo "The screenshots need the Liberation fonts: run 'sudo apt-get install -y fonts-liberation'." >&2
    exit 1
  fi
fi
export CHROMIUM_PATH=/usr/bin/chromium
