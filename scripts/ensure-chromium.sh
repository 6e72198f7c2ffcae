#!/usr/bin/env bash
# Makes sure the Chromium builds the project drives are installed: Debian's `chromium-headless-shell`
# for the browser tests, screenshots and previews (scripts/chromium.ts), and `chromium` for
# Lighthouse. We never download a browser of our own (`npx playwright install` needs a network
# that CI doesn't have). A fresh CI machine starts without them, so `pretest` runs this script.
# CHROMIUM_PATH points everything (and this check) at another Chromium, e.g. on a developer
# machine without apt.
set -euo pipefail

fail() {
  echo "ensure-chromium: $*" >&2
  echo "ensure-chromium: install Debian's packages (apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary." >&2
  exit 1
}

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || fail "CHROMIUM_PATH is set but $CHROMIUM_PATH is not an executable file."
  exit 0
fi

# package → the binary it installs
declare -A binaries=([chromium]=/usr/bin/chromium [chromium-headless-shell]=/usr/bin/chromium-headless-shell)
missing=()
for package in "${!binaries[@]}"; do
  [ -x "${binaries[$package]}" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

command -v apt-get >/dev/null 2>&1 || fail "${missing[*]} missing, and apt-get is not available to install them."

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo -n)
else
  fail "${missing[*]} missing; installing needs root, and this user is not root and has no sudo."
fi

echo "ensure-chromium: installing Debian's ${missing[*]} with apt-get..." >&2
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may have no package lists yet; a failed update is reported by the install below.
"${as_root[@]}" apt-get update -qq >&2 || echo "ensure-chromium: apt-get update failed; trying the install anyway." >&2
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-liberation >&2 \
  || fail "apt-get install ${missing[*]} failed (see the output above)."

for package in "${missing[@]}"; do
  [ -x "${binaries[$package]}" ] || fail "apt-get installed $package, but ${binaries[$package]} is still missing."
  echo "ensure-chromium: installed $("${binaries[$package]}" --version 2>/dev/null || echo "$package")." >&2
done
