"""Train the detector. Reproducible from --seed, resumable from <out>/detector.ckpt.

  /usr/bin/python3 -m caap_train.train_detector --data datasets/train --out training/runs/detector
"""
import argparse
import math
import os
import random
import time

import torch
from torch.utils.data import DataLoader, Dataset

from .assign import detector_loss
from .augment import augment
from .common import EMA, RunLog, device_of, load_checkpoint, save_checkpoint, seed_everything, set_threads
from .data import boxes_and_types, load_canonical, read_records, split_by_seed
from .detector import Detector
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


def main(argv=None):
    ap = argparse.ArgumentParser(description="train the YOLO-style element detector")
    ap.add_argument("--data", required=True, help="dataset folder (labels.jsonl + images/)")
    ap.add_argument("--out", default="training/runs/detector", help="checkpoints and logs")
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=0, help="torch threads (0: all cores)")
    ap.add_argument("--device", default="auto", help="cpu, cuda or auto")
    ap.add_argument("--workers", type=int, default=1, help="data loader processes")
    ap.add_argument("--max-minutes", type=float, default=0, help="stop (with a checkpoint) after this long; 0: no limit")
    args = ap.parse_args(argv)

    seed_everything(args.seed)
    threads = set_threads(args.threads)
    dev = device_of(args.device)
    records = read_records(args.data)
    train_recs, val_recs = split_by_seed(records, seed=args.seed)
    log = RunLog(args.out, "detector")
    log.line(f"detector: {len(train_recs)} train / {len(val_recs)} val screens, device {dev}, {threads} threads")

    model = Detector().to(dev)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=5e-4)
    ema = EMA(model)
    start_epoch, step = 0, 0
    ckpt_path = os.path.join(args.out, "detector.ckpt")
    ck = load_checkpoint(ckpt_path)
    if ck:
        model.load_state_dict(ck["model"])
        ema.model.load_state_dict(ck["ema"])
        opt.load_state_dict(ck["opt"])
        start_epoch, step = ck["epoch"] + 1, ck["step"]
        log.line(f"resumed from {ckpt_path} at epoch {start_epoch}")

    train_set = DetectionSet(train_recs, True, args.seed)
    loader = DataLoader(train_set, batch_size=args.batch, shuffle=True, collate_fn=collate, num_workers=args.workers,
                        generator=torch.Generator().manual_seed(args.seed), persistent_workers=False)
    total_steps = args.epochs * max(1, len(loader))
    warmup = min(300, total_steps // 10)
    t_start = time.time()
    for epoch in range(start_epoch, args.epochs):
        train_set.epoch = epoch
        model.train()
        for bi, (imgs, targets) in enumerate(loader):
            lr = args.lr * (step / max(1, warmup) if step < warmup else 0.5 * (1 + math.cos(math.pi * step / total_steps)))
            for g in opt.param_groups:
                g["lr"] = max(lr, args.lr * 0.01)
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
            if args.max_minutes and (time.time() - t_start) / 60 > args.max_minutes:
                break
        m = detection_metrics(ema.model, val_recs, dev)
        log.line(f"epoch {epoch + 1}: val recall {m['recall']:.4f} precision {m['precision']:.4f} "
                 f"type {m['type_acc']:.4f} edge p50 {m['edge_p50']:.2f}px p95 {m['edge_p95']:.2f}px")
        log.write(kind="val", epoch=epoch, step=step, **m)
        save_checkpoint(ckpt_path, model=model.state_dict(), ema=ema.model.state_dict(), opt=opt.state_dict(),
                        epoch=epoch, step=step, args=vars(args), metrics=m)
        if args.max_minutes and (time.time() - t_start) / 60 > args.max_minutes:
            log.line(f"stopping after {args.max_minutes} min (resume with the same command)")
            break


if __name__ == "__main__":
    main()
