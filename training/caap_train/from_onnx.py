"""Starting weights from a shipped ONNX model, for fine-tuning when the PyTorch checkpoint that
produced it is gone (training/runs/ is not committed; models/*.onnx is).

The export folds each BatchNorm into the convolution before it, so the ONNX file holds one fused
weight and bias per Conv+BN pair, under generated names (onnx::Conv_N); convolutions without a
BN and the linear layers keep their PyTorch names. Import:
  1. named initializers are copied by name;
  2. the fused ones are matched to the model's Conv+BN pairs in execution order (the ONNX graph
     lists its Conv nodes in the order the traced forward ran them), shapes checked;
  3. each BN is first set to the identity plus the fused bias, which reproduces the ONNX model
     exactly in eval mode, then calibrated: per-channel mean and variance of its input on real
     screens become its running statistics, with gamma and beta chosen so that eval output is
     unchanged. Training mode then normalises with batch statistics close to those, so the first
     fine-tuning steps start from the shipped model's behaviour instead of a rescaled one.

  from caap_train.from_onnx import import_onnx
  state = import_onnx(Detector(n_cls=14), "models/detector.onnx", calibrate=lambda m: m(images))
"""
import onnx
import torch
import torch.nn as nn
from onnx import numpy_helper


def _conv_bn_pairs(model):
    """[(conv module name, bn module name)] for every convolution followed by a BatchNorm: the
    Conv block (.conv/.bn) and Sequential(Conv2d, BatchNorm2d, ...) shapes this repo uses."""
    mods = dict(model.named_modules())
    pairs = []
    for name, m in mods.items():
        if isinstance(m, nn.BatchNorm2d):
            parent, _, leaf = name.rpartition(".")
            if leaf == "bn" and f"{parent}.conv" in mods:
                pairs.append((f"{parent}.conv", name))
            elif leaf.isdigit() and f"{parent}.{int(leaf) - 1}" in mods:
                prev = mods[f"{parent}.{int(leaf) - 1}"]
                if isinstance(prev, nn.Conv2d):
                    pairs.append((f"{parent}.{int(leaf) - 1}", name))
    return pairs


def _execution_order(model, conv_names, run):
    """The conv module names in the order a forward pass calls them."""
    mods = dict(model.named_modules())
    order, hooks = [], []
    for n in conv_names:
        hooks.append(mods[n].register_forward_hook(lambda _m, _i, _o, n=n: order.append(n)))
    with torch.no_grad():
        run(model)
    for h in hooks:
        h.remove()
    seen = []
    for n in order:
        if n not in seen:
            seen.append(n)
    return seen


def _fused_convs(graph, inits):
    """(weight, bias) arrays of the Conv nodes whose weight has a generated name, in graph order."""
    out = []
    for node in graph.node:
        if node.op_type == "Conv" and node.input[1] not in _NAMED(inits) and node.input[1] in inits:
            w = numpy_helper.to_array(inits[node.input[1]])
            b = numpy_helper.to_array(inits[node.input[2]]) if len(node.input) > 2 and node.input[2] else None
            out.append((w, b))
    return out


def _NAMED(inits):
    return {n for n in inits if not n.startswith("onnx::")}


@torch.no_grad()
def import_onnx(model, onnx_path, calibrate):
    """Loads `onnx_path`'s weights into `model` (whose head sizes must match the file) and returns
    a one-line summary. `calibrate(model)` runs forward passes on real inputs (eval mode)."""
    graph = onnx.load(onnx_path).graph
    inits = {i.name: i for i in graph.initializer}
    state = model.state_dict()
    named = 0
    for k in _NAMED(inits):
        if k not in state:
            raise SystemExit(f"{onnx_path}: initializer {k} has no place in the model (another architecture?)")
        v = torch.from_numpy(numpy_helper.to_array(inits[k]).copy())
        if tuple(v.shape) != tuple(state[k].shape):
            raise SystemExit(f"{onnx_path}: {k} is {tuple(v.shape)}, the model wants {tuple(state[k].shape)}")
        state[k].copy_(v)
        named += 1
    pairs = dict(_conv_bn_pairs(model))
    model.eval()
    order = _execution_order(model, list(pairs), calibrate)
    fused = _fused_convs(graph, inits)
    if len(order) != len(fused) or len(order) != len(pairs):
        raise SystemExit(f"{onnx_path}: {len(fused)} fused convolutions in the file, "
                         f"{len(pairs)} Conv+BN pairs in the model ({len(order)} ran)")
    mods = dict(model.named_modules())
    fused_bias = {}
    for conv_name, (w, b) in zip(order, fused):
        conv, bn = mods[conv_name], mods[pairs[conv_name]]
        if tuple(w.shape) != tuple(conv.weight.shape):
            raise SystemExit(f"{onnx_path}: fused weight {tuple(w.shape)} does not fit {conv_name} {tuple(conv.weight.shape)}")
        conv.weight.copy_(torch.from_numpy(w.copy()))
        bias = torch.from_numpy(b.copy()) if b is not None else torch.zeros(w.shape[0])
        if conv.bias is not None:
            conv.bias.zero_()
        bn.weight.fill_(1.0)
        bn.running_mean.zero_()
        bn.running_var.fill_(1.0 - bn.eps)
        bn.bias.copy_(bias)
        fused_bias[pairs[conv_name]] = bias
    _calibrate_bns(model, mods, fused_bias, calibrate)
    return f"{named} named tensors, {len(order)} fused Conv+BN pairs from {onnx_path} (BNs calibrated)"


