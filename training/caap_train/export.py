"""Export the trained models (EMA weights) to ONNX plus models/perception.json, the metadata
the TypeScript observer reads: types, subtypes, charset, input size, thresholds, hashes.

  /usr/bin/python3 -m caap_train.export --detector training/runs/detector --understander training/runs/understander --out models
"""
import argparse
import hashlib
import json
import os

import torch

from .common import load_checkpoint
from .detector import Detector
from .metrics import NMS_IOU, SCORE_THRESHOLD
from .schema import CANON_SCALE, ELEMENT_TYPES, IMG_H, IMG_W, STATE_KEYS
from .cut_detector_tile import cut as cut_detector_tile
from .split_understander import split as split_understander
from .understander import CROP_H, CROP_W, MARGIN, TEXT_H_CSS, Understander

OPSET = 17


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def export_detector(ckpt, out):
    model = Detector()
    model.load_state_dict(ckpt["ema"])
    model.eval()
    x = torch.rand(1, 3, IMG_H, IMG_W)
    torch.onnx.export(model, x, out, opset_version=OPSET, input_names=["image"], output_names=["boxes", "scores"],
                      do_constant_folding=True)


def export_understander(ckpt, out):
    vocab = ckpt["vocab"]
    model = Understander(len(vocab["subtypes"]), len(vocab["charset"]) + 1)
    model.load_state_dict(ckpt["ema"])
    model.eval()
    x = torch.rand(1, 3, IMG_H, IMG_W)
    b = torch.tensor([[2.0, 52.0, 60.0, 63.0], [10.0, 80.0, 100.0, 110.0]])
    torch.onnx.export(model, (x, b), out, opset_version=OPSET, input_names=["image", "boxes"],
                      output_names=["type_logits", "subtype_logits", "state_logits", "text_logprobs"],
                      dynamic_axes={"boxes": {0: "E"}, "type_logits": {0: "E"}, "subtype_logits": {0: "E"},
                                    "state_logits": {0: "E"}, "text_logprobs": {0: "E"}},
                      do_constant_folding=True)
    return vocab


def main(argv=None):
    ap = argparse.ArgumentParser(description="export the trained vision models to ONNX")
    ap.add_argument("--detector", default="training/runs/detector", help="detector run folder")
    ap.add_argument("--understander", default="training/runs/understander", help="understander run folder")
    ap.add_argument("--out", default="models")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    det_ck = load_checkpoint(os.path.join(args.detector, "detector.ckpt"))
    und_ck = load_checkpoint(os.path.join(args.understander, "understander.ckpt"))
    if det_ck is None or und_ck is None:
        raise SystemExit("missing checkpoint: train both models first (npm run train)")
    det_path = os.path.join(args.out, "detector.onnx")
    und_path = os.path.join(args.out, "understander.onnx")
    export_detector(det_ck, det_path)
    vocab = export_understander(und_ck, und_path)
    meta = {
        "format": 1,
        "canonical_scale": CANON_SCALE,
        "image": {"width": IMG_W, "height": IMG_H, "layout": "NCHW float32 RGB in [0,1]"},
        "types": ELEMENT_TYPES,
        "subtypes": vocab["subtypes"],
        "charset": vocab["charset"],
        "ctc_blank": 0,
        "states": STATE_KEYS,
        "detector": {"file": "detector.onnx", "sha256": sha256(det_path), "score_threshold": SCORE_THRESHOLD,
                     "nms_iou": NMS_IOU, "nms": "class-agnostic", "box_units": "input px (CSS px x canonical_scale)",
                     "epoch": det_ck["epoch"] + 1, "val": det_ck.get("metrics")},
        "understander": {"file": "understander.onnx", "sha256": sha256(und_path), "crop": [CROP_H, CROP_W],
                         "margin_css_px": MARGIN, "text_window_css_px": TEXT_H_CSS, "epoch": und_ck["epoch"] + 1, "val": und_ck.get("metrics")},
    }
    with open(os.path.join(args.out, "perception.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
    for p in (det_path, und_path):
        print(f"{p}: {os.path.getsize(p) / 1e6:.2f} MB sha256 {sha256(p)[:16]}")
    # The parts the observer runs (the same outputs, bit for bit, in about half the time).
    split_understander(args.out)
    # The detector as a tile graph, for incremental perception's measurements (docs/perception.md).
    cut_detector_tile(args.out)


if __name__ == "__main__":
    main()
