"""Grafting one understander's text path onto another.

Why: the text path (TEXT_MODULES) is a trunk of its own, trained by the CTC loss alone, so the
reader of one model can be moved onto another's box path unchanged. A pair fine-tuned for new
tasks can keep the box path it learnt and start its reader from the shipped one, which reads
the first 73 tasks better than any rehearsal has recovered.

The CTC head's rows are matched by character: a character both vocabularies know takes the
source's row, the blank (row 0) the source's blank, and a character only the target knows keeps
its current row (it is learnt again by the fine-tuning that follows).

  from caap_train.graft import graft_text_path
  how = graft_text_path(model, vocab, source_state, source_vocab)
"""
import torch

from .understander import TEXT_MODULES


@torch.no_grad()
def graft_text_path(model, vocab, source_state, source_vocab):
    """Copies the text path of `source_state` (a state dict; vocabulary `source_vocab`) into
    `model` (vocabulary `vocab`). Returns a one-line summary."""
    own = model.state_dict()
    copied = 0
    for k, v in source_state.items():
        module = k.split(".")[0]
        if module not in TEXT_MODULES or module == "ctc":
            continue
        if k not in own or own[k].shape != v.shape:
            raise SystemExit(f"--text-from: {k} does not fit the model")
        own[k].copy_(v)
        copied += 1
    src_index = {c: i + 1 for i, c in enumerate(source_vocab["charset"])}
    rows = [(0, 0)] + [(i + 1, src_index[c]) for i, c in enumerate(vocab["charset"]) if c in src_index]
    for name in ("ctc.weight", "ctc.bias"):
        for dst, src in rows:
            own[name][dst].copy_(source_state[name][src])
    kept = len(vocab["charset"]) + 1 - len(rows)
    return f"{copied + 2} text-path tensors grafted ({len(rows)} CTC rows matched by character, {kept} kept)"
