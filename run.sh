#!/usr/bin/env bash
# Install what is missing, then check every bundled sample petition.
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup.sh
exec .venv/bin/triagem demo --bucket "$@"
