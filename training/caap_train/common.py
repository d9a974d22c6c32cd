"""Training plumbing shared by both models: reproducibility, checkpoints, logs, progress."""
import json
import math
import os
import random
import sys
import time

import numpy as np
import torch


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def set_threads(n):
    n = n or max(1, os.cpu_count() or 1)
    torch.set_num_threads(n)
    return n


def device_of(name):
    if name == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    return torch.device(name)


class RunLog:
    """Appends one JSON object per event to <out>/<name>.log.jsonl and prints a short line."""

    def __init__(self, out_dir, name):
        os.makedirs(out_dir, exist_ok=True)
        self.path = os.path.join(out_dir, f"{name}.log.jsonl")
        self.t0 = time.time()

    def write(self, **event):
        event["elapsed_s"] = round(time.time() - self.t0, 1)
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps(event) + "\n")

    def progress(self, text):
        sys.stderr.write("\r" + text[:150].ljust(150))
        sys.stderr.flush()

    def line(self, text):
        sys.stderr.write("\r" + text + "\n")
        sys.stderr.flush()


def save_checkpoint(path, **state):
    tmp = path + ".tmp"
    torch.save(state, tmp)
    os.replace(tmp, path)  # atomic: a kill never leaves a torn checkpoint


def load_checkpoint(path):
    if not os.path.exists(path):
        return None
    return torch.load(path, map_location="cpu")


class EMA:
    """Exponential moving average of weights (what gets validated and exported)."""

    def __init__(self, model, decay=0.999):
        import copy
        self.model = copy.deepcopy(model).eval()
        self.decay = decay
        for p in self.model.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, model, step):
        d = min(self.decay, (1 + step) / (10 + step))
        msd = model.state_dict()
        for k, v in self.model.state_dict().items():
            if v.dtype.is_floating_point:
                v.mul_(d).add_(msd[k].detach(), alpha=1 - d)
            else:
                v.copy_(msd[k])


def add_common_args(ap, out, epochs, batch):
    """The options both training commands share."""
    ap.add_argument("--data", required=True,
                    help="dataset folder (labels.jsonl + images/), or a comma list of them trained on as one")
    ap.add_argument("--out", default=out, help="checkpoints and logs")
    ap.add_argument("--epochs", type=int, default=epochs)
    ap.add_argument("--batch", type=int, default=batch)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=0, help="torch threads (0: all cores)")
    ap.add_argument("--device", default="auto", help="cpu, cuda or auto")
    ap.add_argument("--workers", type=int, default=1, help="data loader processes")
    ap.add_argument("--max-minutes", type=float, default=0, help="stop (with a checkpoint) after this long; 0: no limit")
    ap.add_argument("--stop-epoch", type=int, default=0,
                    help="stop after this epoch (1-based) with a checkpoint, leaving the schedule as --epochs "
                         "sets it; a later run with a new --data continues from there")
    ap.add_argument("--anneal-by-time", action="store_true",
                    help="decay the learning rate over --max-minutes when that ends before the epochs do "
                         "(a time-boxed run ends annealed, at the cost of exact reproducibility)")


def prepare(args, name):
    """Seeds, threads, device, the train/validation split and the run log."""
    from .data import read_records, split_by_seed
    seed_everything(args.seed)
    threads = set_threads(args.threads)
    dev = device_of(args.device)
    # Several folders train as one set: a focused extra set for the tasks perception reads worst
    # adds screens without rebuilding the base set.
    records = [r for d in args.data.split(",") if d for r in read_records(d)]
    train_recs, val_recs = split_by_seed(records, seed=args.seed)
    return threads, dev, records, train_recs, val_recs, RunLog(args.out, name)


def restore(ck, model, ema, opt):
    """Loads a checkpoint into the model, its EMA and the optimiser; returns (next epoch, step)."""
    if not ck:
        return 0, 0
    model.load_state_dict(ck["model"])
    ema.model.load_state_dict(ck["ema"])
    opt.load_state_dict(ck["opt"])
    return ck["epoch"] + 1, ck["step"]


class LrSchedule:
    """Linear warm-up, then cosine decay to 1 % of the base rate over the steps left. With
    anneal_by_time, over --max-minutes when that runs out first, so a time-boxed run on a slow
    machine still ends with an annealed rate instead of being cut at full speed (the schedule
    then depends on the machine's speed). A resumed run continues the curve from where its step
    count stands."""

    def __init__(self, opt, base, step0, total, warmup, max_minutes=0, anneal_by_time=False):
        self.opt, self.base, self.step0, self.total, self.warmup = opt, base, step0, max(1, total), warmup
        self.max_s = max_minutes * 60
        self.by_time = anneal_by_time
        self.t0 = time.time()

    def elapsed_fraction(self):
        return (time.time() - self.t0) / self.max_s if self.max_s else 0.0

    def out_of_time(self):
        return bool(self.max_s) and self.elapsed_fraction() >= 1.0

    def update(self, step):
        if step < self.warmup:
            lr = self.base * step / max(1, self.warmup)
        else:
            left = max(1, self.total - self.step0)
            p = (step - self.step0) / left
            if self.by_time:
                p = max(p, self.elapsed_fraction())
            p = min(1.0, p)
            p0 = self.step0 / self.total
            lr = self.base * 0.5 * (1 + math.cos(math.pi * (p0 + (1 - p0) * p)))
        for g in self.opt.param_groups:
            g["lr"] = max(lr, self.base * 0.01)
        return lr


def schedule_for_run(opt, args, step, start_epoch, steps_per_epoch, warmup_cap):
    """The learning-rate schedule of a (possibly resumed) run: the cosine spans the steps from
    where the checkpoint stands to the last --epochs, so it ends there even when the dataset
    (and so the steps per epoch) changed between runs."""
    total = step + (args.epochs - start_epoch) * max(1, steps_per_epoch)
    return LrSchedule(opt, args.lr, step, total, min(warmup_cap, total // 10), args.max_minutes, args.anneal_by_time)


def stop_after_epoch(args, sched, epoch, log):
    """True when the run ends after this epoch's checkpoint: out of --max-minutes, or at --stop-epoch."""
    if sched.out_of_time():
        log.line(f"stopping after {args.max_minutes} min (resume with the same command)")
        return True
    if args.stop_epoch and epoch + 1 >= args.stop_epoch:
        log.line(f"stopping after epoch {epoch + 1} (--stop-epoch)")
        return True
    return False
