"""Exports the built-in PyTorch package's network (server/training/packages/builtin/cnn-pytorch/train.py,
SmallCnn: three conv blocks, input [N,3,32,32], 3 labels) to ONNX with its model.json, as a run of that
package does, for the bench's ONNX part; seeded weights (throughput does not depend on them).

  /usr/bin/python3 bench/exportCnn.py <out dir>     writes cnn.onnx and cnn.json
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "server", "training", "packages", "builtin", "cnn-pytorch"))
import torch  # noqa: E402
from train import MEAN, SIZE, STD, SmallCnn  # noqa: E402

torch.manual_seed(1)
out = sys.argv[1]
model = SmallCnn(3)
model.eval()
torch.onnx.export(model, torch.zeros(1, 3, SIZE, SIZE), os.path.join(out, "cnn.onnx"),
                  input_names=["input"], output_names=["logits"], opset_version=13,
                  dynamic_axes={"input": {0: "batch"}, "logits": {0: "batch"}})
manifest = {
    "format": "onnx", "file": "model.onnx", "taskType": "classification", "labels": ["红", "蓝", "背景"],
    "input": {"name": "input", "width": SIZE, "height": SIZE, "channels": 3, "layout": "NCHW",
              "scale": 255, "mean": MEAN, "std": STD},
    "output": {"kind": "classification", "name": "logits"},
}
with open(os.path.join(out, "cnn.json"), "w", encoding="utf-8") as handle:
    json.dump(manifest, handle, ensure_ascii=False)
