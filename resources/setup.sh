#!/usr/bin/env bash
# One entry point for new machines and CI: install the Debian packages listed in
# resources/debian-packages.txt, configure and build M3Studio, then either open the GUI
# on the built-in sample ("run") or run the whole test suite ("test").
#   bash resources/setup.sh run     # set up, build, open the GUI
#   bash resources/setup.sh test    # set up, build, run every test (GUI tests under Xvfb), then
#                                   # the sanitizer stage: ASan/UBSan tests, fuzzing, TSan
#   bash resources/setup.sh build   # set up and build only
# M3_SANITIZE_STAGES="asan fuzz" picks sanitizer stages ("" skips them); FUZZ_RUNS the inputs
# per fuzz target (fixed seed), FUZZ_SECONDS a fuzzing time per target instead.
set -euo pipefail
mode="${1:-build}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
preset="${M3_PRESET:-release}"

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

stamp() { echo "setup: $* ($(date +%T))"; }

build() {
  stamp "building the $preset preset"
  cmake --preset "$preset" -S "$root" >/dev/null
  cmake --build --preset "$preset" -j "$(nproc)"
}

install_packages
build
bin="$root/build/$preset/app"
case "$mode" in
  build) ;;
  run) exec "$bin/m3studio" ;;
  test)
    # Tests that need a display get one from Xvfb; everything runs under one server.
    cd "$root/build/$preset"
    stamp "release tests"
    xvfb-run -a -s "-screen 0 1600x1000x24" ctest --output-on-failure -j 2 --timeout 900
    read -r -a stages <<<"${M3_SANITIZE_STAGES-asan fuzz tsan}"
    [ ${#stages[@]} -eq 0 ] || bash "$root/resources/sanitize.sh" "${stages[@]}" ;;
  *) echo "usage: setup.sh [run|test|build]" >&2; exit 2 ;;
esac
