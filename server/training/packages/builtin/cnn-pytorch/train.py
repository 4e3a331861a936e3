"""The built-in PyTorch package (docs/algorithm-packages.md): crops every COCO box, resizes it to
32x32, trains a small convolutional network on the CPU, evaluates on a held-out split, prints step
metrics as JSON lines and writes metrics.json, model.onnx and model.json into the output folder."""
import json
import os
import random
import sys
import time

import numpy as np
import torch
from PIL import Image
from torch import nn

SIZE = 32
MEAN, STD = [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]


def log(text):
    print(text, flush=True)


def load_coco(folder):
    with open(os.path.join(folder, "annotations.json"), encoding="utf-8") as handle:
        coco = json.load(handle)
    categories = sorted(coco["categories"], key=lambda c: c["id"])
    index = {c["id"]: i for i, c in enumerate(categories)}
    images = {image["id"]: image for image in coco["images"]}
    crops, labels, opened = [], [], {}
    for annotation in coco["annotations"]:
        image = images[annotation["image_id"]]
        if image["id"] not in opened:
            path = os.path.join(folder, "images", image["file_name"])
            if not os.path.exists(path):
                path = os.path.join(folder, image["file_name"])
            opened[image["id"]] = Image.open(path).convert("RGB")
        x, y, w, h = annotation["bbox"]
        crop = opened[image["id"]].crop((int(x), int(y), int(round(x + w)), int(round(y + h))))
        crop = crop.resize((SIZE, SIZE), Image.BILINEAR)
        array = (np.asarray(crop, dtype=np.float32) / 255.0 - 0.5) / 0.5
        crops.append(array.transpose(2, 0, 1))
        labels.append(index[annotation["category_id"]])
    return [c["name"] for c in categories], np.stack(crops), np.array(labels), len(opened)


def split(labels, ratio, rng):
    """Stratified: round(n * ratio) of each label held out, at least one when it has two, never all."""
    train, held = [], []
    for label in sorted(set(labels.tolist())):
        members = [i for i, value in enumerate(labels) if value == label]
        rng.shuffle(members)
        count = round(len(members) * ratio)
        if ratio > 0 and len(members) >= 2:
            count = max(1, count)
        count = min(count, len(members) - 1)
        held += members[:count]
        train += members[count:]
    return np.array(sorted(train)), np.array(sorted(held))


class SmallCnn(nn.Module):
    def __init__(self, classes):
        super().__init__()
        block = lambda i, o: [nn.Conv2d(i, o, 3, padding=1), nn.BatchNorm2d(o), nn.ReLU(), nn.MaxPool2d(2)]
        self.features = nn.Sequential(*block(3, 16), *block(16, 32), *block(32, 64))
        self.head = nn.Sequential(nn.Flatten(), nn.Dropout(0.2), nn.Linear(64 * 4 * 4, classes))

    def forward(self, x):
        return self.head(self.features(x))


def evaluate(model, x, y):
    model.eval()
    with torch.no_grad():
        logits = model(x)
        loss = nn.functional.cross_entropy(logits, y).item()
        predicted = logits.argmax(1)
    return loss, (predicted == y).float().mean().item(), predicted


def main():
    params = json.load(open(sys.argv[-1], encoding="utf-8"))
    hp = params["hyperParameters"]
    cores = max(1, int(params["resources"]["cores"]))
    torch.set_num_threads(cores)
    seed = int(hp.get("seed", 42))
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    started = time.time()
    names, crops, labels, image_count = load_coco(params["input"]["dir"])
    log(f"cnn-pytorch: {len(names)} labels, {len(labels)} boxes on {image_count} images; torch {torch.__version__}, {cores} threads")
    train, held = split(labels, float(hp.get("validationRatio", 0.2)), random.Random(seed))
    x, y = torch.tensor(crops), torch.tensor(labels, dtype=torch.long)
    model = SmallCnn(len(names))
    optimiser = torch.optim.Adam(model.parameters(), lr=float(hp.get("learningRate", 0.003)))
    epochs, batch = int(hp.get("epochs", 15)), int(hp.get("batchSize", 32))
    curve = []
    for epoch in range(1, epochs + 1):
        model.train()
        order = torch.randperm(len(train)).tolist()
        total, correct, seen = 0.0, 0, 0
        for start in range(0, len(order), batch):
            members = train[order[start : start + batch]]
            inputs, targets = x[members], y[members]
            if random.random() < 0.5:
                inputs = inputs.flip(3)
            optimiser.zero_grad()
            logits = model(inputs)
            loss = nn.functional.cross_entropy(logits, targets)
            loss.backward()
            optimiser.step()
            total += loss.item() * len(members)
            correct += (logits.argmax(1) == targets).sum().item()
            seen += len(members)
        step = {"step": epoch, "loss": round(total / seen, 4), "accuracy": round(correct / seen, 4)}
        if len(held):
            step["validationAccuracy"] = round(evaluate(model, x[held], y[held])[1], 4)
        curve.append(step)
        log(json.dumps(step))
    evaluated = held if len(held) else train
    loss, accuracy, predicted = evaluate(model, x[evaluated], y[evaluated])
    truth = y[evaluated].tolist()
    matrix = [[0] * len(names) for _ in names]
    for t, p in zip(truth, predicted.tolist()):
        matrix[t][p] += 1
    per_label = []
    for i, name in enumerate(names):
        predicted_as = sum(row[i] for row in matrix)
        support = sum(matrix[i])
        per_label.append({
            "name": name,
            "precision": matrix[i][i] / predicted_as if predicted_as else None,
            "recall": matrix[i][i] / support if support else None,
            "support": support,
        })
    log(f"evaluation on {'validation' if len(held) else 'train'}: accuracy={accuracy:.4f} loss={loss:.4f}")
    out = params["output"]["dir"]
    model.eval()
    torch.onnx.export(model, torch.zeros(1, 3, SIZE, SIZE), os.path.join(out, "model.onnx"),
                      input_names=["input"], output_names=["logits"], opset_version=13,
                      dynamic_axes={"input": {0: "batch"}, "logits": {0: "batch"}})
    metrics = {
        "trainer": "cnn-pytorch", "runId": params["runId"], "params": hp,
        "evaluatedOn": "validation" if len(held) else "train",
        "counts": {"images": image_count, "train": len(train), "validation": len(held)},
        "accuracy": accuracy, "loss": loss, "perLabel": per_label,
        "confusionMatrix": {"labels": names, "matrix": matrix},
        "lossCurve": curve, "seconds": round(time.time() - started, 2),
    }
    with open(os.path.join(out, "metrics.json"), "w", encoding="utf-8") as handle:
        json.dump(metrics, handle, ensure_ascii=False, indent=2)
    manifest = {
        "format": "onnx", "file": "model.onnx", "taskType": params["taskType"], "labels": names,
        "input": {"name": "input", "width": SIZE, "height": SIZE, "channels": 3, "layout": "NCHW",
                  "scale": 255, "mean": MEAN, "std": STD},
        "output": {"kind": "classification", "name": "logits"},
    }
    with open(os.path.join(out, "model.json"), "w", encoding="utf-8") as handle:
        json.dump(manifest, handle, ensure_ascii=False, indent=2)
    log("saved model.onnx, model.json and metrics.json")
    log("done")


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # the runner reports the last `error:` line as the reason
        log(f"error: {type(error).__name__}: {error}")
        sys.exit(1)
