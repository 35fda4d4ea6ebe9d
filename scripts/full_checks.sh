#!/usr/bin/env bash
# The long version of the test sweeps (not in CI): every language at every player count and
# window size in the painted-text checks, three OpenSpiel simulations per configuration.
# Run after changing a layout, a face or a translation: bash scripts/full_checks.sh [pytest args]
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen CONTARIA_FULL_CHECKS=1
exec .venv/bin/python -m pytest -n auto tests/presentation tests/interop "$@"
