#!/bin/bash
# Image Regions on CamVid (README, "Image regions on CamVid"): train on the 123 training
# images with every labelled region and with 10% of them, evaluate on the 101 validation images,
# for each model kind. Run from the repository with ../shared beside it; models and outputs go
# to /tmp. Until `bench regions --camvid` exists this is the reproduction script.
set -e
cd "$(dirname "$0")/../build/release"
D=../../../shared/data/camvid
DS=../../resources/datasets/camvid.txt
[ -d "$D/train" ] || { echo "CamVid not found at $D (../shared/data/camvid)"; exit 1; }
for kind in amn node-svm voted-svm random-forest; do
  for f in 1 0.1; do
    /usr/bin/time -f "train wall %e s" ./app/m3studio-cli regions train --images $D/train --masks $D/trainannot --dataset $DS --model-kind $kind --scribble-fraction $f --out /tmp/cv-$kind-$f.json 2>&1 >/tmp/cv-$kind-$f.train | grep "train wall"
    tail -1 /tmp/cv-$kind-$f.train
    ./app/m3studio-cli regions eval --model /tmp/cv-$kind-$f.json --images $D/val --masks $D/valannot --dataset $DS 2>/dev/null > /tmp/cv-$kind-$f.eval
    echo "$kind f=$f: $(grep -E '^(global|class average|mean IoU)' /tmp/cv-$kind-$f.eval | tr '\n' ' ')"
  done
done
