"""Train the element-understanding model on ground-truth boxes (jittered like detector output).
Reproducible from --seed, resumable from <out>/understander.ckpt.

  /usr/bin/python3 -m caap_train.train_understander --data datasets/train --out training/runs/understander
"""
import argparse
import json
import os
import random

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, Dataset

from .augment import augment
from .common import EMA, add_common_args, load_checkpoint, prepare, restore, save_checkpoint, schedule_for_run, stop_after_epoch
from .data import load_canonical
from .distil import Teacher
from .graft import graft_text_path
from .schema import ELEMENT_TYPES, FRAME_H, FRAME_W, STATE_KEYS, TYPE_INDEX
from .starting_weights import grow_vocab, init_weights, load_understander_state
from .text_lines import line_boxes_of, reads_by_lines
from .understander import TEXT_LIKE, TEXT_MODULES, TEXT_STEPS, Understander, greedy_ids

T_STEPS = TEXT_STEPS
KNOWN_SUBTYPES = ["circle", "triangle", "rectangle", "back", "delete", "important", "forward", "reply", "retweet",
                  "like", "share", "menu", "search", "send"]


def build_vocab(records):
    chars = set(chr(c) for c in range(32, 127))
    subtypes = set(KNOWN_SUBTYPES)
    for r in records:
        for e in r["elements"]:
            chars.update(e.get("text") or "")
            if e.get("subtype"):
                subtypes.add(e["subtype"])
    return {"charset": "".join(sorted(chars)), "subtypes": ["none"] + sorted(subtypes)}


def encode_element(e, vocab, classify=True, read=True):
    """(type, subtype, states, text ids, classify, read): `classify` items train the type, subtype
    and state heads, `read` items the text head."""
    cidx = {c: i + 1 for i, c in enumerate(vocab["charset"])}  # 0 = CTC blank
    sidx = {s: i for i, s in enumerate(vocab["subtypes"])}
    states = [0 if e.get(k) is None else (2 if e[k] else 1) for k in STATE_KEYS]
    text = [cidx[c] for c in (e.get("text") or "") if c in cidx]
    return TYPE_INDEX[e["type"]], sidx.get(e.get("subtype") or "none", 0), states, text, classify, read


def items_of(img, elements, vocab):
    """Boxes and encodings for one screen: every element, plus one text-only item per line of
    each box read by lines (text areas, tall tiles) whose lines the pixel rule finds as the
    labeller counted them; such a box is not read itself. A tile's lines span the whole tile."""
    boxes, enc = [], []
    for e in elements:
        b = e["box"]
        box = (b["left"], b["top"], b["right"], b["bottom"])
        by_lines = reads_by_lines(e["type"], box)
        boxes.append(box)
        enc.append(encode_element(e, vocab, read=not by_lines))
        if by_lines and e.get("text"):
            lines = e["text"].split("\n") if e["type"] == "text_area" else [e["text"]]
            found = line_boxes_of(img, e["type"], box)
            if len(found) == len(lines):
                for lb, t in zip(found, lines):
                    boxes.append(lb)
                    enc.append(encode_element({"type": "text", "text": t}, vocab, classify=False))
    return torch.tensor(boxes, dtype=torch.float32).reshape(-1, 4), enc


class ScreenSet(Dataset):
    def __init__(self, records, vocab, train, seed):
        self.records, self.vocab, self.train, self.seed, self.epoch = records, vocab, train, seed, 0

    def __len__(self):
        return len(self.records)

    def __getitem__(self, i):
        r = self.records[i]
        img = load_canonical(r["image"])
        boxes, enc = items_of(img, r["elements"], self.vocab)
        if self.train:
            rng = random.Random(hash((self.seed, self.epoch, i)))
            img, boxes = augment(img, boxes, rng, strength=0.8)
            boxes = boxes + torch.empty_like(boxes).uniform_(-1.0, 1.0) * (torch.rand(len(boxes), 1) < 0.7)
        boxes[:, 0::2] = boxes[:, 0::2].clamp(0, FRAME_W)
        boxes[:, 1::2] = boxes[:, 1::2].clamp(0, FRAME_H)
        return img, boxes, enc


def collate(batch):
    imgs = torch.stack([b[0] for b in batch])
    boxes = torch.cat([b[1] for b in batch])
    index = torch.cat([torch.full((len(b[1]),), i, dtype=torch.long) for i, b in enumerate(batch)])
    enc = [e for b in batch for e in b[2]]
    return imgs, boxes, index, enc


