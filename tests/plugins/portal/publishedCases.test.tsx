import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { builtInPlugins } from "../../../src/plugins";
import { renderInTestShell } from "../../../src/testing";
import { signIn } from "../../server/helpers";
import { cleanShellAfterEach, serverForThisFile } from "../../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();
const CASES = "/api/aimanager/v1/share-case";

/** A case written and published by ops (案例分享管理), as the sharing plugin's page does. */
async function publishedCase(title: string) {
  const app = server().app;
  const ops = await signIn(app, "ops", "Ops@123");
  const send = (method: "POST" | "PUT", url: string, payload: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${ops}` }, payload });
  const created = await send("POST", CASES, {
    title,
    summary: `${title}的摘要`,
    content: "<p>正文</p>",
    cover: "",
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  expect((await send("PUT", `${CASES}/publish`, { id, status: 1 })).statusCode).toBe(200);
  return id;
}

const open = (route: string) =>
  renderInTestShell(null, { adapter: server().adapter, plugins: builtInPlugins, route });

describe("published cases can be found on the portal (visitors)", () => {
  it("the portal home lists them under 案例分享 and one opens its page", async () => {
    const title = `港口理货${Date.now().toString(36)}`;
    const id = await publishedCase(title);
    await open("/portal/home");
    const section = await screen.findByRole("region", { name: "案例分享" });
    const link = within(section).getByRole("link", { name: title });
    expect(link).toHaveAttribute("href", `#/portal/caseDetail?id=${id}`);
    fireEvent.click(link);
    await waitFor(() => expect(location.hash).toBe(`#/portal/caseDetail?id=${id}`));
    expect(await screen.findByRole("heading", { name: title, level: 3 })).toBeInTheDocument();
  });

  it("the search has a 案例 tab that finds them by a word of the title", async () => {
    const word = `鲸${Date.now().toString(36)}`;
    const id = await publishedCase(`${word}识别案例`);
    await open(`/portal/search?keyword=${encodeURIComponent(word)}&type=case`);
    expect(await screen.findByRole("tab", { name: "案例（1）" })).toBeInTheDocument();
    const found = await screen.findByRole("list", { name: "案例" });
    fireEvent.click(within(found).getByRole("button", { name: "查看案例" }));
    await waitFor(() => expect(location.hash).toBe(`#/portal/caseDetail?id=${id}`));
  });
});
