// @vitest-environment node
import { OP_LOG_API } from "../../src/contracts/opLog";
import { afterEach, describe, expect, it } from "vitest";
import { closeAll, get, signIn, startServer } from "./helpers";

afterEach(closeAll);

interface Row {
  id: number;
  userAccount: string;
  current: boolean;
}

describe("session management: paging and the user filter", () => {
  it("pages the live sessions with a total, and filters by name or account (wildcards literal)", async () => {
    const app = await startServer();
    const admin = await signIn(app, "admin", "Admin@123");
    for (let n = 0; n < 3; n++) await signIn(app, "dev", "Dev@123");
    await signIn(app, "dev2", "Dev2@123");

    const first = (await get(app, `${OP_LOG_API.opLogSessions}?pageNum=1&pageSize=2`, admin)).json().data;
    expect(first).toMatchObject({ total: 5, pageNum: 1, pageSize: 2 });
    expect(first.list).toHaveLength(2);
    const third = (await get(app, `${OP_LOG_API.opLogSessions}?pageNum=3&pageSize=2`, admin)).json().data;
    expect(third.list).toHaveLength(1);

    const devs = (await get(app, `${OP_LOG_API.opLogSessions}?user=dev&pageSize=10`, admin)).json().data;
    expect(devs.total).toBe(4);
    expect(new Set((devs.list as Row[]).map((row) => row.userAccount))).toEqual(new Set(["dev", "dev2"]));
    const byName = (
      await get(app, `${OP_LOG_API.opLogSessions}?user=${encodeURIComponent("开发者二")}`, admin)
    ).json().data;
    expect((byName.list as Row[]).map((row) => row.userAccount)).toEqual(["dev2"]);
    const wildcard = (
      await get(app, `${OP_LOG_API.opLogSessions}?user=${encodeURIComponent("d_v")}`, admin)
    ).json().data;
    expect(wildcard).toMatchObject({ total: 0, list: [] });
  });

  it("refuses a page beyond the paging schema with a message, not a 500", async () => {
    const app = await startServer();
    const admin = await signIn(app, "admin", "Admin@123");
    const answer = await get(app, `${OP_LOG_API.opLogSessions}?pageNum=99999999999999999999`, admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain("pageNum");
  });
});
