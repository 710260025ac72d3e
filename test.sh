#!/usr/bin/env bash
# Install what is missing, then run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup.sh
export PREFECT_SERVER_ANALYTICS_ENABLED=false
exec .venv/bin/python -m pytest "$@"
