#!/usr/bin/env bash
# Crash recovery of N label edits, end to end with the real application (README, "How to
# reproduce our numbers"): a Scenes run is killed, N label-set edits are appended to its
# journal, and `m3studio --recover` replays them; it prints how long the replay took.
#   xvfb-run -a bash resources/bench_recovery.sh [N]     (needs a built tree)
set -euo pipefail
n="${1:-10000}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
app="$root/build/${M3_PRESET:-release}/app/m3studio"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_RUNTIME_DIR="$home/run"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
journals="$XDG_DATA_HOME/M3Studio/M3Studio/journal"
"$app" --workbench scenes >/dev/null 2>&1 &
pid=$!
for _ in $(seq 300); do ls "$journals"/*.m3j >/dev/null 2>&1 && break; sleep 0.1; done
kill -9 "$pid"; wait "$pid" 2>/dev/null || true
journal="$(ls "$journals"/*.m3j)"
awk -v n="$n" 'BEGIN { srand(1); for (k = 0; k < n; ++k) {
  printf "{\"item\":%d,\"labels\":[%d,%d,%d,%d,%d,%d]}\n", k % 600, rand() < .5, rand() < .5, rand() < .5,
         rand() < .5, rand() < .5, rand() < .5 } }' >> "$journal"
start=$(date +%s.%N)
"$app" --recover > "$home/out.txt" 2>&1 &
pid=$!
for _ in $(seq 1200); do grep -q "Recovered" "$home/out.txt" && break; sleep 0.05; done
end=$(date +%s.%N)
kill -9 "$pid"; wait "$pid" 2>/dev/null || true
grep "Recovered" "$home/out.txt"
echo "start of m3studio to recovered labels: $(echo "$end - $start" | bc) s"
