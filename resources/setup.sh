#!/usr/bin/env bash
# One entry point for new machines and CI: install the Debian packages listed in
# resources/debian-packages.txt, configure and build M3Studio, then open the GUI or test.
#   bash resources/setup.sh run        # set up, build, open the GUI on the built-in sample
#   bash resources/setup.sh test       # set up, build, run the whole release suite (GUI tests
#                                      # under Xvfb): the test command of the README
#   bash resources/setup.sh sanitize   # set up, then the sanitizer stage (resources/sanitize.sh):
#                                      # ASan + UBSan tests, fuzzing, TSan; CI runs it after `test`
#   bash resources/setup.sh build      # set up and build only
# M3_SANITIZE_STAGES="asan fuzz" picks sanitizer stages; FUZZ_RUNS the inputs per fuzz target
# (fixed seed), FUZZ_SECONDS a fuzzing time per target instead. With M3_STAGE_TIMES naming a
# file, each stage appends "name seconds" to it (.ci/run prints them).
set -euo pipefail
mode="${1:-build}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
preset="${M3_PRESET:-release}"

stamp() { echo "setup: $* ($(date +%T))"; }
# Runs a stage and records its time; a failing stage fails the script (set -e).
timed() {
  local name="$1" started
  shift
  started=$(date +%s)
  "$@"
  [ -z "${M3_STAGE_TIMES:-}" ] || echo "$name $(($(date +%s) - started))" >>"$M3_STAGE_TIMES"
}

install_packages() {
  mapfile -t wanted < <(grep -v '^\s*#' "$root/resources/debian-packages.txt" | sed '/^\s*$/d')
  local missing=()
  for p in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "setup: installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}

build() {
  stamp "building the $preset preset"
  cmake --preset "$preset" -S "$root" >/dev/null
  cmake --build --preset "$preset" -j "$(nproc)"
}

release_tests() {
  # Tests that need a display get one from Xvfb; everything runs under one server. The longest
  # tests start first (tests/CMakeLists.txt, M3_TEST_COSTS), so none runs alone at the end. One
  # test more than cores: the GUI and crash-recovery tests spend much of their time waiting for
  # windows and processes (2 cores: 4 min 58 s with 3 at a time, 6 min 25 s with 2).
  cd "$root/build/$preset"
  stamp "release tests"
  xvfb-run -a -s "-screen 0 1600x1000x24" ctest --output-on-failure -j "$(($(nproc) + 1))" --timeout 900
}

timed packages install_packages
case "$mode" in
  build) timed release-build build ;;
  run)
    timed release-build build
    exec "$root/build/$preset/app/m3studio" ;;
  test)
    timed release-build build
    timed release-tests release_tests ;;
  sanitize)
    read -r -a stages <<<"${M3_SANITIZE_STAGES-asan fuzz tsan}"
    for stage in "${stages[@]}"; do timed "sanitize-$stage" bash "$root/resources/sanitize.sh" "$stage"; done ;;
  *) echo "usage: setup.sh [run|test|sanitize|build]" >&2; exit 2 ;;
esac
