#!/usr/bin/env bash
# Installs the system packages FundDesk needs: Debian's chromium (browser tests) and a CJK font (without
# one every Chinese glyph renders as a box, and the server cannot render the 产品资料概要 PDFs, which use
# /usr/share/fonts/truetype/wqy/wqy-microhei.ttc) and the OCR engine of the ID document capture
# (tesseract-ocr with the simplified-Chinese data tesseract-ocr-chi-sim; A/pc/card/ocr, spec 01 §7.8).
# Installs them with apt when missing and running as root on Debian; otherwise prints exactly what to run
# and fails.
#
#   bash scripts/setup-system.sh              chromium, the CJK font and the OCR engine (tests)
#   bash scripts/setup-system.sh --fonts-only the CJK font and the OCR engine (npm start: prestart)
set -euo pipefail

fonts_only=false
for arg in "$@"; do
  case "$arg" in
    --fonts-only) fonts_only=true ;;
    *) echo "setup-system: unknown option $arg (known: --fonts-only)" >&2; exit 2 ;;
  esac
done

readonly PDF_FONT=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc

missing=()
if [ "$fonts_only" = false ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
fi
if [ ! -f "$PDF_FONT" ] || ! { command -v fc-list >/dev/null 2>&1 && fc-list :lang=zh 2>/dev/null | grep -qi .; }; then
  missing+=(fonts-wqy-microhei)
fi
if ! command -v tesseract >/dev/null 2>&1; then
  missing+=(tesseract-ocr tesseract-ocr-chi-sim)
elif ! tesseract --list-langs 2>/dev/null | grep -qx chi_sim; then
  missing+=(tesseract-ocr-chi-sim)
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
