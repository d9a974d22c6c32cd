#!/usr/bin/env bash
# One-command setup on a fresh Debian machine: system packages (when missing), npm
# dependencies from the lock file, and the build. `--training` also installs the Python
# side of training/ (PyTorch, torchvision, onnx from Debian, and OpenBLAS: Debian's
# torch falls back to the reference BLAS without it, 30x slower on 1x1 convolutions).
set -euo pipefail
cd "$(dirname "$0")/.."

want_training=0
for a in "$@"; do [ "$a" = "--training" ] && want_training=1; done

need=()
if [ -z "${CHROMIUM_PATH:-}" ] && ! [ -x /usr/bin/chromium ] && ! command -v chromium >/dev/null 2>&1; then need+=(chromium); fi
if ! (command -v fc-list >/dev/null 2>&1 && fc-list | grep -qi "Liberation Sans"); then need+=(fonts-liberation); fi
if [ "$want_training" = 1 ] && { ! /usr/bin/python3 -c "import torch, torchvision, onnx" >/dev/null 2>&1 || ! [ -e /usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3 ]; }; then
  need+=(python3-torch python3-torchvision python3-onnx libopenblas0-pthread)
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]} with apt-get"
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" != 0 ]; then
      if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; else
        echo "setup: need root to install ${need[*]}. Run: sudo apt-get install -y ${need[*]}" >&2
        echo "       (or set CHROMIUM_PATH to an existing Chromium/Chrome binary) and run npm run setup again." >&2
        exit 1
      fi
    fi
    $SUDO apt-get update -q
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${need[@]}"
  else
    echo "setup: no apt-get here. Install ${need[*]} with your package manager, or set CHROMIUM_PATH to a" >&2
    echo "       Chromium/Chrome binary and install the Liberation fonts, then run npm run setup again." >&2
    exit 1
  fi
fi

# onnxruntime-node bundles its CPU binaries; its optional CUDA download would need the network.
ONNXRUNTIME_NODE_INSTALL=skip npm ci --no-audit --no-fund
npm run build
echo "setup: done. Try: node dist/cli.js episode --task click-button --seed 1000 --out x.png"
