"""Shared constants: must agree with src/perception/element.ts and the TypeScript observer."""

ELEMENT_TYPES = [
    "text", "hyperlink", "button", "radio", "checkbox", "dropdown", "input_field", "text_area",
    "resize_handle", "scrollbar", "tabled_text", "draggable_text", "shape", "icon",
    # Added for the standard set's widgets (issue 24); models trained before know the first 14,
    # and fine-tuning from them grows their class layers (from_onnx.grow_into).
    "slider",
]
TYPE_INDEX = {t: i for i, t in enumerate(ELEMENT_TYPES)}

# Canonical input: the task frame at device scale 2 (320x420 px). Other scales are resized to it.
CANON_SCALE = 2
FRAME_W, FRAME_H = 160, 210
IMG_W, IMG_H = FRAME_W * CANON_SCALE, FRAME_H * CANON_SCALE

# Tri-state heads (checked, focused, highlighted): 0 = not applicable, 1 = false, 2 = true.
STATE_KEYS = ["checked", "focused", "highlighted"]
