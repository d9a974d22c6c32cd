"""The element-understanding model: for each detected box, the paper's masking (the target
outlined, the rest of the screen darkened) at low resolution for context, plus two crops of the
target, each through its own convolutional trunk: the whole box (for type, subtype and states)
and a text line at a fixed reading scale (for the text, CTC).

Why two crops: a crop scaled to the box's height put the text of padded widgets (input fields,
dropdowns, list items, buttons) at under 1 px per CSS px, and text exact match on those types was
0-43 %. The text window is TEXT_H_CSS tall around the box's vertical centre, so the text in a
widget is read at 1.5 px per CSS px whatever the widget's padding. A box that is text itself
(text, hyperlink, tabled text: its height is its font's) gets a window of its own height when
that is taller, so large type (simple-algebra's equation) is not cut. Which boxes are text comes
from the type head inside the graph; training uses the labelled type. Multi-line text areas are
read line by line by the caller, one line box per line (text_lines.py, src/perception/text-lines.ts).

All cropping happens inside the graph (grid_sample), so training and the ONNX runtime see
exactly the same pixels. Inputs: image [1,3,420,320] in [0,1] (task frame at scale 2) and
boxes [E,4] in task-frame CSS px. Outputs:
  type_logits [E,14], subtype_logits [E,S], state_logits [E,3,3] (n/a, false, true per
  checked/focused/highlighted), text_logprobs [E,T,C] (CTC, blank = index 0)."""
import torch
import torch.nn as nn
import torch.nn.functional as F

from .detector import Conv
from .schema import CANON_SCALE, ELEMENT_TYPES, IMG_H, IMG_W

CROP_H, CROP_W = 24, 288
MARGIN = 3.0  # CSS px around the box, so focus rings and outlines are in the crop
TEXT_H_CSS = 16.0  # height of the text window in CSS px: one line of the tasks' fonts (11-14 px)
TEXT_PAD_CSS = 2.0  # CSS px left of the box in the text window
TEXT_LIKE = ("text", "hyperlink", "tabled_text")  # boxes whose height is their font's
CTX_POOL = 4  # context at 0.5 px per CSS px


def _sampling_grid(x1, y1, x2, sx, sy, crop_h, crop_w):
    """Grid [E,crop_h,crop_w,2] (normalised image coords) sampling from (x1, y1) CSS px at sx / sy
    crop px per CSS px, and the mask [E,1,1,crop_w] of columns left of x2."""
    j = torch.arange(crop_w, dtype=x1.dtype, device=x1.device) + 0.5
    i = torch.arange(crop_h, dtype=x1.dtype, device=x1.device) + 0.5
    css_x = x1[:, None] + j[None, :] / sx[:, None]          # [E,W]
    css_y = y1[:, None] + i[None, :] / sy[:, None]          # [E,H]
    gx = css_x * CANON_SCALE / IMG_W * 2 - 1
    gy = css_y * CANON_SCALE / IMG_H * 2 - 1
    E = x1.shape[0]
    grid = torch.stack([gx[:, None, :].expand(E, crop_h, crop_w), gy[:, :, None].expand(E, crop_h, crop_w)], -1)
    valid = (css_x <= x2[:, None]).to(x1.dtype)[:, None, None, :]
    return grid, valid


def crop_grid(boxes, crop_h=CROP_H, crop_w=CROP_W):
    """Sampling grid and valid-column mask of the box crop. The crop keeps the box's aspect ratio
    (height fills crop_h) unless the box is too wide, then it is squashed to fit; columns right
    of the box are masked out."""
    x1 = boxes[:, 0] - MARGIN
    y1 = boxes[:, 1] - MARGIN
    x2 = boxes[:, 2] + MARGIN
    y2 = boxes[:, 3] + MARGIN
    h = (y2 - y1).clamp(min=1.0)
    w = (x2 - x1).clamp(min=1.0)
    sy = crop_h / h
    sx = torch.minimum(sy, crop_w / w)
    return _sampling_grid(x1, y1, x2, sx, sy, crop_h, crop_w)


