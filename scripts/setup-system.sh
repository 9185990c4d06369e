#!/usr/bin/env bash
# Installs the system packages the tests need: Debian's chromium (browser tests) and a CJK font
# (without one every Chinese glyph renders as a box). Installs them with apt when missing and
# running as root on Debian; otherwise prints exactly what to run and fails.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if ! { command -v fc-list >/dev/null 2>&1 && fc-list :lang=zh 2>/dev/null | grep -qi .; }; then
  missing+=(fonts-wqy-microhei)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup-system: installing ${missing[*]} with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends "${missing[@]}" fontconfig >&2
  exit 0
fi

echo "setup-system: missing system packages: ${missing[*]}" >&2
echo "run:  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
exit 1
