"""The understander in three parts, cut from its exported ONNX graph, so the observer runs only
what a box needs (src/perception/understander-parts.ts):

  understander-box.onnx   image, boxes, box_cols          -> type_logits, subtype_logits, state_logits
  understander-text.onnx  image, boxes, text_cols, text_like -> text_features [E,96,W/2]
  understander-ctc.onnx   text_features [E,96,144]        -> text_logprobs

Why: both crop trunks ran over all CROP_W (288) columns of every box, though a checkbox fills 24
of them and most words under 100, the columns right of the box masked to zero; and the whole
image was copied once per box (Expand) before the two grid samples. Measured on one thread over
60 training screens: 85 -> 47 ms per screen for the understander, every output bitwise equal.

What changes in the graph, and why the outputs stay bitwise equal:
  - the column grids of the two crops (the constants 0.5 .. 287.5) become inputs, `box_cols` and
    `text_cols` [1,W], and the crops' Expand shapes follow their width. The scale of a crop still
    uses 288 (a wide box is squashed exactly as before); the caller passes the first W columns,
    W at least the box's valid columns plus the trunk's reach, so every column the model reads
    (the box path pools over valid columns only) is computed from the same pixels;
  - the text path stops at its column features. The caller fills the steps right of the box's
    reach with the features of an all-zero crop (what the masked columns are), then runs the
    CTC head over all 144 steps as before;
  - each grid sample reads the one image with the boxes' grids stacked, [1,E*24,W,2], instead of
    E copies of the image: every output pixel is the same bilinear read of the same pixels.
  - which boxes are text-like (their window is their own height) comes in as `text_like`,
    decided by the caller from the box part's type logits exactly as the graph did (argmax).
The observer checks the parts against the whole model on stored screens
(tests/unit/perception-understander-parts.test.ts).

  /usr/bin/python3 -m caap_train.split_understander --models ../models   # writes the parts, updates perception.json
"""
import argparse
import os

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from onnx.utils import Extractor

from .graph_edit import read_meta, rename_input, sha256_of, write_meta
from .understander import CROP_W

PARTS = {"box": "understander-box.onnx", "text": "understander-text.onnx", "ctc": "understander-ctc.onnx"}
# The graph's tensor names at the two cuts (torch.onnx names them after the ops that make them;
# found by role below and checked, so a re-export that renames them fails loudly here).
TEXT_FEATURES = "text_features"
TEXT_LIKE = "text_like"


def _const_value(node):
    return numpy_helper.to_array(node.attribute[0].t)


def _int_const(name, values):
    return helper.make_node("Constant", [], [name], value=numpy_helper.from_array(np.array(values, np.int64)))


def _one_image_grid_sample(gs):
    """GridSample over E copies of the image -> one image, the E grids stacked along height."""
    p = gs.name.strip("/").replace("/", "_") + "_one"
    grid = gs.input[1]
    return [
        helper.make_node("Shape", [grid], [p + "_shape"]),                             # [E,24,W,2]
        _int_const(p + "_0", [0]), _int_const(p + "_2", [2]), _int_const(p + "_3", [3]), _int_const(p + "_4", [4]),
        _int_const(p + "_one", [1]), _int_const(p + "_rest", [-1]), _int_const(p + "_ch", [3]),
        helper.make_node("Slice", [p + "_shape", p + "_2", p + "_4"], [p + "_w2"]),
        helper.make_node("Concat", [p + "_one", p + "_rest", p + "_w2"], [p + "_gshape"], axis=0),
        helper.make_node("Reshape", [grid, p + "_gshape"], [p + "_grid"]),             # [1,E*24,W,2]
        helper.make_node("GridSample", ["image", p + "_grid"], [p + "_out"], align_corners=0, mode="bilinear",
                         padding_mode="zeros"),
        helper.make_node("Slice", [p + "_shape", p + "_0", p + "_3"], [p + "_ehw"]),
        helper.make_node("Concat", [p + "_ch", p + "_ehw"], [p + "_oshape"], axis=0),
        helper.make_node("Reshape", [p + "_out", p + "_oshape"], [p + "_chw"]),         # [3,E,24,W]
        helper.make_node("Transpose", [p + "_chw"], [gs.output[0]], perm=[1, 0, 2, 3]),  # [E,3,24,W]
    ]


