#!/usr/bin/env bash
# Install everything triagem needs, idempotently: Debian packages when
# missing (needs root or sudo), then a .venv with the project and its
# dependencies. Safe to run again: it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  tesseract-ocr tesseract-ocr-por   # OCR with Portuguese
  poppler-utils                     # pdftoppm: look at rendered PDFs, sample scans
  fonts-dejavu-core fonts-liberation  # fonts for notices and sample documents
  fonts-freefont-ttf fonts-urw-base35  # faces of the heldout2 corpus slice (corpus/doc_templates_heldout2)
  fonts-crosextra-carlito fonts-crosextra-caladea fonts-lato fonts-open-sans  # faces of the heldout3 slice
  fonts-roboto fonts-inter fonts-ebgaramond fonts-roboto-slab fonts-jetbrains-mono  # faces of the heldout5 slice
  fonts-cantarell fonts-sil-andika fonts-sil-charis fonts-courier-prime  # faces of the heldout6 slice
  fonts-linuxlibertine fonts-hack  # faces of the heldout7 slice
  fonts-noto-core fonts-texgyre fonts-firacode  # faces of the heldout8 slice
  fonts-cabin fonts-karla fonts-adf-baskervald fonts-go  # faces of the heldout9 slice
  fonts-paratype fonts-quattrocento fonts-clear-sans  # faces of the heldout10 slice
  fonts-manrope fonts-b612 fonts-vollkorn fonts-sil-gentiumplus fonts-inconsolata  # heldout11
  fonts-junction fonts-tuffy fonts-yrsa-rasa fonts-oldstandard fonts-anonymous-pro  # heldout12
  fonts-oxygen fonts-stix fonts-sil-doulos fonts-league-spartan fonts-mononoki  # heldout13
  fonts-adf-gillius fonts-cmu fonts-jura fonts-comic-neue fonts-hermit  # heldout14
  fonts-cardo fonts-dosis fonts-play fonts-fanwood fonts-league-mono  # heldout15
  fonts-adf-libris fonts-averia-serif-gwf fonts-quicksand fonts-adf-accanthis fonts-fantasque-sans  # heldout16
  fonts-adf-switzera fonts-adf-romande fonts-arapey fonts-adf-universalis fonts-monoid  # heldout17
  fonts-adf-tribun fonts-adf-verana fonts-comfortaa fonts-adf-berenis fonts-3270  # heldout18
  fonts-croscore fonts-adf-irianis fonts-adf-ikarius fonts-agave  # heldout19
  fonts-sora fonts-century-catalogue fonts-tiresias fonts-goudybookletter fonts-gnutypewriter  # heldout20
  fonts-lmodern fonts-elstob fonts-karmilla fonts-junicode  # heldout21
  fonts-lindenhill fonts-prociono fonts-routed-gothic fonts-mph-2b-damase fonts-tlwg-typewriter-ttf  # heldout22
  fonts-allerta fonts-gfs-didot fonts-yanone-kaffeesatz fonts-averia-sans-gwf fonts-monofur  # heldout23
  fonts-linex fonts-gfs-neohellenic fonts-gfs-artemisia fonts-compagnon fonts-ocr-b  # heldout24
  fonts-arkpandora fonts-klaudia-berenika fonts-adf-oldania fonts-okolaks fonts-dkg-handwriting fonts-ocr-a  # heldout25
  libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0  # WeasyPrint: layout, font subsetting
)

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv with $($PYTHON --version)"
  "$PYTHON" -m venv .venv
fi
# Reinstall only when pyproject.toml changed since the last install.
stamp=.venv/.triagem-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "setup: installing Python dependencies into .venv (log: .venv/pip-install.log)"
  if ! { .venv/bin/python -m pip install --upgrade pip \
         && .venv/bin/python -m pip install -e '.[dev]'; } > .venv/pip-install.log 2>&1; then
    tail -n 30 .venv/pip-install.log >&2
    echo "setup: pip install failed; see .venv/pip-install.log" >&2
    exit 1
  fi
  echo "$want" > "$stamp"
fi
