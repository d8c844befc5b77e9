#!/usr/bin/env bash
# terrain tile / terrain predict --tiles end to end (issue 19), on a generated street cut into
# 40 m tile files:
#   - with 5 m halos the tiles' labels equal a whole-cloud prediction's, point for point (the
#     files are text, so points are matched by their coordinates); without halos they do not;
#   - under `mpirun -np 2` the outputs are byte for byte those of one process; with a rank killed
#     mid-run (`mpirun -np 3 --enable-recovery`) its tile is redone and no tile is lost;
#   - a rerun predicts only the tiles whose output is missing;
#   - a damaged tile fails with its file named, alone or under mpirun, and --out may not be the
#     tiles' own folder;
#   - `terrain train` and `graph train` under `mpirun -np 2` (the 1-slack learner, its blocks
#     shared among the ranks) converge to the objective of one process within the duality gap;
#     what cannot be spread (BCFW, the general M3N, random forests) is refused.
#   bash tests/app/test_terrain_tiles_mpi.sh CLI BENCH
# The mpirun part needs Open MPI's mpirun (openmpi-bin) and a CLI built with MPI.
set -euo pipefail
cli="$1"
bench="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() {
  echo "FAIL: $*"
  exit 1
}
run() {  # run ARGS...: m3studio-cli ARGS into run.log, shown when it fails
  "$cli" "$@" >run.log 2>&1 || { cat run.log; fail "m3studio-cli $* failed"; }
}
# Share of the points of the tile outputs in folder $1 whose label equals whole.xyz's.
agreement() {
  cat "$1"/*.xyz | awk 'NR == FNR { if ($1 != "#") label[$1 " " $2 " " $3] = $4; next }
                        $1 != "#" { n++; if (label[$1 " " $2 " " $3] == $4) same++ }
                        END { printf "%.6f", n ? same / n : 0 }' whole.xyz -
}

run terrain sample --out street.ply --points 60000 --seed 4
run terrain train --cloud street.ply --mapping terrain --max-points 3000 --passes 20 --out model.json
run terrain tile --cloud street.ply --tile-size 40 --out-dir tiles --format xyz
grep -q "cut 60000 points of street.ply into" run.log || fail "terrain tile: $(cat run.log)"
tiles=$(ls tiles | wc -l)
[ "$tiles" -ge 3 ] || fail "only $tiles tiles"
run terrain predict --cloud street.ply --model model.json --out whole.xyz --tile-size 0

run terrain predict --tiles tiles --model model.json --out one
grep -q "predicted $tiles of $tiles tiles (0 finished before, skipped)" run.log || fail "$(cat run.log)"
grep -q "on 1 process(es): 60000 points" run.log || fail "$(cat run.log)"
with_halo=$(agreement one)
[ "$with_halo" = "1.000000" ] || fail "with halos the tiles agree with the whole cloud on $with_halo of the points"
run terrain predict --tiles tiles --model model.json --out bare --halo 0
without_halo=$(agreement bare)
awk -v a="$without_halo" 'BEGIN { exit !(a < 1) }' || fail "without halos the tiles should differ somewhere"
echo "label agreement with the whole cloud: $with_halo with 5 m halos, $without_halo without"

# Resumable: only the missing output is predicted again, and comes back the same.
first=$(ls one | head -1)
cp "one/$first" kept.xyz
rm "one/$first"
run terrain predict --tiles tiles --model model.json --out one
grep -q "predicted 1 of $tiles tiles ($((tiles - 1)) finished before, skipped)" run.log || fail "$(cat run.log)"
cmp -s kept.xyz "one/$first" || fail "the redone tile differs"

# Refused: the outputs in the tiles' folder; a damaged tile, named.
if "$cli" terrain predict --tiles tiles --model model.json --out tiles >run.log 2>&1; then fail "--out tiles accepted"; fi
grep -q "holds the tiles themselves" run.log || fail "$(cat run.log)"
mkdir broken
cp tiles/* broken/
printf 'not a number at all\n' >>"broken/$first"
status=0
"$cli" terrain predict --tiles broken --model model.json --out broken_out >run.log 2>&1 || status=$?
[ "$status" = 1 ] && grep -q "$first" run.log || fail "a damaged tile: status $status, $(cat run.log)"

if ! command -v mpirun >/dev/null; then
  echo "SKIP (partly): mpirun is not installed (openmpi-bin); the one-process checks passed"
  exit 0
fi
# Shared memory between the ranks, no network; no single-copy (containers often forbid the
# ptrace it needs).
mpi=(mpirun --oversubscribe -np 2 --mca btl self,vader --mca btl_vader_single_copy_mechanism none)
[ "$(id -u)" = 0 ] && mpi+=(--allow-run-as-root)
"${mpi[@]}" "$cli" terrain predict --tiles tiles --model model.json --out two >run.log 2>&1 || { cat run.log; fail "mpirun failed"; }
grep -q "predicted $tiles of $tiles tiles (0 finished before, skipped) with the amn model and 5 m halos on 2 process(es)" run.log ||
  fail "under mpirun: $(cat run.log)"
for f in tiles/*; do
  cmp -s "one/$(basename "$f")" "two/$(basename "$f")" || fail "$(basename "$f") differs between 1 and 2 processes"
done
# A rank killed mid-run (kill -9 once it has finished a tile and taken the next): under
# --enable-recovery the others go on, the dead rank's tile is done again, and no tile is lost.
run terrain tile --cloud street.ply --tile-size 10 --out-dir small --format xyz
small=$(ls small | wc -l)
run terrain predict --tiles small --model model.json --out small_one
recovering=("${mpi[@]}")
recovering[3]=3  # -np 3
recovering+=(--enable-recovery)
"${recovering[@]}" "$cli" terrain predict --tiles small --model model.json --out small_three --rank-timeout 10 \
  >run.log 2>&1 &
launcher=$!
for _ in $(seq 600); do grep -q "(rank 1)$" run.log && break; sleep 0.1; done
victim=""
for child in $(pgrep -P "$launcher"); do
  tr '\0' '\n' <"/proc/$child/environ" 2>/dev/null | grep -qx "OMPI_COMM_WORLD_RANK=1" && victim=$child
done
[ -n "$victim" ] || { kill "$launcher"; cat run.log; fail "rank 1 of the recovering run not found"; }
kill -9 "$victim"
status=0
wait "$launcher" || status=$?
[ "$status" = 0 ] || { cat run.log; fail "the run with rank 1 killed ended with status $status"; }
grep -q "rank 1 sent no word for 10 s: taken as lost; .* is done again by another rank" run.log &&
  grep -q "predicted $small of $small tiles .* ranks lost (their tiles done by the others): 1;" run.log ||
  { cat run.log; fail "the killed rank's tile was not redone"; }
for f in small/*; do
  cmp -s "small_one/$(basename "$f")" "small_three/$(basename "$f")" || fail "$(basename "$f") differs after a rank was killed"
done
echo "rank 1 killed mid-run: all $small tiles written, the same as one process's"
status=0
"${mpi[@]}" "$cli" terrain predict --tiles broken --model model.json --out broken_mpi >run.log 2>&1 || status=$?
[ "$status" != 0 ] && grep -q "$first" run.log || fail "a damaged tile under mpirun: status $status, $(cat run.log)"

# Training spread over two ranks: the last progress line's primal and gap, alone and under mpirun.
final() {  # final LOG: "primal gap" (percent) of the last progress line
  awk '$1 == "pass" { for (i = 1; i < NF; i++) { if ($i == "primal") primal = $(i + 1); if ($i == "gap") gap = $(i + 1) } }
       END { sub("%", "", gap); print primal, gap }' "$1"
}
same_objective() {  # same_objective WHAT LOG_ALONE LOG_SHARED: the primals agree within the larger gap
  # (plus 0.1% for the 4 significant digits the progress line prints)
  local primal_alone gap_alone primal_shared gap_shared
  read -r primal_alone gap_alone < <(final "$2")
  read -r primal_shared gap_shared < <(final "$3")
  awk -v a="$primal_alone" -v b="$primal_shared" -v g="$gap_alone" -v h="$gap_shared" \
    'BEGIN { d = a > b ? a - b : b - a; tol = ((g > h ? g : h) / 100 + 1e-3) * (a > b ? a : b); exit !(a > 0 && d <= tol) }' ||
    fail "$1: objectives differ beyond the gap: alone $primal_alone (gap $gap_alone%), 2 ranks $primal_shared (gap $gap_shared%)"
  echo "$1: primal $primal_alone (gap $gap_alone%) alone, $primal_shared (gap $gap_shared%) on 2 ranks"
}
train=(terrain train --cloud street.ply --mapping terrain --max-points 3000 --learner one-slack)
run "${train[@]}" --out alone.json
cp run.log alone.log
"${mpi[@]}" "$cli" "${train[@]}" --out shared.json >run.log 2>&1 || { cat run.log; fail "training under mpirun failed"; }
grep -q "its blocks shared among 2 MPI ranks" run.log || fail "training under mpirun: $(cat run.log)"
grep -q "stopped: converged after .* on 2 MPI ranks; saved shared.json" run.log || fail "not converged: $(cat run.log)"
grep -q "stopped: converged after" alone.log || fail "not converged alone: $(cat alone.log)"
same_objective "terrain train" alone.log run.log
"$cli" terrain predict --cloud street.ply --model shared.json --out shared.xyz --tile-size 0 >run.log 2>&1 ||
  { cat run.log; fail "the model trained on 2 ranks does not predict"; }
status=0
"${mpi[@]}" "$cli" terrain train --cloud street.ply --mapping terrain --max-points 3000 --learner bcfw --out no.json >run.log 2>&1 || status=$?
[ "$status" = 2 ] && grep -q "needs --learner one-slack" run.log && [ ! -e no.json ] ||
  fail "BCFW under mpirun: status $status, $(cat run.log)"

# graph train the same way, on generated departments; the kinds that cannot be spread refused.
run graph sample --out departments.json --graphs 3 --seed 2
graph_train=(graph train --data departments.json --model-kind amn --learner one-slack)
run "${graph_train[@]}" --out alone.json
cp run.log alone.log
"${mpi[@]}" "$cli" "${graph_train[@]}" --out shared.json >run.log 2>&1 || { cat run.log; fail "graph train under mpirun failed"; }
grep -q "stopped: converged after .* on 2 MPI ranks; saved shared.json" run.log || fail "graph train: $(cat run.log)"
same_objective "graph train" alone.log run.log
for kind in m3n-general random-forest; do
  status=0
  "${mpi[@]}" "$cli" graph train --data departments.json --model-kind $kind --out no.json >run.log 2>&1 || status=$?
  [ "$status" = 2 ] && grep -q "trains on one process" run.log && [ ! -e no.json ] ||
    fail "graph train --model-kind $kind under mpirun: status $status, $(cat run.log)"
done
# The benchmark's smoke run (its training part skipped: no Oakland files here).
"$bench" distributed --quick --data "$work/none" --dir "$work" >run.log 2>&1 || { cat run.log; fail "bench distributed failed"; }
grep -q "outputs identical, byte for byte" run.log && grep -q "training: skipped, no oakland_part3_" run.log ||
  fail "bench distributed: $(cat run.log)"
echo "PASS: $tiles tiles; 1 and 2 processes give the same files; training on 2 ranks reaches the same objective"
