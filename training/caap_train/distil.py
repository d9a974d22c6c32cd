"""A teacher: an earlier understander whose outputs the one being trained is pulled towards
wherever the teacher gets the label right: per-step character distributions for the text path
(--text-only), type, subtype and state distributions for the box path (--box-only).

Why: fine-tuning the text path on the new tasks' screens with a small rehearsal set of the old
ones cost the first 73 tasks 2-3 points of exact reading (models/candidates/v4: 95.4 -> 93.4 %),
even when it started from the shipped reader itself. The label alone says what the text is; the
teacher's distribution also says how it lined the characters up on the crop, which is what
the rehearsal kept losing. Items the teacher misreads (new characters, new fonts) learn from the
label alone.

  teacher = Teacher("../models/understander.onnx", vocab, records, dev)
  kl, n = teacher.text_loss(student_logprobs, imgs, boxes, text_like, index, enc)
  kl, n = teacher.box_loss(model.classify(imgs, boxes, index), imgs, boxes, index, enc)
"""
import torch

from .starting_weights import load_understander_state
from .understander import Understander, greedy_ids


class Teacher:
    def __init__(self, path, vocab, records, dev):
        state, _ = load_understander_state(path, records, dev, "--distil-from")
        tv = state["vocab"]
        # Types and subtypes only ever grow at the end (grow_into), so a teacher's type i is the
        # student's type i; subtypes are matched by name.
        self.n_types = state["ema"]["type_head.weight"].shape[0]
        self.model = Understander(len(tv["subtypes"]), len(tv["charset"]) + 1, n_types=self.n_types).to(dev)
        self.model.load_state_dict(state["ema"])
        self.model.eval()
        for p in self.model.parameters():
            p.requires_grad_(False)
        sidx = {c: i + 1 for i, c in enumerate(vocab["charset"])}
        missing = [c for c in tv["charset"] if c not in sidx]
        if missing:
            raise SystemExit(f"--distil-from {path}: the teacher reads characters the student lacks: {missing[:10]}")
        # Student column of each teacher column (blank to blank).
        self.columns = torch.tensor([0] + [sidx[c] for c in tv["charset"]], dtype=torch.long, device=dev)
        self.back = {s: t for t, s in enumerate(self.columns.tolist())}  # student id -> teacher id
        sub = {s: i for i, s in enumerate(vocab["subtypes"])}
        lost = [s for s in tv["subtypes"] if s not in sub]
        if lost:
            raise SystemExit(f"--distil-from {path}: subtypes the student lacks: {lost[:10]}")
        self.sub_columns = torch.tensor([sub[s] for s in tv["subtypes"]], dtype=torch.long, device=dev)

    def text_loss(self, student, imgs, boxes, text_like, index, enc):
        """KL(teacher || student) per item, summed over steps and divided by the label's length, mean
        over the items the teacher reads exactly; and how many those were. student: [E,T,Cs]."""
        with torch.no_grad():
            teacher = self.model.read(imgs, boxes, text_like, index)  # [E,T,Ct]
        right = torch.tensor([bool(e[3]) and greedy_ids(teacher[k]) == [self.back.get(i) for i in e[3]]
                              for k, e in enumerate(enc)], dtype=torch.bool, device=student.device)
        if not right.any():
            return student.sum() * 0, 0
        t = teacher[right]
        s = student[right][:, :, self.columns]
        kl = (t.exp() * (t - s)).sum((1, 2))
        lens = torch.tensor([max(1, len(e[3])) for e, k in zip(enc, right.tolist()) if k], dtype=kl.dtype, device=kl.device)
        return (kl / lens).mean(), int(right.sum())

    def box_loss(self, student, imgs, boxes, index, enc):
        """KL(teacher || student) of the type, subtype and state heads, summed, mean over the
        classified items whose type, subtype and every known state the teacher gets right; and how
        many those were. student: (type_logits, subtype_logits, state_logits)."""
        with torch.no_grad():
            tt, ts, tst = (x.log_softmax(-1) for x in self.model.classify(imgs, boxes, index))
        st, ss, sst = (x.log_softmax(-1) for x in student)
        dev = st.device
        types = torch.tensor([e[0] for e in enc], device=dev)
        states = torch.tensor([e[2] for e in enc], device=dev)  # [E,3], 0 = not applicable
        right = (torch.tensor([bool(e[4]) for e in enc], device=dev) & (tt.argmax(-1) == types)
                 & (self.sub_columns[ts.argmax(-1)] == torch.tensor([e[1] for e in enc], device=dev))
                 & ((states == 0) | (tst.argmax(-1) == states)).all(-1))
        if not right.any():
            return st.sum() * 0, 0
        kl = lambda t, s: (t.exp() * (t - s)).sum(-1)
        total = (kl(tt[right], st[right][:, :self.n_types]) + kl(ts[right], ss[right][:, self.sub_columns])
                 + kl(tst[right], sst[right]).sum(-1))
        return total.mean(), int(right.sum())
