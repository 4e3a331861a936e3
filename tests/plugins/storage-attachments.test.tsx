import { STORAGE_API } from "../../src/contracts/storage";
import { Suspense } from "react";
import type { AxiosAdapter } from "axios";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { definePlugin } from "../../src/core/pluginTypes";
import storagePlugin, {
  STORAGE_ATTACHMENTS,
  type StorageAttachmentsService,
} from "../../src/plugins/storage";
import type { PageComponent } from "../../src/ui/CoreContext";
import {
  cleanupTestShell,
  createTestCore,
  renderInTestShell,
  signInAs,
  startTestServer,
  type TestServer,
} from "../../src/testing";
import { multipartOf } from "./storage-injectAdapter";

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());
afterEach(cleanupTestShell);

interface Listed {
  fileTicket: string;
  name: string;
  application: string;
  category: string;
  entityType: string;
  entityId: string;
  resourceOwnerName: string;
  resourceOwnerType: string;
}

/** The test server's adapter, with FormData bodies sent as the multipart bytes a browser would send. */
const withMultipart =
  (adapter: AxiosAdapter): AxiosAdapter =>
  async (config) => {
    if (config.data instanceof FormData) {
      const { body, contentType } = await multipartOf(config.data);
      config.data = body;
      config.headers.set("Content-Type", contentType);
    }
    return adapter(config);
  };

/** Another plugin renders the widget it got from the storage plugin's service. */
async function renderWidget(props: { entityId: string; limit?: number }) {
  const core = createTestCore({ adapter: withMultipart(server.adapter) });
  await signInAs(core, "admin");
  const seen: { service?: StorageAttachmentsService } = {};
  const consumer = definePlugin<PageComponent>({
    id: "needs-attachments",
    requires: [STORAGE_ATTACHMENTS],
    activate: (ctx) => {
      seen.service = ctx.get(STORAGE_ATTACHMENTS);
    },
  });
  function Host() {
    const { AttachmentUpload } = seen.service!;
    return (
      <Suspense fallback={<span>loading</span>}>
        <AttachmentUpload entityType="model" category="attachment" {...props} />
      </Suspense>
    );
  }
  // The plugins activate before the element renders, so the service is there.
  await renderInTestShell(<Host />, { core, plugins: [storagePlugin, consumer] });
  const widget = await screen.findByLabelText("附件");
  await within(widget).findByText("暂无附件");
  const input = widget.querySelector<HTMLInputElement>('[data-testid="attachment-input"]')!;
  const listed = async () =>
    (
      await core.http.get<{ data: Listed[] }>(STORAGE_API.fileItemMultipleFiles, {
        params: { application: "ai", entityType: "model", entityId: props.entityId, category: "attachment" },
      })
    ).data.data;
  return { core, widget, input, listed, user: userEvent.setup() };
}

const file = (name: string, text = name) => new File([text], name, { type: "text/plain" });
const rows = (widget: HTMLElement) => [...widget.querySelectorAll("tr[data-ticket]")];

describe("the attachment upload widget (file service, reference server)", () => {
  it("uploads nine files with the attachment metadata, refuses the tenth, downloads and deletes by ticket", async () => {
    const { core, widget, input, listed, user } = await renderWidget({ entityId: "att-nine" });
    expect(within(widget).queryByText("提示:只可上传一张图片!")).not.toBeInTheDocument();

    await user.upload(
      input,
      Array.from({ length: 9 }, (_, index) => file(`f${index + 1}.txt`)),
    );
    await waitFor(() => expect(rows(widget)).toHaveLength(9));
    expect(within(widget).getByText("9/9")).toBeInTheDocument();
    const stored = await listed();
    expect(stored).toHaveLength(9);
    for (const item of stored) {
      expect(item).toMatchObject({
        application: "ai",
        category: "attachment",
        entityType: "model",
        entityId: "att-nine",
        resourceOwnerName: "admin",
        resourceOwnerType: "ai",
      });
    }

    // The tenth is refused with the spec's limit text and nothing is sent.
    await user.upload(input, [file("f10.txt")]);
    expect(await within(widget).findByRole("alert")).toHaveTextContent("最多只能上传9个文件");
    expect(await listed()).toHaveLength(9);

    // Download: the raw bytes by ticket.
    const first = stored.find((item) => item.name === "f1.txt")!;
    const link = within(widget).getByRole("button", { name: "下载 f1.txt" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toContain(`${STORAGE_API.fileItemRaw}/${first.fileTicket}`);
    const bytes = await core.http.get<string>(`${STORAGE_API.fileItemRaw}/${first.fileTicket}`, {
      responseType: "text",
    });
    expect(bytes.data).toBe("f1.txt");

    // Delete by ticket: the row goes, the server no longer has it, and a tenth fits again.
    await user.click(within(widget).getByRole("button", { name: "删除 f1.txt" }));
    await waitFor(() => expect(rows(widget)).toHaveLength(8));
    expect((await listed()).map((item) => item.fileTicket)).not.toContain(first.fileTicket);
    await user.upload(input, [file("f10.txt")]);
    await waitFor(() => expect(rows(widget)).toHaveLength(9));
  });

  it("with limit 1 shows 提示:只可上传一张图片! and refuses a second file", async () => {
    const { widget, input, listed, user } = await renderWidget({ entityId: "att-one", limit: 1 });
    expect(within(widget).getByText("提示:只可上传一张图片!")).toBeInTheDocument();
    expect(input.multiple).toBe(false);

    await user.upload(input, [new File([new Uint8Array([137, 80, 78, 71])], "a.png", { type: "image/png" })]);
    await waitFor(() => expect(rows(widget)).toHaveLength(1));
    await user.upload(input, [new File([new Uint8Array([137, 80, 78, 71])], "b.png", { type: "image/png" })]);
    expect(await within(widget).findByRole("alert")).toHaveTextContent("提示:只可上传一张图片!");
    expect((await listed()).map((item) => item.name)).toEqual(["a.png"]);
  });
});
