"""What the graph cuts share (split_understander.py, cut_detector_tile.py): a file's hash,
renaming a tensor where nodes read it, and models/perception.json read and written back."""
import hashlib
import json
import os


def sha256_of(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        h.update(f.read())
    return h.hexdigest()


def rename_input(nodes, old, new):
    """Every node that reads `old` reads `new` instead."""
    for n in nodes:
        n.input[:] = [new if x == old else x for x in n.input]


def read_meta(models_dir):
    with open(os.path.join(models_dir, "perception.json"), encoding="utf-8") as f:
        return json.load(f)


def write_meta(models_dir, meta):
    with open(os.path.join(models_dir, "perception.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
