#!/usr/bin/env bash
# The sanitizer stage of CI (docs/reliability.md), after the release build and its tests:
#  1. clang with AddressSanitizer + UndefinedBehaviorSanitizer (every report fatal) builds the
#     engine, its unit tests and the fuzz targets (build/fuzz; no GUI, so the build stays short);
#     ctest runs the unit tests and replays every fuzz seed and past finding;
#  2. every fuzz target tries FUZZ_RUNS inputs (default 50,000) from its seed corpus with a
#     fixed random seed, one target per core at a time, so a finding in CI is found again by
#     the same command; FUZZ_SECONDS instead runs each target for that long and keeps growing
#     its corpus (longer local runs);
#  3. clang with ThreadSanitizer builds the threaded tests (build/tsan): the learner thread with
#     cancellation and superseded jobs, live retraining, parallel features and tiles.
#   bash resources/sanitize.sh [asan|fuzz|tsan ...]     (default: all three)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
stages=("$@")
[ ${#stages[@]} -eq 0 ] && stages=(asan fuzz tsan)
jobs="$(nproc)"
# -O1 keeps the sanitized tests fast; line tables are enough for symbolized reports and much
# cheaper to compile than full debug information.
flags=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only"
       -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DM3_BUILD_APP=OFF)
export LSAN_OPTIONS="suppressions=$root/tests/lsan.supp"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
stamp() { echo "sanitize: $* ($(date +%T))"; }

for stage in "${stages[@]}"; do
  case "$stage" in
    asan)
      stamp "ASan + UBSan build of the engine, its tests and the fuzz targets"
      cmake -S "$root" -B "$root/build/fuzz" "${flags[@]}" -DM3_FUZZ=ON >/dev/null
      cmake --build "$root/build/fuzz" -j "$jobs"
      stamp "unit tests and fuzz replays under ASan + UBSan"
      # ASan tests run several times slower: QtTest's 300 s per test function is too tight for
      # the learners' exact-QP checks on a busy machine; ctest's --timeout still catches a hang.
      (cd "$root/build/fuzz" && QTEST_FUNCTION_TIMEOUT=900000 ctest --output-on-failure -j "$jobs" --timeout 900) ;;
    fuzz)
      if [ -n "${FUZZ_SECONDS:-}" ]; then
        stamp "fuzzing every reader for $FUZZ_SECONDS s"
        FUZZ_RUNS="" bash "$root/resources/fuzz.sh" "$FUZZ_SECONDS" "$root/build/fuzz"
      else
        stamp "fuzzing every reader: ${FUZZ_RUNS:=50000} inputs each, fixed seed"
        FUZZ_RUNS="$FUZZ_RUNS" bash "$root/resources/fuzz.sh" 0 "$root/build/fuzz"
      fi ;;
    tsan)
      stamp "ThreadSanitizer build of the threaded tests"
      cmake -S "$root" -B "$root/build/tsan" "${flags[@]}" -DM3_TSAN=ON -DM3_THREAD_TESTS_ONLY=ON >/dev/null
      cmake --build "$root/build/tsan" -j "$jobs"
      stamp "threaded tests under ThreadSanitizer"
      (cd "$root/build/tsan" && TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$root/tests/tsan.supp" \
        QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$jobs" --timeout 900) ;;
    *) echo "usage: sanitize.sh [asan|fuzz|tsan ...]" >&2; exit 2 ;;
  esac
done
stamp "done"
