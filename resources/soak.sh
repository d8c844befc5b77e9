#!/usr/bin/env bash
# The long soak test (docs/reliability.md): every workbench of the real window driven with
# random edits, undo / redo, Train / Stop / Live and project reopen for MINUTES (default 30),
# under its own Xvfb, with journals and settings in a scratch home.
#   bash resources/soak.sh [MINUTES] [SEED] [BUILD_DIR]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
minutes="${1:-30}"
seed="${2:-1}"
build="${3:-$root/build/release}"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
  xvfb-run -a -s "-screen 0 1600x1000x24" "$build/tests/app/soak_workbenches" --minutes "$minutes" --seed "$seed"
