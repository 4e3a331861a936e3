import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  createDataset,
  copyVersion,
  listVersions,
  updateDatasetPublic,
} from "../../src/plugins/datasets/api";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { signIn } from "../server/helpers";
import { openDatasetsPage, uniqueName } from "./datasets.shell";

cleanShellAfterEach();
const server = serverForThisFile();

describe("数据集概览", () => {
  it("counts the user's datasets, versions and items and lists the public datasets read only", async () => {
    const shared = uniqueName("公开");
    await openDatasetsPage(server(), async (core) => {
      const first = await createDataset(core.http, { dataSetName: shared, description: "大家可用" });
      await updateDatasetPublic(core.http, first.id, true);
      const second = await createDataset(core.http, { dataSetName: uniqueName("私有"), description: "" });
      const [v1] = await listVersions(core.http, second.id);
      await copyVersion(core.http, second.id, v1!.id);
      return "/home/dataset-management/dataset/overview";
    });
    expect(await screen.findByRole("heading", { name: "数据集概览" })).toBeInTheDocument();
    const tile = (title: string) => screen.getByRole("group", { name: title });
    await waitFor(() => expect(within(tile("我的数据集")).getByText("2")).toBeInTheDocument());
    expect(within(tile("版本总数")).getByText("3")).toBeInTheDocument();
    expect(within(tile("数据总量")).getByText("0")).toBeInTheDocument();
    const list = screen.getByRole("table", { name: "公开数据集" });
    const row = (await within(list).findByText(shared)).closest("tr") as HTMLElement;
    expect(within(row).getByText("大家可用")).toBeInTheDocument();
    expect(within(row).getByText("开发者")).toBeInTheDocument();
    expect(within(list).queryByRole("button")).not.toBeInTheDocument();
    await waitFor(() => expect(within(tile("公开数据集")).getByText(/^\d+$/)).toBeInTheDocument());
  });

  it("opens another user's public dataset read only", async () => {
    const app = server().app;
    const token = await signIn(app, "dev", "Dev@123");
    const call = async (method: "POST" | "PUT", url: string, payload: object) =>
      JSON.parse(
        (
          await app.inject({
            method,
            url: `/api/aimanager/v1/${url}`,
            headers: { authorization: `Bearer ${token}` },
            payload,
          })
        ).body,
      ).data as { id: number };
    const name = uniqueName("他人公开");
    const dataset = await call("POST", "data-set/data", {
      dataSetName: name,
      description: "",
      dataType: "image",
    });
    await call("PUT", "data-set/updatePublic", { id: dataset.id, isPublic: 1 });
    await openDatasetsPage(server(), "/home/dataset-management/dataset/overview", "admin");
    const list = await screen.findByRole("table", { name: "公开数据集" });
    fireEvent.click(await within(list).findByText(name));
    await waitFor(() => expect(location.hash).toContain(`detail?id=${dataset.id}`));
    expect(await screen.findByText(name)).toBeInTheDocument();
    // another user's dataset: no upload, no new version
    expect(screen.queryByLabelText("上传图片")).toBeNull();
    expect(screen.queryByRole("button", { name: "新建版本" })).toBeNull();
    // Back returns to 数据集概览, where it was opened (not 数据集管理).
    fireEvent.click(screen.getByRole("button", { name: "返回" }));
    await waitFor(() => expect(location.hash).toBe("#/home/dataset-management/dataset/overview"));
  });
});
