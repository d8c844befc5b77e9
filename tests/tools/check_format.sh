#!/usr/bin/env bash
# Every line of C++ changed since the format baseline (.ci/format-baseline) is as clang-format
# writes it (.clang-format: Google style, 100 columns). Older lines are left as they are until
# they change. The baseline is moved forward now and then to a commit at which this check passed
# (every line changed before it is formatted already, so nothing goes unchecked): git-clang-format
# runs clang-format on one changed file after another, and 350 files since the first baseline
# took 42 s of the test run. Skipped (77) outside a git clone with that history.
#   bash tests/tools/check_format.sh SOURCE_DIR
set -uo pipefail
cd "$1" || exit 2
command -v git-clang-format >/dev/null || { echo "git-clang-format is missing (Debian: clang-format)"; exit 77; }
git rev-parse --git-dir >/dev/null 2>&1 || { echo "not a git checkout: format not checked"; exit 77; }
base="$(cat .ci/format-baseline)"
git cat-file -e "$base^{commit}" 2>/dev/null || { echo "the format baseline $base is not in this clone: not checked"; exit 77; }
out="$(git clang-format --extensions h,cpp --diff "$base" 2>&1)"
if grep -q '^diff --git' <<<"$out"; then
  echo "$out"
  echo "lines changed since $base are not formatted: run  git clang-format --extensions h,cpp $base"
  exit 1
fi
echo "every C++ line changed since $base is formatted"