def cut_graph(model):
    """The whole understander with column inputs and one-image grid samples; returns (model, the
    text-like tensor's name, the text features' name)."""
    g = model.graph
    grids = [n for n in g.node if n.op_type == "Constant" and _const_value(n).shape == (1, CROP_W)
             and np.allclose(_const_value(n)[0], np.arange(CROP_W) + 0.5)]
    widths = [n for n in g.node if n.op_type == "Constant" and _const_value(n).dtype == np.int64
              and _const_value(n).shape == (1,) and _const_value(n)[0] == CROP_W]
    samples = [n for n in g.node if n.op_type == "GridSample"]
    if len(grids) != 2 or len(widths) != 4 or len(samples) != 2:
        raise SystemExit(f"unexpected understander graph: {len(grids)} column grids, {len(widths)} width constants, "
                         f"{len(samples)} grid samples (want 2, 4, 2): was it exported by caap_train.export?")
    added = []
    # Box path first (classify runs before read in Understander.forward), two Expand widths each.
    for path, grid, ws in (("box", grids[0], widths[:2]), ("text", grids[1], widths[2:])):
        cols = f"{path}_cols"
        g.input.append(helper.make_tensor_value_info(cols, TensorProto.FLOAT, [1, f"W_{path}"]))
        rename_input(g.node, grid.output[0], cols)
        added += [helper.make_node("Shape", [cols], [cols + "_shape"]), _int_const(cols + "_1", [1]),
                  _int_const(cols + "_2", [2]),
                  helper.make_node("Slice", [cols + "_shape", cols + "_1", cols + "_2"], [cols + "_width"])]
        for w in ws:
            rename_input(g.node, w.output[0], cols + "_width")
    replaced = {id(n): _one_image_grid_sample(n) for n in samples}
    dropped = {id(n) for n in grids + widths}
    nodes = list(added)
    for n in g.node:
        if id(n) not in dropped:
            nodes += replaced.get(id(n), [n])
    del g.node[:]
    g.node.extend(nodes)
    del g.value_info[:]
    # The cuts: the text path's input decision (a bool [E] from the type head) and its column
    # features (the Gather that drops the collapsed height, feeding the seq convolutions).
    # text_like is the end of the chain of Or nodes over "argmax(type_logits) == t" for the text-like types.
    ors = [n for n in g.node if n.op_type == "Or"]
    ends = [n for n in ors if not any(n.output[0] in m.input for m in ors)]
    seq_in = [n for n in g.node if n.op_type == "Gather" and n.input[0].startswith("/text_collapse/")]
    if len(seq_in) != 1 or len(ends) != 1:
        raise SystemExit("could not find the text path's cut points in the understander graph")
    for old, new in ((ends[0].output[0], TEXT_LIKE), (seq_in[0].output[0], TEXT_FEATURES)):
        for n in g.node:
            n.output[:] = [new if x == old else x for x in n.output]
            n.input[:] = [new if x == old else x for x in n.input]
    onnx.checker.check_model(model)
    return model


def split(models_dir):
    meta = read_meta(models_dir)
    whole = os.path.join(models_dir, meta["understander"]["file"])
    model = cut_graph(onnx.load(whole))
    ex = Extractor(model)
    cuts = {"box": (["image", "boxes", "box_cols"], ["type_logits", "subtype_logits", "state_logits"]),
            "text": (["image", "boxes", "text_cols", TEXT_LIKE], [TEXT_FEATURES]),
            "ctc": ([TEXT_FEATURES], ["text_logprobs"])}
    parts = {"source_sha256": sha256_of(whole)}
    for key, (inputs, outputs) in cuts.items():
        path = os.path.join(models_dir, PARTS[key])
        sub = ex.extract_model(inputs, outputs)
        onnx.save(sub, path)
        parts[key] = {"file": PARTS[key], "sha256": sha256_of(path)}
        print(f"{path}: {len(sub.graph.node)} nodes, {os.path.getsize(path) / 1e6:.2f} MB")
    meta["understander"]["parts"] = parts
    write_meta(models_dir, meta)
    return parts


def main(argv=None):
    ap = argparse.ArgumentParser(description="cut the exported understander into the parts the observer runs")
    ap.add_argument("--models", default="models", help="folder with perception.json and understander.onnx")
    split(ap.parse_args(argv).models)


if __name__ == "__main__":
    main()