def ctc_loss(text, enc):
    targets = [torch.tensor(e[3], dtype=torch.long) for e in enc]
    lens = torch.tensor([len(t) for t in targets])
    ok = (lens <= T_STEPS // 2) & torch.tensor([e[5] for e in enc], dtype=torch.bool)
    if not ok.any():
        return text.sum() * 0
    flat = torch.cat([t for t, k in zip(targets, ok) if k])
    return F.ctc_loss(text[ok].transpose(0, 1), flat, torch.full((int(ok.sum()),), T_STEPS, dtype=torch.long),
                      lens[ok], blank=0, zero_infinity=True)


def text_losses(model, imgs, boxes, index, enc, teacher=None):
    """--text-only: the CTC loss of the text path, on the items that are read; with a teacher
    (--distil-from), plus the distillation loss on the items it reads right."""
    keep = torch.tensor([e[5] for e in enc], dtype=torch.bool)
    text_like = text_like_of(enc)[keep]
    kept = [e for e, k in zip(enc, keep) if k]
    read = model.read(imgs, boxes[keep], text_like, index[keep])
    l_ctc = ctc_loss(read, kept)
    if teacher is None:
        return l_ctc, {"ctc": l_ctc.item()}
    l_kl, n = teacher.text_loss(read, imgs, boxes[keep], text_like, index[keep], kept)
    return l_ctc + l_kl, {"ctc": l_ctc.item(), "kl": l_kl.item(), "taught": n / max(1, len(kept))}


def box_losses(model, imgs, boxes, index, enc, teacher=None):
    """--box-only: the type, subtype and state losses of the box path (the text path is not run);
    with a teacher (--distil-from), plus the distillation loss on the items it gets right."""
    cls = torch.tensor([e[4] for e in enc], dtype=torch.bool)
    out = model.classify(imgs, boxes[cls], index[cls])
    kept = [e for e, k in zip(enc, cls) if k]
    loss, parts = head_losses(*out, kept)
    if teacher is not None:
        l_kl, n = teacher.box_loss(out, imgs, boxes[cls], index[cls], kept)
        loss, parts = loss + l_kl, {**parts, "kl": l_kl.item(), "taught": n / max(1, len(kept))}
    return loss, parts


def text_like_of(enc):
    """Which items are text boxes (by label; the lines of text areas are not: theirs is the fixed window)."""
    return torch.tensor([e[4] and ELEMENT_TYPES[e[0]] in TEXT_LIKE for e in enc], dtype=torch.bool)


def head_losses(type_logits, subtype_logits, state_logits, kept):
    """The box path's loss on the classified items `kept` (their encodings), and its parts."""
    l_type = F.cross_entropy(type_logits, torch.tensor([e[0] for e in kept]))
    l_sub = F.cross_entropy(subtype_logits, torch.tensor([e[1] for e in kept]))
    l_state = F.cross_entropy(state_logits.reshape(-1, 3), torch.tensor([e[2] for e in kept]).reshape(-1))
    return l_type + 0.5 * l_sub + l_state, {"type": l_type.item(), "sub": l_sub.item(), "state": l_state.item()}


def losses(model, imgs, boxes, index, enc):
    tl, sl, stl, text = model(imgs, boxes, index, text_like_of(enc))
    cls = torch.tensor([e[4] for e in enc], dtype=torch.bool)
    l_heads, parts = head_losses(tl[cls], sl[cls], stl[cls], [e for e, k in zip(enc, cls) if k])
    l_ctc = ctc_loss(text, enc)
    return l_heads + l_ctc, {**parts, "ctc": l_ctc.item()}


def greedy_decode(logprobs, charset):
    return "".join(charset[k - 1] for k in greedy_ids(logprobs))


@torch.no_grad()
def understander_metrics(model, records, vocab, dev, batch=8):
    model.eval()
    n = t_ok = s_ok = text_ok = text_n = st_ok = st_n = 0
    for i in range(0, len(records), batch):
        chunk = records[i:i + batch]
        ds = ScreenSet(chunk, vocab, False, 0)
        imgs, boxes, index, enc = collate([ds[k] for k in range(len(chunk))])
        if len(boxes) == 0:
            continue
        tl, sl, stl, text = model(imgs.to(dev), boxes.to(dev), index.to(dev))
        for k, e in enumerate(enc):
            if e[4]:
                n += 1
                t_ok += int(tl[k].argmax().item() == e[0])
                s_ok += int(sl[k].argmax().item() == e[1])
                for j in range(3):
                    if e[2][j] != 0:
                        st_n += 1
                        st_ok += int(stl[k, j].argmax().item() == e[2][j])
            gold = "".join(vocab["charset"][c - 1] for c in e[3])
            if gold and e[5]:
                text_n += 1
                text_ok += int(greedy_decode(text[k], vocab["charset"]) == gold)
    return {"type_acc": t_ok / max(1, n), "subtype_acc": s_ok / max(1, n), "state_acc": st_ok / max(1, st_n),
            "text_exact": text_ok / max(1, text_n), "elements": n}


def main(argv=None):
    ap = argparse.ArgumentParser(description="train the element-understanding model")
    add_common_args(ap, "training/runs/understander", epochs=30, batch=8)
    ap.add_argument("--init-from", default="",
                    help="start (when --out has no checkpoint) from another understander's weights: a checkpoint, or "
                         "a shipped .onnx with its perception.json beside it; a text path it lacks starts as a copy "
                         "of its box path, and heads grow for types, subtypes and characters the data adds")
    ap.add_argument("--text-from", default="",
                    help="with --init-from: take the text path (" + ", ".join(TEXT_MODULES) + ") from this "
                         "understander instead (a checkpoint, or a shipped .onnx with its perception.json); "
                         "CTC rows are matched by character")
    ap.add_argument("--distil-from", default="",
                    help="with --text-only or --box-only: a teacher understander (a checkpoint, or a shipped .onnx with its "
                         "perception.json) whose outputs the trained path is also pulled towards, on the items "
                         "the teacher gets right (distil.py)")
    ap.add_argument("--box-only", action="store_true",
                    help="train all but the text path with the type, subtype and state losses; the text path "
                         "stays as it is")
    ap.add_argument("--text-only", action="store_true",
                    help="train only the text path (" + ", ".join(TEXT_MODULES) + ") with the CTC loss; "
                         "the type, subtype and state heads stay as they are")
    args = ap.parse_args(argv)
    threads, dev, records, train_recs, val_recs, log = prepare(args, "understander")
    ckpt_path = os.path.join(args.out, "understander.ckpt")
    ck = load_checkpoint(ckpt_path)
    init, how = load_understander_state(args.init_from, train_recs, dev, "--init-from") if not ck and args.init_from else (None, "")
    # The vocabulary of the weights in use: the run's own, or the one it starts from grown by
    # what the data adds, or a new one.
    vocab = ck["vocab"] if ck else grow_vocab(init["vocab"], build_vocab(records)) if init else build_vocab(records)
    with open(os.path.join(args.out, "vocab.json"), "w", encoding="utf-8") as f:
        json.dump(vocab, f, ensure_ascii=False)
    log.line(f"understander: {len(train_recs)} train / {len(val_recs)} val screens, {len(vocab['charset'])} chars, "
             f"{len(vocab['subtypes'])} subtypes, device {dev}, {threads} threads")
    model = Understander(len(vocab["subtypes"]), len(vocab["charset"]) + 1).to(dev)
    if init:
        log.line(f"initialised from {args.init_from} ({how}): " + init_weights(model, init["ema"]))
        if args.text_from:
            src, how = load_understander_state(args.text_from, train_recs, dev, "--text-from")
            log.line(f"text path from {args.text_from} ({how}): " + graft_text_path(model, vocab, src["ema"], src["vocab"]))
    elif args.text_from and not ck:  # a resumed run has its grafted text path in the checkpoint
        raise SystemExit("--text-from needs --init-from (the weights of everything else)")
    if args.distil_from and not (args.text_only or args.box_only):
        raise SystemExit("--distil-from teaches one path at a time: add --text-only or --box-only")
    if args.text_only and args.box_only:
        raise SystemExit("--text-only and --box-only exclude each other")
    teacher = Teacher(args.distil_from, vocab, train_recs, dev) if args.distil_from else None
    trained = [p for n, p in model.named_parameters()
               if not (args.text_only or args.box_only) or (n.split(".")[0] in TEXT_MODULES) == args.text_only]
    for p in model.parameters():
        p.requires_grad_(False)
    for p in trained:
        p.requires_grad_(True)
    opt = torch.optim.AdamW(trained, lr=args.lr, weight_decay=1e-4)
    ema = EMA(model)
    start_epoch, step = restore(ck, model, ema, opt)
    if ck:
        log.line(f"resumed from {ckpt_path} at epoch {start_epoch}")
    train_set = ScreenSet(train_recs, vocab, True, args.seed)
    loader = DataLoader(train_set, batch_size=args.batch, shuffle=True, collate_fn=collate, num_workers=args.workers,
                        generator=torch.Generator().manual_seed(args.seed))
    sched = schedule_for_run(opt, args, step, start_epoch, len(loader), warmup_cap=200)
    for epoch in range(start_epoch, args.epochs):
        train_set.epoch = epoch
        model.train()
        for bi, (imgs, boxes, index, enc) in enumerate(loader):
            if len(boxes) == 0:
                continue
            sched.update(step)
            batch = (model, imgs.to(dev), boxes.to(dev), index.to(dev), enc)
            loss, parts = (text_losses(*batch, teacher) if args.text_only else box_losses(*batch, teacher) if args.box_only
                           else losses(*batch))
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 10.0)
            opt.step()
            ema.update(model, step)
            step += 1
            if step % 10 == 0:
                log.progress(f"epoch {epoch + 1}/{args.epochs} batch {bi + 1}/{len(loader)} loss {loss.item():.3f} "
                             + " ".join(f"{k} {v:.3f}" for k, v in parts.items()))
                log.write(kind="train", epoch=epoch, step=step, loss=loss.item(), **parts)
            if sched.out_of_time():
                break
        m = understander_metrics(ema.model, val_recs, vocab, dev)
        log.line(f"epoch {epoch + 1}: val type {m['type_acc']:.4f} subtype {m['subtype_acc']:.4f} "
                 f"states {m['state_acc']:.4f} text exact {m['text_exact']:.4f}")
        log.write(kind="val", epoch=epoch, step=step, **m)
        save_checkpoint(ckpt_path, model=model.state_dict(), ema=ema.model.state_dict(), opt=opt.state_dict(),
                        epoch=epoch, step=step, vocab=vocab, args=vars(args), metrics=m)
        if stop_after_epoch(args, sched, epoch, log):
            break


if __name__ == "__main__":
    main()
