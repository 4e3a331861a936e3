import * as XLSX from "@e965/xlsx";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { openDatasetsPage, uniqueName } from "./datasets.shell";

cleanShellAfterEach();
const server = serverForThisFile();
const GROUPS = "/home/dataset-management/label-group-management";

const workbook = (rows: string[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "标签");
  return XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
};

describe("标签组管理 › 从表格导入", () => {
  it("checks the file as ai-domain §5 says, then adds the sheet's labels", async () => {
    await openDatasetsPage(server(), GROUPS);
    fireEvent.click(await screen.findByRole("button", { name: "新增标签组" }));
    const dialog = await screen.findByRole("dialog");
    const group = uniqueName("表格");
    fireEvent.change(within(dialog).getByLabelText(/^标签组名称/), { target: { value: group } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    const labels = await screen.findByRole("table", { name: `${group} 的标签` });
    const input = screen.getByLabelText("从表格导入") as HTMLInputElement;
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });

    choose(new File(["猫\n"], "标签.csv", { type: "text/csv" }));
    expect(await screen.findByText("文件格式错误！")).toBeInTheDocument();
    choose(new File([new Uint8Array(2048 * 1024 + 1)], "大表.xlsx"));
    expect(await screen.findByText("文件 大表.xlsx 太大, 不能超过 2M!")).toBeInTheDocument();

    choose(new File([workbook([["标签名称"], ["猫"], ["狗"]])], "标签.xlsx"));
    expect(await screen.findByText("已导入 2 个标签")).toBeInTheDocument();
    await waitFor(() => expect(within(labels).getByText("狗")).toBeInTheDocument());
    expect(within(labels).getByText("猫")).toBeInTheDocument();
  });
});
