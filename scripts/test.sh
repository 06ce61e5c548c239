#!/usr/bin/env bash
# The whole test suite, as CI runs it: typecheck, lint, unit tests, the production build and
# its JavaScript budget, then the browser tests in both projects (JavaScript on and off).
set -euo pipefail
cd "$(dirname "$0")/.."

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium is missing: installing Debian's chromium package"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at $chromium_path. Install Debian's package as root:" >&2
    echo "  apt-get update && apt-get install -y chromium" >&2
    echo "(or set CHROMIUM_PATH to a Chromium binary)" >&2
    exit 1
  fi
fi
[ -x "$chromium_path" ] || { echo "Chromium is still missing at $chromium_path" >&2; exit 1; }

# Two storefront processes share one rate limit through Redis in the browser suite
# (tests/e2e/reliability-redis.spec.ts); without redis-server that test is skipped, saying so.
if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "redis-server is missing: installing Debian's redis-server package"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null || echo "redis-server could not be installed: its test will be skipped" >&2
  else
    echo "redis-server is missing (apt-get install redis-server as root): the shared rate-limit test will be skipped" >&2
  fi
fi

step() { printf '\n== %s\n' "$*"; }
step typecheck; npm run --silent typecheck
step lint; npm run --silent lint
step "unit tests"; npm run --silent test:unit
step build; npm run --silent build
# First-load JavaScript per page against its budget (scripts/size.mjs): over it, the suite stops here.
step "first-load JS budget"; npm run --silent size
step "browser tests (js, no-js)"; npm run --silent test:e2e
