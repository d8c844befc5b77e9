#!/usr/bin/env bash
# The bash completion script (resources/m3studio-cli.bash-completion) against the built
# m3studio-cli: command words, subcommands and options complete as the program declares them.
#   bash tests/app/test_bash_completion.sh SOURCE_DIR CLI
set -euo pipefail
source "$1/resources/m3studio-cli.bash-completion"
cli="$2"
failed=0
# complete WORDS... : the completions of the last word.
complete_words() {
  COMP_WORDS=("$cli" "$@")
  COMP_CWORD=$#
  COMPREPLY=()
  _m3studio_cli
  printf '%s\n' "${COMPREPLY[@]}"
}
expect() {  # expect WORD... : EXPECTED...
  local words=() expected
  while [[ $1 != ":" ]]; do words+=("$1"); shift; done
  shift
  local got
  got="$(complete_words "${words[@]}")"
  for expected in "$@"; do
    if ! grep -qx -- "$expected" <<<"$got"; then
      echo "completing '${words[*]}': expected $expected among: $(tr '\n' ' ' <<<"$got")"
      failed=1
    fi
  done
}
expect "ter" : terrain
expect "" : sample train predict eval export graph parse terrain bonds multilabel regions segmentation --help --version
expect terrain "tr" : train
expect terrain "" : sample train predict eval
expect terrain train "--cl" : --cloud
expect train "--no" : --no-transitions
expect parse train "--" : --model-kind --min-count --max-words --C --help
expect regions predict "--ind" : --indexed
# Every subcommand of every command completes its own options (here: at least --help).
for command in graph parse terrain bonds multilabel regions segmentation; do
  for sub in $(complete_words "$command" ""); do
    expect "$command" "$sub" "--" : --help
  done
done
# A value completes as a file name: no candidates of our own.
[[ -z "$(complete_words terrain train --cloud "")" ]] || { echo "a value got candidates"; failed=1; }
[[ $failed -eq 0 ]] && echo "completions match the declarations"
exit $failed
