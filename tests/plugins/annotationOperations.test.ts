import { describe, expect, it } from "vitest";
import { allowedOperations, TASK_STATUSES } from "../../src/machines/annotationTask.machine";
import {
  assignmentProblem,
  evenRows,
  splitEvenly,
  type ShareRow,
} from "../../src/plugins/annotation/task/assignShares";
import { buttonLabel, canEditBoxes, operationButtons } from "../../src/plugins/annotation/taskOperations";

describe("the task page's buttons", () => {
  it("are the machine's operations, the review and acceptance pairs as one button each", () => {
    const labels = (status: (typeof TASK_STATUSES)[number], role: "leader" | "member") =>
      operationButtons(allowedOperations({ status, deadline: Date.now() + 60_000 }, role)).map(buttonLabel);
    expect(labels("UNISSUE", "leader")).toEqual(["激活", "撤销"]);
    expect(labels("UNASSIGNED", "leader")).toEqual(["分配", "撤销"]);
    expect(labels("UNANNOTATION", "member")).toEqual(["开始标注"]);
    expect(labels("INPROGRESS", "member")).toEqual(["提交"]);
    expect(labels("UNCOMMIT", "member")).toEqual(["提交审核"]);
    expect(labels("UNREVIEW", "leader")).toEqual(["审核", "撤销"]);
    expect(labels("REVIEW_REJECT", "leader")).toEqual(["打回修正", "撤销"]);
    expect(labels("UNCORRECT", "member")).toEqual(["提交修正"]);
    expect(labels("REVIEW_ACCEPTED", "leader")).toEqual(["提交验收", "撤销"]);
    expect(labels("UNACCEPTED", "leader")).toEqual(["抽样验收", "撤销"]);
    expect(labels("ACCEPTED", "leader")).toEqual(["评分", "完成", "撤销"]);
    expect(labels("UNFINISH", "leader")).toEqual(["完成", "撤销"]);
    expect(labels("FINISHED", "leader")).toEqual([]);
    expect(labels("CANCEL", "leader")).toEqual([]);
  });

  it("make boxes editable exactly where the member may submit them", () => {
    const editable = TASK_STATUSES.filter((status) => canEditBoxes(allowedOperations({ status }, "member")));
    expect(editable).toEqual(["INPROGRESS", "UNCORRECT"]);
  });
});

describe("assignment shares", () => {
  const rows = (...numbers: string[]): ShareRow[] =>
    numbers.map((assignNum, index) => ({
      memberId: index + 1,
      userId: index + 11,
      name: `m${index}`,
      included: true,
      assignNum,
    }));

  it("split the items evenly, the first members taking the remainder", () => {
    expect(splitEvenly(7, 3)).toEqual([3, 2, 2]);
    expect(splitEvenly(4, 0)).toEqual([]);
    const split = evenRows([...rows("0", "0"), { ...rows("0")[0], memberId: 9, included: false }], 5);
    expect(split.map((row) => row.assignNum)).toEqual(["3", "2", "0"]);
  });

  it("must add up to the item count, with whole positive shares and someone chosen", () => {
    expect(assignmentProblem(rows("2", "2"), 4)).toBeNull();
    expect(assignmentProblem(rows("3", "2"), 4)).toBe("分配数量之和须等于数据总数（4）");
    expect(assignmentProblem(rows("4", "0"), 4)).toBe("分配数量之和须等于数据总数（4）");
    expect(assignmentProblem(rows("1.5", "2.5"), 4)).toBe("分配数量之和须等于数据总数（4）");
    expect(
      assignmentProblem(
        rows("2").map((row) => ({ ...row, included: false })),
        4,
      ),
    ).toBe("分配成员不能为空");
  });
});
