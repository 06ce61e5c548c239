#!/usr/bin/env bash
# The whole test suite, as CI runs it: typecheck, lint, unit tests, the production build and
# its JavaScript budget, then the browser tests in both projects (JavaScript on and off) and
# the smoke of the main journeys in two more engines and a text browser.
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests drive Debian's Chromium (playwright.config.ts), the engine smoke Debian's
# Firefox ESR, WebKitGTK and w3m (tests/engines), and they start a redis-server
# (tests/e2e/reliability-redis.spec.ts) and nginx (tests/e2e/deployment-stack.spec.ts). On a fresh machine each is installed from Debian as
# root; when that cannot be done the suite stops here and says what to install. It never
# downloads a browser or a driver build (Playwright's own browsers are not used; puppeteer-core
# and the WebDriver client of tests/engines fetch nothing).
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
redis_binary="${REDIS_SERVER:-redis-server}"

apt_updated=
# install_from_debian PACKAGE: as root, with apt's output shown only if it fails.
install_from_debian() {
  local log
  log="$(mktemp)"
  if [ -z "$apt_updated" ]; then
    apt-get update -qq >"$log" 2>&1 || { cat "$log" >&2; rm -f "$log"; return 1; }
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >"$log" 2>&1 || { cat "$log" >&2; rm -f "$log"; return 1; }
  rm -f "$log"
}

# require WHAT PACKAGE CHECK...: runs CHECK; when it fails, installs PACKAGE (as root) and runs it again.
require() {
  local what="$1" package="$2"
  shift 2
  "$@" >/dev/null 2>&1 && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "$what is missing: installing Debian's $package package"
    install_from_debian "$package" || { echo "Installing $package failed (apt-get's output above)." >&2; exit 1; }
    "$@" >/dev/null 2>&1 && return 0
    echo "$what still does not run after installing $package: $*" >&2
    exit 1
  fi
  echo "The browser tests need $what, which does not run here ($*)." >&2
  echo "Install Debian's package as root:  apt-get update && apt-get install -y $package" >&2
  exit 1
}

require "Chromium at $chromium_path (CHROMIUM_PATH names another binary)" chromium "$chromium_path" --version
require "redis-server (REDIS_SERVER names another binary)" redis-server "$redis_binary" --version
# The deployment stack's test (tests/e2e/deployment-stack.spec.ts) runs Debian's nginx.
require "nginx at ${NGINX:-/usr/sbin/nginx} (NGINX names another binary)" nginx "${NGINX:-/usr/sbin/nginx}" -v
# The three-engine smoke (tests/engines, docs/decisions/050-three-engines-smoke.md): Debian's
# Firefox ESR, WebKitGTK's WebDriver (its MiniBrowser comes with it) under Xvfb, and w3m.
require "Firefox ESR at ${FIREFOX_PATH:-/usr/bin/firefox-esr} (FIREFOX_PATH names another binary)" firefox-esr "${FIREFOX_PATH:-/usr/bin/firefox-esr}" --version
require "WebKitWebDriver at ${WEBKIT_WEBDRIVER:-/usr/bin/WebKitWebDriver} (WEBKIT_WEBDRIVER names another binary)" webkit2gtk-driver "${WEBKIT_WEBDRIVER:-/usr/bin/WebKitWebDriver}" --help
require "xvfb-run (Xvfb, for WebKitGTK)" xvfb xvfb-run --help
require "w3m at ${W3M:-/usr/bin/w3m} (W3M names another binary)" w3m "${W3M:-/usr/bin/w3m}" -version

# Each step says when it starts, in seconds since the suite did, so a slow step shows in CI's log.
step() { printf '\n== %s (at %d s)\n' "$*" "$SECONDS"; }
step typecheck; npm run --silent typecheck
step lint; npm run --silent lint
step "unit tests"; npm run --silent test:unit
step build; npm run --silent build
# First-load JavaScript per page against its budget (scripts/size.mjs). Over it the suite fails,
# but at the end: a page over its budget says nothing about the browser tests, which still run.
step "first-load JS budget"; size_status=0; npm run --silent size || size_status=$?
step "browser tests (js, no-js)"; npm run --silent test:e2e
# The main journeys in Firefox ESR and WebKitGTK, the no-JS consultation in WebKit and w3m.
step "three-engine smoke (Firefox ESR, WebKitGTK, w3m)"; npm run --silent test:engines
step "done"
if [ "$size_status" -ne 0 ]; then
  echo "First-load JavaScript over its budget (the table above, after the build)." >&2
  exit "$size_status"
fi
