#!/usr/bin/env bash
# Install what is missing, then upload every bundled sample petition into the
# embedded bucket, sweep it and print each verdict read back from the bucket.
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup.sh
export PREFECT_SERVER_ANALYTICS_ENABLED=false
exec .venv/bin/triagem demo --bucket "$@"
