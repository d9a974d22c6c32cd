"""Where an understander's training starts when it has no checkpoint of its own: another
understander's weights (a checkpoint, or a shipped .onnx through from_onnx.py), with its
vocabulary grown by what the data adds.

  state, how = load_understander_state("../models/understander.onnx", records, "cpu", "--init-from")
  print(init_weights(model, state["ema"]))
"""
import json
import os

import torch

from .common import load_checkpoint
from .data import load_canonical
from .from_onnx import grow_into, import_onnx, onnx_head_rows
from .understander import Understander


def init_weights(model, state):
    """Loads `state` into model; the text trunk, when `state` has none, copies the box trunk."""
    own = model.state_dict()
    copied = 0
    for k in own:
        if k not in state:
            src = k.replace("text_net.", "crop_net.", 1).replace("text_collapse.", "collapse.", 1)
            if src in state:
                state = {**state, k: state[src]}
                copied += 1
    grown = grow_into(model, state)
    return (f"{len(own)} tensors ({copied} of the text trunk copied from the box trunk where absent, "
            f"{grown} output layers grew for new types, subtypes or characters)")


def grow_vocab(old, new):
    """The starting weights' vocabulary `old` with what `new` (the data's) adds appended at the
    end, so every old index keeps its meaning (grow_into copies the old rows of the heads)."""
    return {"charset": old["charset"] + "".join(c for c in new["charset"] if c not in old["charset"]),
            "subtypes": old["subtypes"] + [s for s in new["subtypes"] if s not in old["subtypes"]]}


def understander_state_from_onnx(path, records, dev, screens=48):
    """A shipped understander.onnx (+ the perception.json beside it, for its vocabulary) as
    starting weights (from_onnx.py), its BNs calibrated on `screens` training screens."""
    meta_path = os.path.join(os.path.dirname(path) or ".", "perception.json")
    with open(meta_path, encoding="utf-8") as f:
        meta = json.load(f)
    vocab = {"charset": meta["charset"], "subtypes": meta["subtypes"]}
    old = Understander(len(vocab["subtypes"]), len(vocab["charset"]) + 1,
                       n_types=onnx_head_rows(path, "type_head.weight")).to(dev)
    if onnx_head_rows(path, "ctc.weight") != len(vocab["charset"]) + 1:
        raise SystemExit(f"{meta_path}: its charset does not fit {path}")
    picked = [r for r in records[:: max(1, len(records) // screens)][:screens] if r["elements"]]

    def calibrate(m):
        for r in picked:
            b = [[e["box"]["left"], e["box"]["top"], e["box"]["right"], e["box"]["bottom"]] for e in r["elements"]]
            m(load_canonical(r["image"])[None].to(dev), torch.tensor(b, dtype=torch.float32, device=dev))

    how = import_onnx(old, path, calibrate)
    return {"ema": old.state_dict(), "vocab": vocab}, how


def load_understander_state(path, records, dev, option):
    """{"ema", "vocab"} of another understander and how it was read: a training checkpoint, or a
    shipped .onnx (BNs calibrated on `records`). `option` names the flag in the error."""
    if path.endswith(".onnx"):
        return understander_state_from_onnx(path, records, dev)
    state = load_checkpoint(path)
    if state is None:
        raise SystemExit(f"{option} {path}: no such checkpoint")
    return state, "checkpoint"
