"""The detector as a tile graph, cut from its exported ONNX graph, so incremental perception can
re-detect only the part of a screen that changed (src/perception/incremental/):

  detector-tile.onnx  image [1,3,H,W], anchor_centres [A,2], anchor_strides [A,1] -> boxes, scores

What changes in the graph, and why a tile's outputs are the whole graph's:
  - the image's height and width are free (any multiple of 32 at scale 2, the coarsest stride
    of the 1x grid): the convolutions, pools, splits and upsamplings of the trunk never read a
    size, and the head's flatten already follows the shape it is given;
  - the bottom padding (210 -> 224 rows after the 2x average pool) is gone: the caller pads
    its tile with zero rows where the tile reaches past the frame, which is what the pad did;
  - the anchors (the cell centres and strides that turn distances into boxes) become inputs,
    so a tile's boxes come out in the frame's pixels, decoded by the same ops as before.
Given the whole frame (padded to 448 rows) and the whole grid's anchors, the tile graph gives
the whole graph's outputs bit for bit (tests/unit/perception-detector-tile.test.ts). Given a
tile, a cell's outputs equal the whole frame's where its receptive field lies in the tile; the
observer takes only cells well inside (docs/perception.md, "Incremental perception").

  /usr/bin/python3 -m caap_train.cut_detector_tile --models ../models   # writes the tile graph, updates perception.json
"""
import argparse
import os

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from .graph_edit import read_meta, rename_input, sha256_of, write_meta

TILE = "detector-tile.onnx"


def _producer(g, name):
    return next((n for n in g.node if name in n.output), None)


def _const_array(g, name):
    node = _producer(g, name)
    if node is not None and node.op_type == "Constant":
        return numpy_helper.to_array(node.attribute[0].t)
    init = next((i for i in g.initializer if i.name == name), None)
    return None if init is None else numpy_helper.to_array(init)


def cut_graph(model):
    g = model.graph
    if len(g.input) != 1 or g.input[0].name != "image":
        raise SystemExit("unexpected detector graph: one input named image expected (was it exported by caap_train.export?)")
    dims = g.input[0].type.tensor_type.shape.dim
    dims[2].ClearField("dim_value"), dims[3].ClearField("dim_value")
    dims[2].dim_param, dims[3].dim_param = "H", "W"
    # The bottom pad after the 2x average pool: its consumers read the pool's output instead.
    pools = [n for n in g.node if n.op_type == "AveragePool"]
    pads = [n for n in g.node if n.op_type == "Pad" and pools and n.input[0] == pools[0].output[0]]
    # The decode: Softplus(dist) * strides, then centres - d[..., :2] and centres + d[..., 2:].
    softplus = [n for n in g.node if n.op_type == "Softplus"]
    if len(pools) != 1 or len(pads) != 1 or len(softplus) != 1:
        raise SystemExit(f"unexpected detector graph: {len(pools)} average pools, {len(pads)} pads after one, "
                         f"{len(softplus)} softplus (want 1 each)")
    rename_input(g.node, pads[0].output[0], pools[0].output[0])
    mul = next(n for n in g.node if n.op_type == "Mul" and softplus[0].output[0] in n.input)
    strides_name = next(x for x in mul.input if x != softplus[0].output[0])
    strides = _const_array(g, strides_name)
    centre_users = [n for n in g.node if n.op_type in ("Sub", "Add")
                    and (c := _const_array(g, n.input[0])) is not None and c.ndim == 2 and c.shape[1] == 2]
    if strides is None or strides.ndim != 2 or strides.shape[1] != 1 or len(centre_users) != 2:
        raise SystemExit("could not find the detector's anchors (the strides and the two uses of the centres)")
    centres = [_const_array(g, n.input[0]) for n in centre_users]
    if not np.array_equal(centres[0], centres[1]) or centres[0].shape[0] != strides.shape[0]:
        raise SystemExit("the detector's two centre constants differ: not the decode this cut expects")
    g.input.append(helper.make_tensor_value_info("anchor_centres", TensorProto.FLOAT, ["A", 2]))
    g.input.append(helper.make_tensor_value_info("anchor_strides", TensorProto.FLOAT, ["A", 1]))
    rename_input(g.node, strides_name, "anchor_strides")
    for n in centre_users:
        n.input[0] = "anchor_centres"
    dropped = {id(pads[0])}
    kept = [n for n in g.node if id(n) not in dropped]
    del g.node[:]
    g.node.extend(kept)
    # Constants nothing reads any more (the pad's amounts, the anchors) go too.
    used = {x for n in g.node for x in n.input} | {o.name for o in g.output}
    while True:
        unused = [n for n in g.node if all(o not in used for o in n.output)]
        if not unused:
            break
        drop = {id(n) for n in unused}
        kept = [n for n in g.node if id(n) not in drop]
        del g.node[:]
        g.node.extend(kept)
        used = {x for n in g.node for x in n.input} | {o.name for o in g.output}
    del g.value_info[:]
    for o in g.output:
        for d in o.type.tensor_type.shape.dim:
            d.ClearField("dim_value")
    onnx.checker.check_model(model)
    return model


def cut(models_dir):
    meta = read_meta(models_dir)
    whole = os.path.join(models_dir, meta["detector"]["file"])
    model = cut_graph(onnx.load(whole))
    path = os.path.join(models_dir, TILE)
    onnx.save(model, path)
    meta["detector"]["tile"] = {"file": TILE, "sha256": sha256_of(path), "source_sha256": sha256_of(whole)}
    print(f"{path}: {len(model.graph.node)} nodes, {os.path.getsize(path) / 1e6:.2f} MB")
    write_meta(models_dir, meta)
    return meta["detector"]["tile"]


def main(argv=None):
    ap = argparse.ArgumentParser(description="cut the exported detector into the tile graph incremental perception runs")
    ap.add_argument("--models", default="models", help="folder with perception.json and detector.onnx")
    cut(ap.parse_args(argv).models)


if __name__ == "__main__":
    main()
