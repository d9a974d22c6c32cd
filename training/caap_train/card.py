"""Write models/README.md, the model card, from models/perception.json, the dataset manifest,
the training logs and (optionally) `caap eval-perception --json` and `caap bench perception
--json` outputs. Every number in the card comes from one of those files.

  /usr/bin/python3 -m caap_train.card --models models --dataset datasets/train \
      --runs training/runs --eval eval.json --bench bench.json
"""
import argparse
import json
import os



def plural(n, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"

def load(path):
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    return None


def last_val(log_path):
    best = None
    if os.path.exists(log_path):
        with open(log_path, encoding="utf-8") as f:
            for line in f:
                e = json.loads(line)
                if e.get("kind") == "val":
                    best = e
    return best


def pct(x):
    return "n/a" if x is None else f"{100 * x:.2f} %"


def pct_or(x):
    return "—" if x is None else f"{100 * x:.2f} %"


def px_or(x):
    return "—" if x is None else f"{x:.2f} px"


METRIC_ROWS = [
    ("recall (IoU >= 0.5)", "recall", "99.5 %", pct_or),
    ("precision", "precision", "99 %", pct_or),
    ("type accuracy", "typeAccuracy", "99.5 %", pct_or),
    ("text exact match", "textExact", "99 %", pct_or),
    ("state accuracy", "stateAccuracy", "99.5 %", pct_or),
    ("colour names", "colourName", "99.5 %", pct_or),
    ("figure geometry p50 (matched figures)", "geometryP50", "1 CSS px", px_or),
    ("figure geometry p95", "geometryP95", "", px_or),
    ("pie sectors within 1 degree", "sectorWithin1", "", pct_or),
    ("tree node open/closed", "expandedAccuracy", "", pct_or),
    ("text style", "styleAccuracy", "", pct_or),
]


def weak_or_measured(m):
    low = any(m.get(k) is not None and m[k] < 0.99 for k in ("recall", "typeAccuracy", "textExact"))
    return low or m.get("colourName") is not None or m.get("geometryP50") is not None


def metric_table(rows, what):
    cols = [("labels", "labels", str), ("recall", "recall", pct_or), ("precision", "precision", pct_or),
            ("type", "typeAccuracy", pct_or), ("text exact", "textExact", pct_or), ("states", "stateAccuracy", pct_or),
            ("colour", "colourName", pct_or), ("geometry p50", "geometryP50", px_or)]
    out = [f"| {what} | " + " | ".join(c[0] for c in cols) + " |", "| --- " * (len(cols) + 1) + "|"]
    for name, m in sorted(rows.items()):
        out.append(f"| {name} | " + " | ".join(c[2](m.get(c[1])) if c[1] != "labels" else str(m.get("labels")) for c in cols) + " |")
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description="write the model card models/README.md")
    ap.add_argument("--models", default="models")
    ap.add_argument("--dataset", default="datasets/train", help="dataset folder, or a comma list of the folders trained on")
    ap.add_argument("--runs", default="training/runs")
    ap.add_argument("--detector-run", default="detector", help="run folder (under --runs) of the exported detector")
    ap.add_argument("--understander-run", default="understander",
                    help="run folder (under --runs) of the exported understander, e.g. understander-text")
    ap.add_argument("--eval", help="caap eval-perception --json output")
    ap.add_argument("--bench", help="caap bench perception --json output")
    ap.add_argument("--hardware", default="2 CPU cores (shared), no GPU")
    ap.add_argument("--notes", default="", help="markdown: the card's closing notes")
    ap.add_argument("--data-notes", default="", help="markdown under Data: the sets a fine-tune lineage used, when their "
                    "folders (and manifests) are no longer on this machine")
    ap.add_argument("--provenance", default="Two ONNX models trained from scratch by `training/` on this repo's own labelled "
                    "screenshots; no pretrained weights.", help="markdown: where the weights come from")
    ap.add_argument("--baseline-eval", help="eval-perception --json of the previous pair on the same set (a 'before' column)")
    ap.add_argument("--baseline-bench", help="bench perception --json of the previous pair, measured in the same session")
    ap.add_argument("--reproduce", default="`npm run train -- --data datasets/train` (see training/README.md)",
                    help="markdown: the exact commands that produced these files")
    args = ap.parse_args(argv)
    meta = load(os.path.join(args.models, "perception.json"))
    if meta is None:
        raise SystemExit(f"{args.models}/perception.json not found: export the models first")
    manifests = [m for m in (load(os.path.join(d, "manifest.json")) for d in args.dataset.split(",") if d) if m]
    det_val = last_val(os.path.join(args.runs, args.detector_run, "detector.log.jsonl"))
    und_val = last_val(os.path.join(args.runs, args.understander_run, "understander.log.jsonl"))
    ev = load(args.eval)
    bench = load(args.bench)
    size = lambda f: os.path.getsize(os.path.join(args.models, f)) / 1e6
    L = []
    L.append("# caap vision models (model card)\n")
    L.append(args.provenance + " The TypeScript Visual Observer (`src/perception/`) runs them; colour, figure points, "
             "sectors, tree state and text style are measured from pixels after detection (`src/perception/measure-*.ts`), "
             "not predicted.\n")
    L.append("| file | what | size | sha256 |\n| --- | --- | --- | --- |")
    L.append(f"| detector.onnx | YOLO-style detector: C2f backbone, PAN neck, anchor-free decoupled heads at strides 4/8/16 "
             f"(of the 1x frame), {len(meta['types'])} types | {size('detector.onnx'):.2f} MB | `{meta['detector']['sha256']}` |")
    L.append(f"| understander.onnx | per box: masked low-res screen (context) + 24x288 box crop -> type, subtype, "
             f"states; a 24x288 text-line window at 1.5 px per CSS px through its own trunk -> text (CTC); "
             f"text areas read line by line | {size('understander.onnx'):.2f} MB | `{meta['understander']['sha256']}` |\n")
    L.append("## Data\n")
    for manifest in manifests:
        L.append(f"- Suite `{manifest.get('suite')}`, {len(manifest.get('tasks', []))} tasks, seeds {manifest.get('seeds')} "
                 f"(training range), scale {manifest.get('scale')}, {manifest.get('screens')} distinct screens from "
                 f"{manifest.get('episodes')} episodes, dataset hash `{str(manifest.get('datasetHash'))[:16]}`, git `{str(manifest.get('gitSha'))[:10]}`.")
        L.append("  - Elements per type: " + ", ".join(f"{k} {v}" for k, v in sorted(manifest.get("countsPerType", {}).items())) + ".")
        L.append(f"  - Built by: `{manifest.get('command')}`")
    if len(manifests) > 1:
        L.append(f"- Trained on these {len(manifests)} sets as one ({sum(m.get('screens', 0) for m in manifests)} screens).")
    if args.data_notes:
        L.append(args.data_notes)
    L.append("")
    L.append("## Training\n")
    L.append(f"- Hardware: {args.hardware}.")
    if det_val:
        L.append(f"- Detector: {plural(meta['detector'].get('epoch'), 'epoch')}, {det_val.get('elapsed_s')} s wall; validation (held-out "
                 f"training-range episodes): recall {pct(det_val.get('recall'))}, precision {pct(det_val.get('precision'))}, "
                 f"type {pct(det_val.get('type_acc'))}, edge error p50 {det_val.get('edge_p50', 0) / 2:.2f} / p95 "
                 f"{det_val.get('edge_p95', 0) / 2:.2f} CSS px.")
    if und_val:
        L.append(f"- Understander: {plural(meta['understander'].get('epoch'), 'epoch')}, {und_val.get('elapsed_s')} s wall; validation "
                 f"on ground-truth boxes: type {pct(und_val.get('type_acc'))}, subtype {pct(und_val.get('subtype_acc'))}, "
                 f"states {pct(und_val.get('state_acc'))}, text exact {pct(und_val.get('text_exact'))}.")
    L.append(f"- Reproduce: {args.reproduce}\n")
    L.append("## Evaluation on evaluation seeds\n")
    if ev:
        o = ev["overall"]
        b = load(args.baseline_eval)
        bo = b["overall"] if b else None
        L.append(f"`caap eval-perception --suite {ev['suite']} --tasks all --seeds {ev['seeds']}`: {ev['screens']} screens, "
                 f"{o['labels']} labelled elements" + (f"; the previous pair on the same screens beside it" if b else "") + ".\n")
        L.append("| metric | value | " + ("previous pair | " if b else "") + "goal |\n| --- | --- | " + ("--- | " if b else "") + "--- |")
        for label, key, goal, fmt in METRIC_ROWS:
            if o.get(key) is None:
                continue
            prev = f" {fmt(bo.get(key))} |" if bo else ""
            L.append(f"| {label} | {fmt(o.get(key))} |{prev} {goal} |")
        L.append(f"| box edge error p50 / p95 | {o['edgeP50']} / {o['edgeP95']} CSS px | "
                 + (f"{bo['edgeP50']} / {bo['edgeP95']} CSS px | " if bo else "") + " |\n")
        L.append("Per type:\n")
        L.append(metric_table(ev.get("perType", {}), "type"))
        L.append("Per task (tasks below 99 % on recall, type or text, or with measured fields; all tasks are in the "
                 "eval JSON):\n")
        L.append(metric_table({k: v for k, v in ev.get("perTask", {}).items() if weak_or_measured(v)}, "task"))
    else:
        L.append("Not measured yet.\n")
    L.append("## Latency\n")
    base_bench = load(args.baseline_bench)
    if bench:
        for k, r in bench["results"].items():
            if base_bench and k in base_bench["results"]:
                p = base_bench["results"][k]
                L.append(f"- {k}, previous pair in the same session: p50 {p['totalP50']} ms (ratio new/previous "
                         f"{r['totalP50'] / p['totalP50']:.2f}), detector {p['detectorP50']}, understander {p['understanderP50']} ms p50.")
            L.append(f"- {k}: p50 {r['totalP50']} ms, p90 {r['totalP90']} ms per screen (decode {r['decodeP50']}, detector "
                     f"{r['detectorP50']}, understander {r['understanderP50']}, merge {r['mergeP50']} ms p50), "
                     f"{bench['threads']} threads, {r['meanBoxes']:.1f} boxes per screen.")
        L.append("")
    else:
        L.append("Not measured yet.\n")
    if args.notes:
        L.append("## Notes\n")
        L.append(args.notes + "\n")
    with open(os.path.join(args.models, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))
    print(f"wrote {os.path.join(args.models, 'README.md')}")


if __name__ == "__main__":
    main()
