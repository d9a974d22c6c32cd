"""Augmentations that stand in for pages the models never saw: colour jitter, blur, noise,
+-10 % scale, JPEG-like artifacts, and a scale-1 round trip (what a 1x screenshot looks like
after the observer upsamples it). Font and zoom variations come from the labeller itself
(caap dataset build --vary-look)."""
import io
import random

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image


def color_jitter(img, rng):
    gain = torch.tensor([rng.uniform(0.9, 1.1) for _ in range(3)]).view(3, 1, 1)
    bright = rng.uniform(-0.06, 0.06)
    contrast = rng.uniform(0.85, 1.15)
    mean = img.mean()
    out = (img - mean) * contrast + mean + bright
    return (out * gain).clamp(0, 1)


def blur(img):
    k = torch.tensor([1.0, 2.0, 1.0])
    k = (k[:, None] * k[None, :]) / 16.0
    w = k.expand(3, 1, 3, 3).contiguous()
    return F.conv2d(F.pad(img[None], (1, 1, 1, 1), mode="replicate"), w, groups=3)[0]


def noise(img, rng):
    return (img + torch.randn_like(img) * rng.uniform(0.005, 0.03)).clamp(0, 1)


def jpeg(img, rng):
    arr = (img.permute(1, 2, 0).numpy() * 255).round().astype(np.uint8)
    buf = io.BytesIO()
    Image.fromarray(arr).save(buf, format="JPEG", quality=rng.randint(35, 90))
    back = np.asarray(Image.open(io.BytesIO(buf.getvalue())).convert("RGB"), dtype=np.float32) / 255.0
    return torch.from_numpy(back).permute(2, 0, 1).contiguous()


def scale_one_round_trip(img):
    _, h, w = img.shape
    small = F.interpolate(img[None], size=(h // 2, w // 2), mode="bilinear", align_corners=False, antialias=True)
    return F.interpolate(small, size=(h, w), mode="bilinear", align_corners=False)[0]


def rescale(img, boxes, s):
    """Zoom the frame by s around its top-left corner; boxes (CSS px) follow. White fill."""
    _, h, w = img.shape
    nh, nw = int(round(h * s)), int(round(w * s))
    z = F.interpolate(img[None], size=(nh, nw), mode="bilinear", align_corners=False)[0]
    out = torch.ones_like(img)
    out[:, : min(h, nh), : min(w, nw)] = z[:, :h, :w]
    return out, boxes * s


def augment(img, boxes, rng: random.Random, strength=1.0):
    """Returns (img, boxes) with boxes in CSS px, possibly rescaled; caller clips and filters."""
    if rng.random() < 0.3 * strength:
        img, boxes = rescale(img, boxes, rng.uniform(0.9, 1.1))
    if rng.random() < 0.5 * strength:
        img = color_jitter(img, rng)
    if rng.random() < 0.15 * strength:
        img = scale_one_round_trip(img)
    if rng.random() < 0.15 * strength:
        img = blur(img)
    if rng.random() < 0.2 * strength:
        img = noise(img, rng)
    if rng.random() < 0.15 * strength:
        img = jpeg(img, rng)
    return img, boxes
