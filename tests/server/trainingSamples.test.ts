// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { gatherSamples } from "../../server/training/samples";
import { shapePng } from "../support/shapeImage";
import { closeAll } from "./helpers";
import { BACKGROUND, trainingFixture, type TrainingFixture } from "./trainingFixture";

afterEach(closeAll);

const square = (x: number) => ({
  kind: "square" as const,
  x,
  y: 6,
  size: 14,
  rgb: [220, 40, 40] as [number, number, number],
});
const item = (fixture: TrainingFixture, name: string) =>
  fixture.addItem(shapePng(48, 48, BACKGROUND, []), name, 48, 48);
const labelsOf = (fixture: TrainingFixture, itemId: number) =>
  gatherSamples(fixture.db, fixture.dataDir, { versionId: fixture.versionId })
    .filter((sample) => sample.itemId === itemId)
    .map((sample) => `${sample.label.name}@${sample.box.x}`);

describe("gatherSamples with the owner's own annotation (数据标注)", () => {
  it("trains on a version annotated only without a task", () => {
    const fixture = trainingFixture();
    const a = item(fixture, "a.png");
    fixture.annotateOwn(a, [
      { label: "redSquare", shape: square(2) },
      { label: "blueDisc", shape: square(30) },
    ]);
    expect(labelsOf(fixture, a)).toEqual(["红方块@2", "蓝圆@30"]);
  });

  it("per item, the source that saved that item last wins: a task or the owner's own boxes", () => {
    const fixture = trainingFixture();
    const task = fixture.addTask();
    const ownNewer = item(fixture, "own-newer.png");
    const taskNewer = item(fixture, "task-newer.png");
    const onlyTask = item(fixture, "only-task.png");
    fixture.annotate(task, ownNewer, [{ label: "redSquare", shape: square(1) }], 1000);
    fixture.annotateOwn(ownNewer, [{ label: "blueDisc", shape: square(2) }], 2000);
    fixture.annotateOwn(taskNewer, [{ label: "blueDisc", shape: square(3) }], 1000);
    fixture.annotate(task, taskNewer, [{ label: "redDisc", shape: square(4) }], 3000);
    fixture.annotate(task, onlyTask, [{ label: "redSquare", shape: square(5) }], 500);

    expect(labelsOf(fixture, ownNewer)).toEqual(["蓝圆@2"]);
    expect(labelsOf(fixture, taskNewer)).toEqual(["红圆@4"]);
    expect(labelsOf(fixture, onlyTask)).toEqual(["红方块@5"]);
  });

  it("on the same instant the owner's own boxes win over a task's; a label group filter applies to both", () => {
    const fixture = trainingFixture();
    const task = fixture.addTask();
    const tie = item(fixture, "tie.png");
    fixture.annotate(task, tie, [{ label: "redSquare", shape: square(1) }], 1000);
    fixture.annotateOwn(tie, [{ label: "redDisc", shape: square(2) }], 1000);
    expect(labelsOf(fixture, tie)).toEqual(["红圆@2"]);

    const otherGroup = fixture.labelGroupId + 1000;
    expect(() =>
      gatherSamples(fixture.db, fixture.dataDir, { versionId: fixture.versionId, labelGroupId: otherGroup }),
    ).toThrow("该数据集版本没有标注数据，无法训练");
  });
});
