"""Task-aligned assignment and the detector loss (after YOLOv8's TAL): for each ground-truth
box, the top-k anchor points inside it by score^alpha * IoU^beta become positives; class
targets are the normalised alignment; boxes are trained with GIoU + L1."""
import torch
import torch.nn.functional as F


def box_iou_pairwise(a, b):
    """a [G,4], b [A,4] -> IoU [G,A]."""
    lt = torch.max(a[:, None, :2], b[None, :, :2])
    rb = torch.min(a[:, None, 2:], b[None, :, 2:])
    inter = (rb - lt).clamp(min=0).prod(-1)
    area_a = (a[:, 2:] - a[:, :2]).clamp(min=0).prod(-1)
    area_b = (b[:, 2:] - b[:, :2]).clamp(min=0).prod(-1)
    return inter / (area_a[:, None] + area_b[None, :] - inter + 1e-9)


def giou(a, b):
    """Elementwise GIoU of a [N,4] and b [N,4]."""
    lt = torch.max(a[:, :2], b[:, :2])
    rb = torch.min(a[:, 2:], b[:, 2:])
    inter = (rb - lt).clamp(min=0).prod(-1)
    area_a = (a[:, 2:] - a[:, :2]).clamp(min=0).prod(-1)
    area_b = (b[:, 2:] - b[:, :2]).clamp(min=0).prod(-1)
    union = area_a + area_b - inter + 1e-9
    iou = inter / union
    hull = (torch.max(a[:, 2:], b[:, 2:]) - torch.min(a[:, :2], b[:, :2])).clamp(min=0).prod(-1) + 1e-9
    return iou - (hull - union) / hull


@torch.no_grad()
def assign(anchors, pred_boxes, pred_scores, gt_boxes, gt_cls, topk=10, alpha=0.5, beta=6.0):
    """One image. anchors [A,3]; pred_boxes [A,4] px; pred_scores [A,C] probs; gt_boxes [G,4] px.
    Returns target_boxes [A,4], target_scores [A,C], fg mask [A]."""
    A, C = pred_scores.shape
    G = gt_boxes.shape[0]
    target_scores = torch.zeros(A, C)
    if G == 0:
        return torch.zeros(A, 4), target_scores, torch.zeros(A, dtype=torch.bool)
    cx, cy = anchors[:, 0], anchors[:, 1]
    inside = (cx[None] > gt_boxes[:, 0:1]) & (cx[None] < gt_boxes[:, 2:3]) & \
             (cy[None] > gt_boxes[:, 1:2]) & (cy[None] < gt_boxes[:, 3:4])
    # Boxes too small to contain an anchor point fall back to their nearest finest-level points.
    empty = ~inside.any(1)
    if empty.any():
        gc = (gt_boxes[empty, :2] + gt_boxes[empty, 2:]) / 2
        d = ((anchors[None, :, :2] - gc[:, None]) ** 2).sum(-1)
        near = d.topk(min(3, A), largest=False).indices
        rows = inside[empty]
        rows.scatter_(1, near, True)
        inside[empty] = rows
    iou = box_iou_pairwise(gt_boxes, pred_boxes)                # [G,A]
    cls_score = pred_scores[:, gt_cls].T                         # [G,A]
    metric = cls_score.pow(alpha) * iou.pow(beta) * inside
    # Tie-break the untrained start: prefer points near the box centre.
    gc = (gt_boxes[:, :2] + gt_boxes[:, 2:]) / 2
    centre_d = ((anchors[None, :, :2] - gc[:, None]) ** 2).sum(-1).sqrt()
    metric = metric + inside * 1e-9 / (1.0 + centre_d)
    k = min(topk, A)
    top = metric.topk(k, dim=1).indices
    pos = torch.zeros(G, A, dtype=torch.bool)
    pos.scatter_(1, top, True)
    pos &= inside
    # An anchor claimed by several boxes goes to the one it overlaps most.
    multi = pos.sum(0) > 1
    if multi.any():
        best = iou.argmax(0)
        one = F.one_hot(best, G).T.bool()
        pos[:, multi] = one[:, multi]
    fg = pos.any(0)
    gt_idx = pos.float().argmax(0)
    target_boxes = gt_boxes[gt_idx]
    # Normalised alignment as soft class target.
    m = metric * pos
    norm = (m / (m.amax(1, keepdim=True) + 1e-9)) * (iou * pos).amax(1, keepdim=True)
    t = norm.amax(0)  # [A]
    target_scores[fg, gt_cls[gt_idx[fg]]] = t[fg].clamp(min=0.05)
    return target_boxes, target_scores, fg


def detector_loss(model, images, targets, box_w=7.5, l1_w=1.0, cls_w=1.0):
    """targets: list of (boxes_px [G,4], cls [G]). Returns (loss, parts dict)."""
    dist, logits = model.raw(images)
    boxes = model.decode(dist)
    scores = torch.sigmoid(logits)
    anchors = model.anchors
    B = images.shape[0]
    tb, ts, fgs = [], [], []
    for b in range(B):
        t_boxes, t_scores, fg = assign(anchors, boxes[b].detach(), scores[b].detach(), targets[b][0], targets[b][1])
        tb.append(t_boxes)
        ts.append(t_scores)
        fgs.append(fg)
    tb = torch.stack(tb)
    ts = torch.stack(ts)
    fg = torch.stack(fgs)
    norm = ts.sum().clamp(min=1.0)
    loss_cls = F.binary_cross_entropy_with_logits(logits, ts, reduction="sum") / norm
    if fg.any():
        w = ts.sum(-1)[fg]
        pb, gb = boxes[fg], tb[fg]
        loss_box = ((1.0 - giou(pb, gb)) * w).sum() / norm
        stride = anchors[:, 2].expand(B, -1)[fg]
        loss_l1 = ((pb - gb).abs().sum(-1) / stride * w).sum() / norm
    else:
        loss_box = loss_l1 = logits.sum() * 0
    loss = cls_w * loss_cls + box_w * loss_box + l1_w * loss_l1
    return loss, {"cls": loss_cls.item(), "box": loss_box.item(), "l1": loss_l1.item(), "pos": int(fg.sum())}
