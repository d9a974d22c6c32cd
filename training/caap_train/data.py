"""Loading `caap dataset build` output: labels.jsonl (one screen per line) + images/.

A record: {"image": "images/x.png", "scale": 2, "task": ..., "seed": ..., "elements": [Element, ...]}
with Element boxes in task-frame CSS pixels (src/perception/element.ts)."""
import json
import os
import random

import numpy as np
import torch
from PIL import Image

from .schema import IMG_H, IMG_W, TYPE_INDEX


def read_records(data_dir):
    path = os.path.join(data_dir, "labels.jsonl")
    if not os.path.exists(path):
        raise FileNotFoundError(f"{path} not found: build the dataset first (caap dataset build ... --out {data_dir})")
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            r = json.loads(line)
            image = r.get("image") or r.get("file") or r.get("png")
            elements = r.get("elements") or r.get("labels") or []
            out.append({"image": os.path.join(data_dir, image), "task": r.get("task", "?"),
                        "seed": r.get("seed", -1), "elements": elements})
    return out


def split_by_seed(records, val_fraction=0.05, seed=0):
    """Hold out whole episodes (task, seed), so near-identical screens never straddle the split."""
    keys = sorted({(r["task"], r["seed"]) for r in records})
    rng = random.Random(seed)
    rng.shuffle(keys)
    n_val = max(1, int(len(keys) * val_fraction))
    val_keys = set(keys[:n_val])
    train = [r for r in records if (r["task"], r["seed"]) not in val_keys]
    val = [r for r in records if (r["task"], r["seed"]) in val_keys]
    return train, val


def load_canonical(path):
    """The screenshot as float32 CHW in [0,1] at the canonical 320x420 (bilinear resize if needed)."""
    img = Image.open(path).convert("RGB")
    if img.size != (IMG_W, IMG_H):
        img = img.resize((IMG_W, IMG_H), Image.BILINEAR)
    return torch.from_numpy(np.asarray(img, dtype=np.float32) / 255.0).permute(2, 0, 1).contiguous()


def boxes_and_types(elements):
    """Boxes in CSS px [N,4] (l,t,r,b) and type indices [N]."""
    boxes = [[e["box"]["left"], e["box"]["top"], e["box"]["right"], e["box"]["bottom"]] for e in elements]
    types = [TYPE_INDEX[e["type"]] for e in elements]
    return (torch.tensor(boxes, dtype=torch.float32).reshape(-1, 4), torch.tensor(types, dtype=torch.long))
