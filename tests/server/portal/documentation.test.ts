// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { closeAll, get, startServer, tempDir } from "../helpers";

const YX = "/api/yx-cloud-platform/v1";

afterEach(closeAll);

describe("the documentation centre's pages", () => {
  it("lists the pages with a fixed code, without their text, the file-management documentation among them", async () => {
    const app = await startServer();
    const answer = await get(app, `${YX}/page-config/documentation`);
    expect(answer.statusCode).toBe(200);
    const pages = answer.json() as { title: string; code: string; content?: string }[];
    expect(pages.map((page) => page.code)).toEqual([
      "demonstration",
      "usePage",
      "tipPage",
      "sharePage",
      "noticePage",
      "fileApi",
    ]);
    expect(pages.every((page) => page.content === undefined)).toBe(true);
    const fileApi = (await get(app, `${YX}/page-config/code/fileApi`)).json();
    expect(fileApi.title).toBe("HTTP文件管理文档");
    expect(fileApi.content).toContain("storage/dir_info");
  });

  it("seeds a documentation page a data folder lacks at the next start, leaving the edited ones", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    first.platform.db.prepare("DELETE FROM portal_pages WHERE code = 'fileApi'").run();
    first.platform.db.prepare("UPDATE portal_pages SET content = '<p>改过</p>' WHERE code = 'tipPage'").run();
    await first.close();

    const second = await startServer({ dataDir });
    expect((await get(second, `${YX}/page-config/code/fileApi`)).json().title).toBe("HTTP文件管理文档");
    expect((await get(second, `${YX}/page-config/code/tipPage`)).json().content).toBe("<p>改过</p>");
  });

  it("serves the about page (关于平台) to visitors by its code, outside the documentation centre, also on an earlier data folder", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    const about = (await get(first, `${YX}/page-config/code/aboutPage`)).json();
    expect(about.title).toBe("关于平台");
    expect(about.content).toContain("国家超级计算中心");
    const codes = ((await get(first, `${YX}/page-config/documentation`)).json() as { code: string }[]).map(
      (page) => page.code,
    );
    expect(codes).not.toContain("aboutPage");
    first.platform.db.prepare("DELETE FROM portal_pages WHERE code = 'aboutPage'").run();
    await first.close();

    const second = await startServer({ dataDir });
    expect((await get(second, `${YX}/page-config/code/aboutPage`)).json().title).toBe("关于平台");
  });
});
