#!/usr/bin/env bash
# Runs every libFuzzer target of a fuzz build (cmake -DM3_FUZZ=ON, see fuzz/README.md) for a
# bounded time each, starting from its seed corpus in fuzz/corpus/<name> plus what earlier
# runs found (kept in the build folder, never in the repository). Fails on any finding; the
# input that caused it is left in BUILD/fuzz-findings/<target>/ and its report printed.
#   bash resources/fuzz.sh [SECONDS_PER_TARGET] [BUILD_DIR]     (defaults: 20, build/fuzz)
# FUZZ_TARGETS="ply pdb" runs only those targets.
# FUZZ_RUNS=N replaces the time budget by exactly N inputs per target from the seeds alone,
# with a fixed random seed and a fresh corpus: the same build always tries the same inputs, so
# a verdict (CI's) is reproducible with the same command. SECONDS is then ignored.
# FUZZ_JOBS=N runs N targets side by side (default: one per core).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-20}"
build="$(cd "${2:-$root/build/fuzz}" && pwd)"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:symbolize=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# Readers that take a path get a scratch file: in memory where the machine has /dev/shm.
if [ -z "${TMPDIR:-}" ]; then if [ -d /dev/shm ] && [ -w /dev/shm ]; then export TMPDIR=/dev/shm; else export TMPDIR=/tmp; fi; fi
if [ -n "${FUZZ_RUNS:-}" ] && ! [[ "$FUZZ_RUNS" =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz.sh: FUZZ_RUNS must be a positive whole number, not '$FUZZ_RUNS'" >&2
  exit 2
fi
# OpenCV's readers run on one thread, so that the inputs tried depend on the seed alone.
export OPENCV_FOR_THREADS_NUM=1
# One target per core at a time (FUZZ_JOBS): each target runs in a process of its own on its own
# corpus, so running them side by side changes no FUZZ_RUNS verdict, only the wall time.
max_jobs="${FUZZ_JOBS:-$(nproc)}"
if ! [[ "$max_jobs" =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz.sh: FUZZ_JOBS must be a positive whole number, not '$max_jobs'" >&2
  exit 2
fi
# fuzz_one TARGET_BINARY: runs one target; its table row goes to fuzz-findings/<target>.row.
fuzz_one() {
  local binary="$1" target name seeds findings fresh="" work budget log status runs rate time result
  target="$(basename "$binary")"
  name="${target#fuzz_}"
  seeds="$root/fuzz/corpus/$name"
  findings="$build/fuzz-findings/$target"
  mkdir -p "$build/fuzz-corpus" "$findings"
  if [ -n "${FUZZ_RUNS:-}" ]; then  # a corpus of this run's own, removed after it
    fresh="$(mktemp -d "$build/fuzz-corpus/run-$name.XXXXXX")" || return 2
    work="$fresh"
    budget=(-runs="$FUZZ_RUNS" -seed=1)
  else
    work="$build/fuzz-corpus/$name"
    mkdir -p "$work"
    budget=(-max_total_time="$seconds")
  fi
  log="$build/fuzz-findings/$target.log"
  # -malloc_limit_mb: one allocation above 1 GiB is a finding (a size taken from a header
  # without checking it against the file); -timeout: one input taking 10 s is a hang.
  "$binary" "$work" "$seeds" "${budget[@]}" -timeout=10 -rss_limit_mb=3072 \
    -malloc_limit_mb=1024 -max_len=65536 -print_final_stats=1 -artifact_prefix="$findings/" >"$log" 2>&1
  status=$?
  [ -n "$fresh" ] && rm -rf -- "$fresh"
  runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)"
  rate="$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)"
  time="$(grep -o 'Done [0-9]* runs in [0-9]* second' "$log" | grep -o '[0-9]* second' | grep -o '[0-9]*')"
  if [ $status -eq 0 ]; then result=ok; else result="FINDING (see $log)"; fi
  printf '%-22s %12s %10s %8s  %s\n' "$target" "${runs:-?}" "${rate:-?}" "${time:-?}" "$result" \
    >"$build/fuzz-findings/$target.row"
  return $status
}
targets=()
for binary in "$build"/fuzz/fuzz_*; do
  [ -x "$binary" ] || continue
  name="$(basename "$binary")"
  name="${name#fuzz_}"
  if [ -n "${FUZZ_TARGETS:-}" ] && [[ " $FUZZ_TARGETS " != *" $name "* ]]; then continue; fi
  targets+=("$binary")
done
if [ ${#targets[@]} -eq 0 ]; then
  echo "fuzz.sh: no fuzz target found in $build/fuzz (FUZZ_TARGETS='${FUZZ_TARGETS:-}')" >&2
  exit 2
fi
# A stop (CI's timeout, Ctrl+C) stops the targets still running too.
trap 'kill $(jobs -p) 2>/dev/null' EXIT
trap 'exit 130' INT TERM
for binary in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$max_jobs" ]; do wait -n || true; done
  rm -f "$build/fuzz-findings/$(basename "$binary")".{row,log}
  fuzz_one "$binary" &
done
wait
failed=0
printf '%-22s %12s %10s %8s  %s\n' target executions "exec/s" seconds result
for binary in "${targets[@]}"; do
  target="$(basename "$binary")"
  row="$build/fuzz-findings/$target.row" log="$build/fuzz-findings/$target.log"
  if grep -q ' ok$' "$row" 2>/dev/null; then
    cat "$row"
    continue
  fi
  failed=1
  if [ -f "$row" ]; then cat "$row"; else printf '%-22s %12s\n' "$target" "did not finish"; fi
  # The report, or the log's end where the target died without one (killed for its memory).
  [ -f "$log" ] && { grep -m1 -A25 -E 'ERROR|FINDING|runtime error|deadly signal' "$log" || tail -n 25 "$log"; }
done
exit $failed
