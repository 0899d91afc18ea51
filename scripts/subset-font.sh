#!/bin/sh
# The bank-order letter's font (src/features/bank-orders/letter-pdf.ts): DejaVu Sans cut down to
# what a letter in Turkish or English shows, so the service worker precaches ~50 KB, not 760 KB.
# Kept: Basic Latin, Latin-1 Supplement (£, ¥, §, ±, «», ...), Latin Extended-A (Ç Ğ İ Ö Ş Ü
# ç ğ ı ö ş ü and the other European letters), general punctuation (dashes, quotes, bullet,
# ellipsis, per mille), the currency signs (€, ₺, ...), № and ™. Hinting is dropped (a PDF does not
# use it); the glyph names, kerning and the licence in the name table stay.
#
# Source: Debian's fonts-dejavu-core (DejaVu Sans 2.37, Bitstream Vera licence, see
# src/features/bank-orders/fonts/LICENSE-DejaVu.txt); fonttools gives pyftsubset
# (`apt-get install -y fonts-dejavu-core fonttools`).
#
#   sh scripts/subset-font.sh [path/to/DejaVuSans.ttf]
set -eu
source_font=${1:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}
pyftsubset "$source_font" \
  --unicodes='U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-203A,U+2044,U+20A0-20C0,U+2116,U+2122,U+FFFD' \
  --layout-features='kern,liga,clig,calt,ccmp,locl,mark,mkmk' \
  --no-hinting \
  --name-IDs='*' --name-languages='*' \
  --output-file=src/ui/fonts/DejaVuSans-LatinTR.ttf
