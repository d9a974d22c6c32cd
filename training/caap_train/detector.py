"""A compact YOLO-style detector: CSP (C2f) backbone, PAN feature pyramid and an anchor-free
decoupled head at strides 4/8/16 (of the 1x frame), in the manner of YOLOv8, sized for 2 CPU cores.

Input: [B,3,420,320] float in [0,1] (the task frame at device scale 2). The graph averages it
down to scale 1 (160x210; detection needs no more, and it is 4x cheaper), pads the bottom to
224 and predicts at strides 4/8/16 of that. Outputs, per anchor point (2940 of them):
  boxes  [B,2940,4]  (x1, y1, x2, y2) in input pixels (divide by 2 for CSS px)
  scores [B,2940,14] per-type probabilities (sigmoid)
Post-processing (done by the TypeScript observer): keep anchors whose best score >= threshold,
class-agnostic NMS, scale boxes to CSS px."""
import torch
import torch.nn as nn
import torch.nn.functional as F

from .schema import CANON_SCALE, ELEMENT_TYPES, IMG_H, IMG_W

DET_SCALE = 1          # the detector works on the frame at scale 1
PAD_H = 224            # 210 padded to a multiple of 16
STRIDES = (4, 8, 16)   # in 1x pixels


class Conv(nn.Module):
    def __init__(self, c_in, c_out, k=3, s=1):
        super().__init__()
        self.conv = nn.Conv2d(c_in, c_out, k, s, k // 2, bias=False)
        self.bn = nn.BatchNorm2d(c_out)
        self.act = nn.SiLU()

    def forward(self, x):
        return self.act(self.bn(self.conv(x)))


class Bottleneck(nn.Module):
    def __init__(self, c, shortcut=True):
        super().__init__()
        self.cv1 = Conv(c, c, 3)
        self.cv2 = Conv(c, c, 3)
        self.add = shortcut

    def forward(self, x):
        y = self.cv2(self.cv1(x))
        return x + y if self.add else y


class C2f(nn.Module):
    """CSP block with two convolutions: split, n bottlenecks, concatenate every stage."""

    def __init__(self, c_in, c_out, n=1, shortcut=True):
        super().__init__()
        self.c = c_out // 2
        self.cv1 = Conv(c_in, 2 * self.c, 1)
        self.cv2 = Conv((2 + n) * self.c, c_out, 1)
        self.m = nn.ModuleList(Bottleneck(self.c, shortcut) for _ in range(n))

    def forward(self, x):
        y = list(self.cv1(x).chunk(2, 1))
        for m in self.m:
            y.append(m(y[-1]))
        return self.cv2(torch.cat(y, 1))


class SPPF(nn.Module):
    def __init__(self, c_in, c_out, k=5):
        super().__init__()
        c_ = c_in // 2
        self.cv1 = Conv(c_in, c_, 1)
        self.cv2 = Conv(c_ * 4, c_out, 1)
        self.m = nn.MaxPool2d(k, 1, k // 2)

    def forward(self, x):
        x = self.cv1(x)
        y1 = self.m(x)
        y2 = self.m(y1)
        return self.cv2(torch.cat([x, y1, y2, self.m(y2)], 1))


class Head(nn.Module):
    """Decoupled head for one level: a shared 1x1 reduction, then separate box (l,t,r,b
    distances in strides) and class branches. Narrow, because the finest level dominates cost."""

    def __init__(self, c_in, n_cls, c=32):
        super().__init__()
        self.reduce = Conv(c_in, c, 1)
        self.box = nn.Sequential(Conv(c, c, 3), Conv(c, c, 3), nn.Conv2d(c, 4, 1))
        self.cls = nn.Sequential(Conv(c, c, 3), nn.Conv2d(c, n_cls, 1))

    def forward(self, x):
        x = self.reduce(x)
        return self.box(x), self.cls(x)


class Detector(nn.Module):
    def __init__(self, width=(16, 32, 64, 96, 128), n_cls=len(ELEMENT_TYPES)):
        super().__init__()
        w0, w1, w2, w3, w4 = width
        self.n_cls = n_cls
        self.stem = nn.Sequential(Conv(3, w0, 3, 1), Conv(w0, w1, 3, 2))  # /2
        self.s2 = nn.Sequential(Conv(w1, w2, 3, 2), C2f(w2, w2, 2))       # /4  -> P3
        self.s3 = nn.Sequential(Conv(w2, w3, 3, 2), C2f(w3, w3, 2))       # /8  -> P4
        self.s4 = nn.Sequential(Conv(w3, w4, 3, 2), C2f(w4, w4, 1), SPPF(w4, w4))  # /16 -> P5
        self.up = nn.Upsample(scale_factor=2, mode="nearest")
        self.td4 = C2f(w4 + w3, w3, 1, shortcut=False)
        self.td3 = C2f(w3 + w2, w2, 1, shortcut=False)
        self.down3 = Conv(w2, w2, 3, 2)
        self.bu4 = C2f(w2 + w3, w3, 1, shortcut=False)
        self.down4 = Conv(w3, w3, 3, 2)
        self.bu5 = C2f(w3 + w4, w4, 1, shortcut=False)
        self.heads = nn.ModuleList([Head(w2, n_cls), Head(w3, n_cls), Head(w4, n_cls)])
        for h in self.heads:  # prior: few positives, as in YOLO
            nn.init.constant_(h.cls[-1].bias, -4.6)
        self.register_buffer("anchors", make_anchors(), persistent=False)

    def raw(self, x):
        """Per-level (box distances in strides, class logits), flattened to [B, A, 4] and [B, A, C]."""
        x = F.avg_pool2d(x, CANON_SCALE // DET_SCALE)
        x = F.pad(x, (0, 0, 0, PAD_H - x.shape[2]))
        p3 = self.s2(self.stem(x))
        p4 = self.s3(p3)
        p5 = self.s4(p4)
        t4 = self.td4(torch.cat([self.up(p5), p4], 1))
        n3 = self.td3(torch.cat([self.up(t4), p3], 1))
        n4 = self.bu4(torch.cat([self.down3(n3), t4], 1))
        n5 = self.bu5(torch.cat([self.down4(n4), p5], 1))
        dist, logits = [], []
        for feat, head in zip((n3, n4, n5), self.heads):
            d, c = head(feat)
            dist.append(d.flatten(2).transpose(1, 2))
            logits.append(c.flatten(2).transpose(1, 2))
        return torch.cat(dist, 1), torch.cat(logits, 1)

    def decode(self, dist):
        """Distances (strides, pre-activation) -> boxes (x1,y1,x2,y2) in input (scale-2) pixels."""
        a = self.anchors  # [A, 3] = cx, cy, stride, in input pixels
        d = F.softplus(dist) * a[:, 2:3]
        return torch.cat([a[:, :2] - d[..., :2], a[:, :2] + d[..., 2:]], -1)

    def forward(self, x):
        dist, logits = self.raw(x)
        return self.decode(dist), torch.sigmoid(logits)


def make_anchors(h=PAD_H, w=IMG_W // CANON_SCALE, strides=STRIDES):
    """Anchor points (cx, cy, stride) expressed in input (scale-2) pixels."""
    k = CANON_SCALE / DET_SCALE
    pts = []
    for s in strides:
        ys, xs = torch.meshgrid(torch.arange(h // s), torch.arange(w // s), indexing="ij")
        cx = (xs.flatten().float() + 0.5) * s * k
        cy = (ys.flatten().float() + 0.5) * s * k
        pts.append(torch.stack([cx, cy, torch.full_like(cx, float(s) * k)], 1))
    return torch.cat(pts, 0)


assert IMG_H // CANON_SCALE <= PAD_H
