"""One understander from two runs that each trained one path: the box path (type, subtype, states)
of a --box-only run and the text path of a --text-only run.

Why: the two paths share no weights (TEXT_MODULES is a trunk of its own), so they can be
fine-tuned side by side, one process per core, instead of one after the other; this puts the
halves back together into a checkpoint that export.py (or a later --init-from) reads like any
other. Both runs must have started from the same vocabulary; the text run's CTC rows are matched
by character all the same (graft.py).

  PYTHONPATH=. /usr/bin/python3 -m caap_train.combine --box runs/understander-v10b --text runs/understander-v10t --out runs/understander-v10
"""
import argparse
import os

import torch

from .common import load_checkpoint, save_checkpoint
from .graft import graft_text_path
from .understander import Understander


def main(argv=None):
    ap = argparse.ArgumentParser(description="combine the box path of one understander run with the text path of another")
    ap.add_argument("--box", required=True, help="run folder whose type, subtype and state heads are kept")
    ap.add_argument("--text", required=True, help="run folder whose text path (reader) is taken")
    ap.add_argument("--out", required=True, help="run folder for the combined understander.ckpt")
    args = ap.parse_args(argv)
    box = load_checkpoint(os.path.join(args.box, "understander.ckpt"))
    text = load_checkpoint(os.path.join(args.text, "understander.ckpt"))
    if box is None or text is None:
        raise SystemExit(f"missing understander.ckpt in {args.box if box is None else args.text}")
    vocab = box["vocab"]
    model = Understander(len(vocab["subtypes"]), len(vocab["charset"]) + 1)
    model.load_state_dict(box["ema"])
    how = graft_text_path(model, vocab, text["ema"], text["vocab"])
    os.makedirs(args.out, exist_ok=True)
    state = model.state_dict()
    # Validation figures of each half, from the run that trained it: text exact from the text run.
    metrics = {**(box.get("metrics") or {}), "text_exact": (text.get("metrics") or {}).get("text_exact")}
    save_checkpoint(os.path.join(args.out, "understander.ckpt"), model=state, ema={k: v.clone() for k, v in state.items()},
                    opt=None, epoch=max(box["epoch"], text["epoch"]), step=box["step"] + text["step"], vocab=vocab,
                    args={"combine": vars(args), "box": box.get("args"), "text": text.get("args")}, metrics=metrics)
    print(f"{args.out}/understander.ckpt: box path of {args.box}, {how} from {args.text}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
