#!/usr/bin/env bash
# `npm run train`: train both vision models from a dataset, then export them to models/.
#   npm run train -- [--data DIR[,DIR...]] [--epochs-detector N] [--epochs-understander N] [--max-minutes M]
#                    [--device cpu|cuda|auto] [--from-models] [--lr R]
# --from-models fine-tunes the shipped models/*.onnx (their checkpoints are not committed) instead of
# training from scratch. Resumable: re-running the same command continues from training/runs/*/ *.ckpt.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
PY=${PYTHON:-/usr/bin/python3}
data="$here/../datasets/train"; ed=40; eu=30; minutes=0; device=auto; runs=runs; init_d=(); init_u=(); lr=()
while [ $# -gt 0 ]; do
  case "$1" in
    --data) data=$2; shift 2;;
    --epochs-detector) ed=$2; shift 2;;
    --epochs-understander) eu=$2; shift 2;;
    --max-minutes) minutes=$2; shift 2;;
    --device) device=$2; shift 2;;
    --runs) runs=$2; shift 2;;
    --from-models) init_d=(--init-from "$here/../models/detector.onnx" --anneal-by-time)
                   init_u=(--init-from "$here/../models/understander.onnx" --anneal-by-time); shift;;
    --lr) lr=(--lr "$2"); shift 2;;
    -h|--help) sed -n '2,6p' "$0"; exit 0;;
    *) echo "train.sh: unknown option $1" >&2; exit 2;;
  esac
done
# Each folder relative to where the command was run (npm run: the repo root).
data="$(IFS=,; for d in $data; do printf '%s,' "$(realpath -m "$d")"; done)"; data="${data%,}"
cd "$here"
"$PY" -c "import torch, torchvision, onnx" 2>/dev/null || {
  echo "train: needs PyTorch, torchvision and onnx: sudo apt-get install -y python3-torch python3-torchvision python3-onnx (or npm run setup -- --training)" >&2; exit 1; }
for d in ${data//,/ }; do
  [ -f "$d/labels.jsonl" ] || { echo "train: no dataset at $d: build it with caap dataset build (see README)" >&2; exit 1; }
done
"$PY" -m caap_train.train_detector --data "$data" --out "$runs/detector" --epochs "$ed" --device "$device" --max-minutes "$minutes" ${init_d[@]+"${init_d[@]}"} ${lr[@]+"${lr[@]}"}
"$PY" -m caap_train.train_understander --data "$data" --out "$runs/understander" --epochs "$eu" --device "$device" --max-minutes "$minutes" ${init_u[@]+"${init_u[@]}"} ${lr[@]+"${lr[@]}"}
"$PY" -m caap_train.export --detector "$runs/detector" --understander "$runs/understander" --out ../models