def text_window_heights(boxes, text_like):
    """Window height per box in CSS px: TEXT_H_CSS, or for text-like boxes their height plus
    4 px when that is more. text_like: [E] bool."""
    own = boxes[:, 3] - boxes[:, 1] + 4.0
    return torch.where(text_like, own.clamp(min=TEXT_H_CSS), torch.full_like(own, TEXT_H_CSS))


def text_grid(boxes, heights, crop_h=CROP_H, crop_w=CROP_W):
    """Sampling grid and valid-column mask of the text window: `heights` [E] CSS px tall, centred
    on the box's vertical centre, from TEXT_PAD_CSS left of the box, at crop_h / height px per CSS px."""
    s = crop_h / heights
    y1 = (boxes[:, 1] + boxes[:, 3]) / 2 - heights / 2
    return _sampling_grid(boxes[:, 0] - TEXT_PAD_CSS, y1, boxes[:, 2] + TEXT_PAD_CSS, s, s, crop_h, crop_w)


def context_mask(boxes, h, w):
    """[E,1,h,w] mask of the (margin-expanded) box on a grid of h x w cells over the frame."""
    cell = CTX_POOL / CANON_SCALE  # CSS px per cell
    ys = (torch.arange(h, dtype=boxes.dtype, device=boxes.device) + 0.5) * cell
    xs = (torch.arange(w, dtype=boxes.dtype, device=boxes.device) + 0.5) * cell
    inx = (xs[None, :] >= boxes[:, 0:1] - 1) & (xs[None, :] <= boxes[:, 2:3] + 1)   # [E,w]
    iny = (ys[None, :] >= boxes[:, 1:2] - 1) & (ys[None, :] <= boxes[:, 3:4] + 1)   # [E,h]
    return (iny[:, :, None] & inx[:, None, :]).to(boxes.dtype)[:, None]


