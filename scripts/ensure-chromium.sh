#!/usr/bin/env bash
# Makes sure the Chromium that the browser tests drive (test/browser/browser.ts) is installed.
#
# The tests use Debian's `chromium` package at /usr/bin/chromium through playwright-core; we never
# download a browser of our own (`npx playwright install` needs a network that CI doesn't have).
# A fresh CI machine starts without it, so `pretest` runs this script. CHROMIUM_PATH points the
# tests (and this check) at another Chromium, e.g. on a developer machine without apt.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$chromium" ]; then
  exit 0
fi

fail() {
  echo "ensure-chromium: $*" >&2
  echo "ensure-chromium: the browser tests need Chromium at $chromium." >&2
  echo "ensure-chromium: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
  exit 1
}

if [ -n "${CHROMIUM_PATH:-}" ]; then
  fail "CHROMIUM_PATH is set but $chromium is not an executable file."
fi

command -v apt-get >/dev/null 2>&1 || fail "$chromium is missing and apt-get is not available to install it."

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo -n)
else
  fail "$chromium is missing; installing it needs root, and this user is not root and has no sudo."
fi

echo "ensure-chromium: $chromium is missing; installing Debian's chromium package with apt-get..." >&2
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may have no package lists yet; a failed update is reported by the install below.
"${as_root[@]}" apt-get update -qq >&2 || echo "ensure-chromium: apt-get update failed; trying the install anyway." >&2
"${as_root[@]}" apt-get install -y -qq --no-install-recommends chromium fonts-liberation >&2 \
  || fail "apt-get install chromium failed (see the output above)."

[ -x "$chromium" ] || fail "apt-get installed chromium, but $chromium is still missing."
echo "ensure-chromium: installed $("$chromium" --version 2>/dev/null || echo chromium)." >&2
