"""A worked example of an algorithm package (docs/algorithm-packages.md): the contract, no torch."""
import json
import os
import sys

params = json.load(open(sys.argv[-1], encoding="utf-8"))
smoothing = params["hyperParameters"]["smoothing"]
folder = params["input"]["dir"]
coco = json.load(open(os.path.join(folder, "annotations", "instances.json"), encoding="utf-8"))
names = {c["id"]: c["name"] for c in coco["categories"]}
print(f"count-boxes: {len(coco['annotations'])} boxes, {len(names)} labels, smoothing={smoothing}")

counts = {name: 0 for name in names.values()}
for step, annotation in enumerate(coco["annotations"], start=1):
    counts[names[annotation["category_id"]]] += 1
    if step % 10 == 0 or step == len(coco["annotations"]):
        # A step metric: the runner copies this line to steps.jsonl as well.
        print(json.dumps({"step": step, "boxes": step}), flush=True)

total = sum(counts.values()) + smoothing * len(counts)
best = max(counts, key=counts.get)
accuracy = counts[best] / max(1, sum(counts.values()))
out = params["output"]["dir"]
with open(os.path.join(out, "metrics.json"), "w", encoding="utf-8") as handle:
    json.dump({"accuracy": accuracy, "prior": {k: (v + smoothing) / total for k, v in counts.items()}}, handle, ensure_ascii=False)
print(f"predicts {best} always: accuracy={accuracy:.4f}")
print("done")