def crop_trunk(x_stride=4):
    """24 x 288 crop -> [96, 288 / x_stride] column features."""
    return nn.Sequential(
        Conv(3, 24, 3), nn.MaxPool2d(2),                        # 12 x 144
        Conv(24, 48, 3), nn.MaxPool2d((2, x_stride // 2)),      # 6 x 72 (or 144)
        Conv(48, 64, 3), Conv(64, 64, 3),
        nn.MaxPool2d((2, 1)),                                   # 3 x 72 (or 144)
    ), nn.Sequential(nn.Conv2d(64, 96, (3, 1)), nn.BatchNorm2d(96), nn.SiLU())  # 1 x 72 (or 144)


# CTC steps of the text path: one per 2 crop columns (1.33 CSS px), so that doubled letters and
# the bullets of a password field (a blank must separate repeats) have room.
TEXT_STEPS = CROP_W // 2


# The text path's modules: trained by the CTC loss alone (--text-only trains just these).
TEXT_MODULES = ("text_net", "text_collapse", "seq", "ctc")


class Understander(nn.Module):
    def __init__(self, n_subtypes, n_chars, n_types=len(ELEMENT_TYPES)):
        super().__init__()
        self.crop_net, self.collapse = crop_trunk()
        self.text_net, self.text_collapse = crop_trunk(x_stride=2)
        self.seq = nn.Sequential(nn.Conv1d(96, 96, 3, padding=1), nn.SiLU(), nn.Conv1d(96, 96, 3, padding=1), nn.SiLU())
        self.ctc = nn.Conv1d(96, n_chars, 1)
        self.ctx_net = nn.Sequential(Conv(4, 16, 3, 2), Conv(16, 32, 3, 2), Conv(32, 64, 3, 2))
        feat = 96 * 2 + 64 * 2 + 6
        self.mlp = nn.Sequential(nn.Linear(feat, 192), nn.SiLU(), nn.Dropout(0.1), nn.Linear(192, 192), nn.SiLU())
        self.type_head = nn.Linear(192, n_types)
        self.subtype_head = nn.Linear(192, n_subtypes)
        self.state_head = nn.Linear(192, 9)

    def read(self, image, boxes, text_like, image_index=None):
        """The text path alone: text_logprobs [E,T,C]. text_like [E] bool: which boxes are text."""
        img_e = image.expand(boxes.shape[0], -1, -1, -1) if image_index is None else image[image_index]
        tgrid, tvalid = text_grid(boxes, text_window_heights(boxes, text_like))
        crop = F.grid_sample(img_e, tgrid, mode="bilinear", padding_mode="zeros", align_corners=False) * tvalid
        ft = self.text_collapse(self.text_net(crop))[:, :, 0, :]  # [E,96,TEXT_STEPS]
        return F.log_softmax(self.ctc(self.seq(ft)), dim=1).transpose(1, 2)

    def classify(self, image, boxes, image_index=None):
        """The box path alone: type_logits [E,T], subtype_logits [E,S], state_logits [E,3,3]."""
        E = boxes.shape[0]
        img_e = image.expand(E, -1, -1, -1) if image_index is None else image[image_index]
        grid, valid = crop_grid(boxes)
        crop = F.grid_sample(img_e, grid, mode="bilinear", padding_mode="zeros", align_corners=False) * valid
        f = self.collapse(self.crop_net(crop))[:, :, 0, :]  # [E,96,72]
        vmask = valid[:, 0, 0, ::4][:, None, :]               # [E,1,72]
        fmean = (f * vmask).sum(-1) / vmask.sum(-1).clamp(min=1.0)
        fmax = (f * vmask - (1 - vmask) * 1e4).amax(-1)

        small = F.avg_pool2d(image, CTX_POOL)                  # [B,3,105,80]
        small_e = small.expand(E, -1, -1, -1) if image_index is None else small[image_index]
        m = context_mask(boxes, small.shape[2], small.shape[3])
        ctx = torch.cat([small_e * (0.35 + 0.65 * m), m], 1)   # the paper's masking: rest darkened, target marked
        c = self.ctx_net(ctx)
        cfeat = torch.cat([c.mean((2, 3)), c.amax((2, 3))], 1)

        geo = torch.stack([boxes[:, 0] / 160, boxes[:, 1] / 210, boxes[:, 2] / 160, boxes[:, 3] / 210,
                           (boxes[:, 2] - boxes[:, 0]) / 160, (boxes[:, 3] - boxes[:, 1]) / 210], 1)
        h = self.mlp(torch.cat([fmean, fmax, cfeat, geo], 1))
        return self.type_head(h), self.subtype_head(h), self.state_head(h).view(E, 3, 3)

    def forward(self, image, boxes, image_index=None, text_like=None):
        """image [B,3,H,W]; boxes [E,4] CSS px; image_index [E] (which image each box is on; default 0);
        text_like [E] bool overrides the type head's choice of text boxes (training uses the labels)."""
        type_logits, subtype_logits, state_logits = self.classify(image, boxes, image_index)
        if text_like is None:
            predicted = type_logits.argmax(1)
            text_like = torch.zeros_like(predicted, dtype=torch.bool)
            for t in TEXT_LIKE:
                text_like = text_like | (predicted == ELEMENT_TYPES.index(t))
        text_logprobs = self.read(image, boxes, text_like, image_index)
        return type_logits, subtype_logits, state_logits, text_logprobs


def greedy_ids(logprobs):
    """Greedy CTC reading of [T,C] log-probabilities: the column ids, repeats merged, blanks (0) dropped."""
    out, prev = [], 0
    for k in logprobs.argmax(-1).tolist():
        if k != prev and k != 0:
            out.append(k)
        prev = k
    return out
