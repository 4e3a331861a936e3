// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { parseMail, decodeWords } from "../../server/system/mailParse";
import { SYSTEM_API } from "../../src/contracts/system";
import { closeAll, get, signIn, startServer } from "./helpers";

afterAll(closeAll);

describe("users and permissions", () => {
  it("lists each user's codes as the server decides them, filtered by account, code and area", async () => {
    const app = await startServer();
    const admin = await signIn(app, "admin", "Admin@123");
    const all = (await get(app, `${SYSTEM_API.userPermissions}?pageSize=100`, admin)).json().data;
    const dev = all.list.find((row: { userName: string }) => row.userName === "dev");
    expect(dev.codes).toEqual(app.platform.permissions.codes(dev.id));
    expect(dev.areas).toEqual(["business-hall"]);
    const nobody = all.list.find((row: { userName: string }) => row.userName === "nobody");
    expect(nobody).toMatchObject({ codes: [], areas: [] });

    const byCode = (await get(app, `${SYSTEM_API.userPermissions}?code=system-manage`, admin)).json().data;
    expect(byCode.list.map((row: { userName: string }) => row.userName)).toContain("admin");
    expect(byCode.list.map((row: { userName: string }) => row.userName)).not.toContain("dev");
    const byName = (await get(app, `${SYSTEM_API.userPermissions}?keyword=DEV2`, admin)).json().data;
    expect(byName.list.map((row: { userName: string }) => row.userName)).toEqual(["dev2"]);
    const area = await get(app, `${SYSTEM_API.userPermissions}?area=portal`, admin);
    expect([area.statusCode, area.json().message]).toEqual([400, "区域无效"]);
    const dev2 = await signIn(app, "dev2", "Dev2@123");
    expect((await get(app, SYSTEM_API.userPermissions, dev2)).statusCode).toBe(403);
  });
});

describe("the sink's MIME reading", () => {
  it("decodes encoded-word subjects and base64 or quoted-printable bodies, in a multipart message too", () => {
    expect(decodeWords("=?UTF-8?B?5rWL6K+V?= =?UTF-8?Q?=E9=82=AE=E4=BB=B6?=")).toBe("测试邮件");
    const base64 = [
      "Subject: =?UTF-8?B?5rWL6K+V?=",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("你好\r\n第二行", "utf8").toString("base64"),
    ].join("\r\n");
    expect(parseMail(base64)).toEqual({ subject: "测试", text: "你好\n第二行" });
    const multipart = [
      "Subject: plain",
      'Content-Type: multipart/alternative; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "a long line=",
      " joined =E4=BD=A0",
      "--b1",
      "Content-Type: text/html",
      "",
      "<p>html</p>",
      "--b1--",
    ].join("\r\n");
    expect(parseMail(multipart)).toEqual({ subject: "plain", text: "a long line joined 你" });
  });
});
