import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import backstage from "../../src/plugins/backstage";
import hpcPlugin from "../../src/plugins/hpc";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

const ADMIN_PAGE = "/backstage/hpc-management/init-account";

/** The table's rows as [account, …, status label]. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent?.trim() ?? ""));

describe("HPC account admin (back office, list kit)", () => {
  it("lists the centre's accounts, filters by account and status, and switches a status after 确认", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "admin");
    await renderInTestShell(null, { core, plugins: [backstage, hpcPlugin], route: ADMIN_PAGE });

    const table = await screen.findByRole("table", { name: "HPC账号" });
    await waitFor(() =>
      expect(
        rowsOf(table)
          .map((row) => row[0])
          .sort(),
      ).toEqual(["hpc_basic", "hpc_secure", "hpc_spare", "sc_admin"]),
    );
    expect(screen.getByText("共 4 条")).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["账号", "账号类型", "集群", "验证码登录", "绑定用户", "创建时间", "状态"]);
    const spare = rowsOf(table).find((row) => row[0] === "hpc_spare")!;
    expect(spare[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(spare[6]).toBe("启用");

    fireEvent.change(screen.getByRole("textbox", { name: "账号" }), { target: { value: "spare" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(rowsOf(table).map((row) => row[0])).toEqual(["hpc_spare"]));

    fireEvent.click(within(table).getByRole("switch", { name: "状态 hpc_spare" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("确认切换状态吗？");
    fireEvent.click(within(confirm).getByRole("button", { name: "确认" }));
    await waitFor(() => expect(rowsOf(table)[0]?.[6]).toBe("停用"));

    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    fireEvent.change(screen.getByRole("combobox", { name: "状态" }), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(rowsOf(table).map((row) => row[0])).toEqual(["hpc_spare"]));
    expect(screen.getByRole("textbox", { name: "账号" })).toHaveValue("");

    // Back on: the disabled filter now matches nothing.
    fireEvent.click(within(table).getByRole("switch", { name: "状态 hpc_spare" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确认" }));
    expect(await within(table).findByText("暂无数据")).toBeInTheDocument();
  });
});
