"""Train the detector. Reproducible from --seed, resumable from <out>/detector.ckpt.

  /usr/bin/python3 -m caap_train.train_detector --data datasets/train --out training/runs/detector
"""
import argparse
import os
import random

import torch
from torch.utils.data import DataLoader, Dataset

from .assign import detector_loss
from .augment import augment
from .common import EMA, add_common_args, load_checkpoint, prepare, restore, save_checkpoint, schedule_for_run, stop_after_epoch
from .data import boxes_and_types, load_canonical
from .detector import Detector
from .from_onnx import grow_into, import_onnx, onnx_head_rows
from .metrics import detection_metrics
from .schema import CANON_SCALE, FRAME_H, FRAME_W


class DetectionSet(Dataset):
    def __init__(self, records, train, seed):
        self.records, self.train, self.seed = records, train, seed
        self.epoch = 0

    def __len__(self):
        return len(self.records)

    def __getitem__(self, i):
        r = self.records[i]
        img = load_canonical(r["image"])
        boxes, cls = boxes_and_types(r["elements"])
        if self.train:
            rng = random.Random(hash((self.seed, self.epoch, i)))
            img, boxes = augment(img, boxes, rng)
        boxes[:, 0::2] = boxes[:, 0::2].clamp(0, FRAME_W)
        boxes[:, 1::2] = boxes[:, 1::2].clamp(0, FRAME_H)
        keep = ((boxes[:, 2] - boxes[:, 0]) >= 1) & ((boxes[:, 3] - boxes[:, 1]) >= 1)
        return img, boxes[keep] * CANON_SCALE, cls[keep]


def collate(batch):
    imgs = torch.stack([b[0] for b in batch])
    return imgs, [(b[1], b[2]) for b in batch]


def detector_state_from_onnx(path, records, dev, screens=48):
    """A shipped detector.onnx as starting weights (from_onnx.py), its BNs calibrated on `screens`
    training screens."""
    old = Detector(n_cls=onnx_head_rows(path, "heads.0.cls.1.weight")).to(dev)
    imgs = [load_canonical(r["image"]) for r in records[:: max(1, len(records) // screens)][:screens]]

    def calibrate(m):
        for i in range(0, len(imgs), 8):
            m(torch.stack(imgs[i:i + 8]).to(dev))

    how = import_onnx(old, path, calibrate)
    return old.state_dict(), how


def main(argv=None):
    ap = argparse.ArgumentParser(description="train the YOLO-style element detector")
    add_common_args(ap, "training/runs/detector", epochs=30, batch=16)
    ap.add_argument("--init-from", default="",
                    help="start (when --out has no checkpoint) from another detector's weights: a checkpoint, or a "
                         "shipped .onnx (e.g. ../models/detector.onnx); a fresh optimiser and schedule, and a "
                         "class layer grown for types added since (fine-tuning on more data)")
    args = ap.parse_args(argv)
    threads, dev, _, train_recs, val_recs, log = prepare(args, "detector")
    log.line(f"detector: {len(train_recs)} train / {len(val_recs)} val screens, device {dev}, {threads} threads")

    model = Detector().to(dev)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=5e-4)
    ema = EMA(model)
    ckpt_path = os.path.join(args.out, "detector.ckpt")
    ck = load_checkpoint(ckpt_path)
    start_epoch, step = restore(ck, model, ema, opt)
    if ck:
        log.line(f"resumed from {ckpt_path} at epoch {start_epoch}")
    elif args.init_from:
        if args.init_from.endswith(".onnx"):
            state, how = detector_state_from_onnx(args.init_from, train_recs, dev)
        else:
            init = load_checkpoint(args.init_from)
            if init is None:
                raise SystemExit(f"--init-from {args.init_from}: no such checkpoint")
            state, how = init["ema"], "checkpoint"
        grown = grow_into(model, state)
        ema.model.load_state_dict(model.state_dict())
        log.line(f"initialised from {args.init_from} ({how}; {grown} output layers grew for new types)")

    train_set = DetectionSet(train_recs, True, args.seed)
    loader = DataLoader(train_set, batch_size=args.batch, shuffle=True, collate_fn=collate, num_workers=args.workers,
                        generator=torch.Generator().manual_seed(args.seed), persistent_workers=False)
    sched = schedule_for_run(opt, args, step, start_epoch, len(loader), warmup_cap=300)
    for epoch in range(start_epoch, args.epochs):
        train_set.epoch = epoch
        model.train()
        for bi, (imgs, targets) in enumerate(loader):
            sched.update(step)
            imgs = imgs.to(dev)
            targets = [(b.to(dev), c.to(dev)) for b, c in targets]
            loss, parts = detector_loss(model, imgs, targets)
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 10.0)
            opt.step()
            ema.update(model, step)
            step += 1
            if step % 10 == 0:
                log.progress(f"epoch {epoch + 1}/{args.epochs} batch {bi + 1}/{len(loader)} loss {loss.item():.3f} "
                             f"cls {parts['cls']:.3f} box {parts['box']:.3f} l1 {parts['l1']:.3f}")
                log.write(kind="train", epoch=epoch, step=step, loss=loss.item(), **parts)
            if sched.out_of_time():
                break
        m = detection_metrics(ema.model, val_recs, dev)
        log.line(f"epoch {epoch + 1}: val recall {m['recall']:.4f} precision {m['precision']:.4f} "
                 f"type {m['type_acc']:.4f} edge p50 {m['edge_p50']:.2f}px p95 {m['edge_p95']:.2f}px")
        log.write(kind="val", epoch=epoch, step=step, **m)
        save_checkpoint(ckpt_path, model=model.state_dict(), ema=ema.model.state_dict(), opt=opt.state_dict(),
                        epoch=epoch, step=step, args=vars(args), metrics=m)
        if stop_after_epoch(args, sched, epoch, log):
            break


if __name__ == "__main__":
    main()
