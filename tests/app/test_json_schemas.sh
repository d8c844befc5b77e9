#!/usr/bin/env bash
# Every JSON file m3studio-cli writes matches its published schema (docs/schemas/): one model
# of every kind, trained on small generated data, plus graph files, checked by
# tests/tools/validate_json_schema.py, which also requires each model's "writtenBy" stamp to
# name this build. Projects and journals come from the GUI: test_projects checks those.
#   bash tests/app/test_json_schemas.sh SOURCE_DIR CLI
# Exit 77 (skipped) without python3's jsonschema module (Debian: python3-jsonschema).
set -euo pipefail
source_dir="$1"
cli="$2"
validate=(python3 "$source_dir/tests/tools/validate_json_schema.py" --schemas "$source_dir/docs/schemas")
if ! python3 -c "import jsonschema" 2>/dev/null; then
  echo "SKIP: python3 and its jsonschema module (python3-jsonschema) are needed"
  exit 77
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
run() {  # run ARGS...: m3studio-cli ARGS, its output shown only when it fails
  if ! "$cli" "$@" >run.log 2>&1; then
    echo "m3studio-cli $* failed:"
    cat run.log
    exit 1
  fi
}

# Handwriting: the chain models, with and without transitions and a kernel.
run sample --out words.data --words 40 --seed 3
run train --data words.data --out chain-m3n.json --passes 3
run train --data words.data --out multiclass-svm.json --passes 3 --no-transitions
run train --data words.data --out chain-m3n-kernel.json --passes 2 --kernel rbf
run train --data words.data --out multiclass-svm-kernel.json --passes 2 --kernel poly2 --no-transitions

# Generic graphs: a graph file, every graph model kind, and a predicted graph file.
run graph sample --out graphs.json --graphs 2 --pages 40
for kind in amn node-svm voted-svm random-forest m3n-general; do
  run graph train --data graphs.json --model-kind "$kind" --passes 5 --out "graph-$kind.json"
done
run graph predict --model graph-amn.json --data graphs.json --out predicted-graphs.json

# Terrain: the graph model with its feature settings and class mapping.
run terrain sample --out cloud.ply --points 3000 --seed 2
run terrain train --cloud cloud.ply --mapping terrain --out terrain-amn.json --passes 5

# Parsers: generated trees, the three kinds.
run parse sample --out trees.mrg --sentences 40 --seed 4
for kind in generative basic lexical lexical-aux; do
  run parse train --data trees.mrg --model-kind "$kind" --passes 2 --out "parser-$kind.json"
done

# Bonds: cysteines 8 and 35 (followed by AK) and 17 and 26 (followed by AD) are bonded.
for k in 0 1 2 3 4 5 6 7 8 9 10 11; do
  echo ">P$k bonds=8-35,17-26"
  echo "AGLSTVICAKGLSTVICADGLSTVICADGLSTVICAKAAAA"
done >proteins.fasta
run bonds train --data proteins.fasta --model-kind m3n --passes 5 --out bonds-m3n.json
run bonds train --data proteins.fasta --model-kind pair-svm --passes 5 --out bonds-pair-svm.json
run bonds train --data proteins.fasta --model-kind m3n --kernel rbf --passes 5 --out bonds-m3n-kernel.json

# Multi-label: three features, labels sky = f0 > 0, sea = f1 > 0, beach = both.
{
  printf '@relation scenes\n@attribute f0 numeric\n@attribute f1 numeric\n@attribute f2 numeric\n'
  printf '@attribute sky {0,1}\n@attribute sea {0,1}\n@attribute beach {0,1}\n@data\n'
  for i in $(seq 0 39); do
    a=$(( (i * 37) % 11 - 5 )) b=$(( (i * 53) % 13 - 6 )) c=$(( (i * 17) % 7 - 3 ))
    sky=$(( a > 0 )) sea=$(( b > 0 ))
    echo "$a,$b,$c,$sky,$sea,$(( sky && sea ))"
  done
} >scenes.arff
for kind in lmsbn lmsbn-fscore lmbm svm chain-ssvm full-ssvm; do
  run multilabel train --data scenes.arff --labels 3 --model-kind "$kind" --passes 5 --out "multilabel-$kind.json"
done
run multilabel train --data scenes.arff --labels 3 --model-kind lmsbn --kernel rbf --passes 5 \
  --out multilabel-lmsbn-kernel.json

# Image regions (a graph model with "regions") and segmentation, on generated images.
mkdir images segments
for seed in 1 2; do
  run regions sample --image "images/img$seed.png" --mask "mask$seed.png" --regions "segments/img$seed.png" \
    --width 96 --height 64 --seed "$seed"
done
run regions train --image images/img1.png,images/img2.png --mask mask1.png,mask2.png --passes 5 \
  --out regions-amn.json
run segmentation train --images images --segmentations segments --passes 2 --region-size 12 --out segmentation.json

# A gzip-compressed model reads like any other.
gzip -c chain-m3n.json >chain-m3n.json.gz

stamp="M3Studio $("$cli" --version | awk '{print $2}')"
files=(*.json *.json.gz)
echo "validating ${#files[@]} files written by $stamp"
"${validate[@]}" --written-by "$stamp" "${files[@]}"

# The check can fail: damaged copies are refused, each for its own reason.
python3 - <<'PY'
import copy, json
good = json.load(open("terrain-amn.json"))
def damaged(name, change):
    model = copy.deepcopy(good)
    change(model)
    json.dump(model, open(name, "w"))
damaged("bad-kind.json", lambda m: m.update(kind="amnesia"))
damaged("bad-edge-weight.json", lambda m: m["weights"]["edge"][0].__setitem__(0, -1))
damaged("bad-mapping.json", lambda m: m["terrain"].pop("mapping"))
damaged("bad-labels.json", lambda m: m.update(labels="ground"))
PY
if "${validate[@]}" bad-*.json >bad.log; then
  echo "damaged models were accepted:"
  cat bad.log
  exit 1
fi
if [[ $(grep -c '^INVALID' bad.log) != 4 ]] || ! grep -q "'amnesia' is not one of" bad.log ||
   ! grep -q "less than the minimum of 0" bad.log || ! grep -q "'mapping' is a required property" bad.log; then
  echo "damaged models were not refused for their damage:"
  cat bad.log
  exit 1
fi
echo "damaged models refused"
