"""caap vision training: a YOLO-style detector and an element-understanding model, trained
from scratch on the labelled screenshots of `caap dataset build`, exported to ONNX."""