@torch.no_grad()
def _calibrate_bns(model, mods, fused_bias, calibrate):
    """Running statistics from real inputs, keeping eval output as it is: BN(z) = z + b."""
    sums = {n: None for n in fused_bias}
    hooks = []

    def hook(name):
        def f(_m, inp, _o):
            z = inp[0].transpose(0, 1).reshape(inp[0].shape[1], -1).double()
            s = (z.sum(1), (z * z).sum(1), z.shape[1])
            prev = sums[name]
            sums[name] = s if prev is None else (prev[0] + s[0], prev[1] + s[1], prev[2] + s[2])
        return f

    for n in fused_bias:
        hooks.append(mods[n].register_forward_hook(hook(n)))
    model.eval()
    calibrate(model)
    for h in hooks:
        h.remove()
    for n, b in fused_bias.items():
        if sums[n] is None:
            continue
        s1, s2, count = sums[n]
        mean = s1 / count
        var = (s2 / count - mean * mean).clamp(min=1e-6)
        bn = mods[n]
        bn.running_mean.copy_(mean.float())
        bn.running_var.copy_(var.float())
        bn.weight.copy_(torch.sqrt(var + bn.eps).float())
        bn.bias.copy_(b + mean.float())


def onnx_head_rows(onnx_path, name):
    """Rows (first dimension) of a named initializer: the class count of a head in the file."""
    for i in onnx.load(onnx_path).graph.initializer:
        if i.name == name:
            return int(i.dims[0])
    raise SystemExit(f"{onnx_path}: no initializer {name}")


@torch.no_grad()
def grow_into(model, state):
    """Loads `state` into `model`, where an output layer may have grown (a new element type,
    subtype or character appended at the end): the old rows are copied, the new rows keep their
    fresh initialisation, and a new row's bias starts at the mean of the old ones so a new class
    begins as likely as a typical old one. Returns how many tensors grew."""
    own = model.state_dict()
    grown = 0
    for k, v in state.items():
        if k not in own:
            raise SystemExit(f"starting weights: {k} has no place in the model")
        t = own[k]
        if t.shape == v.shape:
            t.copy_(v)
        elif t.dim() == v.dim() and t.shape[1:] == v.shape[1:] and t.shape[0] > v.shape[0]:
            n = v.shape[0]
            t[:n].copy_(v)
            if k.endswith("bias"):
                t[n:].fill_(float(v.mean()))
            grown += 1
        else:
            raise SystemExit(f"starting weights: {k} is {tuple(v.shape)}, the model wants {tuple(t.shape)}")
    missing = [k for k in own if k not in state]
    if missing:
        raise SystemExit(f"starting weights lack {missing[:5]}")
    return grown


def main(argv=None):
    """`python3 -m caap_train.from_onnx --models ../models`: imports both shipped models, exports
    them again and prints the largest difference from the shipped weights (expect < 1e-5: the
    import reproduces the shipped models, so fine-tuning starts from exactly them)."""
    import argparse
    import io
    import json
    import os

    import numpy as np

    from .detector import Detector
    from .export import OPSET
    from .understander import Understander

    ap = argparse.ArgumentParser(description="check that the shipped ONNX models import exactly")
    ap.add_argument("--models", default="../models", help="folder with detector.onnx, understander.onnx, perception.json")
    args = ap.parse_args(argv)
    torch.manual_seed(0)
    image = torch.rand(1, 3, 420, 320)
    boxes = torch.tensor([[10.0, 10.0, 60.0, 24.0], [5.0, 50.0, 150.0, 80.0]])

    def largest_difference(path, model, inputs, names, dynamic):
        buf = io.BytesIO()
        torch.onnx.export(model.eval(), inputs, buf, opset_version=OPSET, input_names=names[0], output_names=names[1],
                          dynamic_axes=dynamic, do_constant_folding=True)
        ours = [numpy_helper.to_array(i) for i in onnx.load_from_string(buf.getvalue()).graph.initializer]
        shipped = [numpy_helper.to_array(i) for i in onnx.load(path).graph.initializer]
        if len(ours) != len(shipped):
            raise SystemExit(f"{path}: {len(shipped)} tensors shipped, {len(ours)} exported again")
        return max(float(np.abs(a.astype(np.float64) - b).max()) for a, b in zip(ours, shipped))

    det_path = os.path.join(args.models, "detector.onnx")
    det = Detector(n_cls=onnx_head_rows(det_path, "heads.0.cls.1.weight"))
    print(import_onnx(det, det_path, lambda m: m(torch.rand(4, 3, 420, 320))))
    print(f"detector: largest difference {largest_difference(det_path, det, image, (['image'], ['boxes', 'scores']), None):.2e}")
    und_path = os.path.join(args.models, "understander.onnx")
    with open(os.path.join(args.models, "perception.json"), encoding="utf-8") as f:
        meta = json.load(f)
    und = Understander(len(meta["subtypes"]), len(meta["charset"]) + 1, n_types=onnx_head_rows(und_path, "type_head.weight"))
    print(import_onnx(und, und_path, lambda m: m(image, boxes)))
    outs = ["type_logits", "subtype_logits", "state_logits", "text_logprobs"]
    dynamic = {k: {0: "E"} for k in ["boxes", *outs]}
    print(f"understander: largest difference {largest_difference(und_path, und, (image, boxes), (['image', 'boxes'], outs), dynamic):.2e}")


if __name__ == "__main__":
    main()
