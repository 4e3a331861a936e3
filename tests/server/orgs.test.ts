// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLUSTER_CAPACITY } from "../../server/orgs/companyResources";
import { closeAll, signIn, startServer } from "./helpers";
import { pngImage } from "../support/pngImage";

let app: FastifyInstance;
let admin: string;
let nobody: string;
let dev2: string;

beforeAll(async () => {
  app = await startServer();
  [admin, nobody, dev2] = await Promise.all([
    signIn(app, "admin", "Admin@123"),
    signIn(app, "nobody", "Nobody@123"),
    signIn(app, "dev2", "Dev2@123"),
  ]);
});
afterAll(closeAll);

/** One call as `token` (none: no header). */
const call = async <Data = Record<string, unknown>>(
  token: string | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; message?: string; data: Data },
  };
};

interface OrgNode {
  id: string;
  title: string;
  level: number;
  children: OrgNode[];
}

const ORGS = "/api/aam/v1/mgmt/orgs";

describe("the organisation tree", () => {
  it("starts with the demo groups as root nodes of level 0 and refuses callers without user-manage", async () => {
    const tree = await call<OrgNode[]>(admin, "GET", `${ORGS}/tree`);
    expect(tree.body.data.map((node) => [node.id, node.title, node.level])).toEqual([
      ["g-platform", "平台运营", 0],
      ["g-lab", "AI 实验室", 0],
    ]);
    expect((await call(null, "GET", `${ORGS}/tree`)).status).toBe(401);
    expect((await call(nobody, "GET", `${ORGS}/tree`)).status).toBe(403);
    expect((await call(dev2, "POST", ORGS, { title: "x" })).status).toBe(403);
  });

  it("creates child nodes, adds a member who then lists it in topGroup, and refuses deleting a node in use", async () => {
    const parent = await call<OrgNode>(admin, "POST", ORGS, { title: "  省科技厅 " });
    expect(parent.body.data).toMatchObject({ title: "省科技厅", level: 0 });
    const child = await call<OrgNode>(admin, "POST", ORGS, {
      title: "计算中心",
      parentId: parent.body.data.id,
      level: 1,
    });
    expect(
      (await call(admin, "POST", ORGS, { title: "计算中心", parentId: parent.body.data.id })).body.message,
    ).toBe("同一上级下已有同名组织");
    expect((await call(admin, "POST", ORGS, { title: " " })).body.message).toBe("组织名称不能为空");
    expect((await call(admin, "POST", ORGS, { title: "长".repeat(51) })).body.message).toBe(
      "组织名称最多输入50个字符",
    );
    expect(
      (
        await call(admin, "PUT", ORGS, {
          id: parent.body.data.id,
          title: "省科技厅",
          parentId: child.body.data.id,
        })
      ).body.message,
    ).toBe("上级组织不能是自身或其下级组织");

    const users = await call<{ userId: number; userName: string }[]>(
      admin,
      "GET",
      `${ORGS}/${child.body.data.id}/candidates?keyword=dev2`,
    );
    const dev2Id = users.body.data.find((user) => user.userName === "dev2")!.userId;
    await call(admin, "POST", `${ORGS}/${child.body.data.id}/members`, { userId: dev2Id });
    expect(
      (await call(admin, "POST", `${ORGS}/${child.body.data.id}/members`, { userId: dev2Id })).body.message,
    ).toBe("该用户已是此组织成员");
    const info = await call<{ topGroup: { id: string; title: string }[] }>(
      dev2,
      "GET",
      "/api/aam/v1/portal/user/info",
    );
    expect(info.body.data.topGroup.map((group) => group.title)).toEqual(["AI 实验室", "计算中心"]);

    const company = await call<{ id: number }>(admin, "POST", "/api/aimanager/v1/companys/company", {
      name: "用组织的企业",
      orgId: child.body.data.id,
      contact: "张三",
      phone: "13800000000",
    });
    expect(await call(admin, "DELETE", `${ORGS}/${child.body.data.id}`)).toEqual({
      status: 409,
      body: { code: 409, message: "组织“计算中心”正在使用中，不能删除：用户 dev2；企业 用组织的企业" },
    });
    expect((await call(admin, "DELETE", `${ORGS}/${parent.body.data.id}`)).body.message).toBe(
      "组织“省科技厅”正在使用中，不能删除：下级组织 计算中心",
    );

    await call(admin, "DELETE", `${ORGS}/${child.body.data.id}/members/${dev2Id}`);
    await call(admin, "DELETE", `/api/aimanager/v1/companys/company/${company.body.data.id}`);
    expect((await call(admin, "DELETE", `${ORGS}/${child.body.data.id}`)).status).toBe(200);
    expect((await call(admin, "DELETE", `${ORGS}/${parent.body.data.id}`)).status).toBe(200);
    const after = await call<{ topGroup: { id: string }[] }>(dev2, "GET", "/api/aam/v1/portal/user/info");
    expect(after.body.data.topGroup.map((group) => group.id)).toEqual(["g-lab"]);
  });
});

describe("operating agencies and companies", () => {
  const AGENCY = "/api/aimanager/v1/operate-agency-info";
  const COMPANY = "/api/aimanager/v1/companys";

  it("checks the phone, e-mail and lengths with the screens' texts", async () => {
    const base = { name: "运营一部", contact: "李四", phone: "13912345678" };
    expect((await call(admin, "POST", AGENCY, { ...base, phone: "12912345678" })).body.message).toBe(
      "手机号格式不正确",
    );
    expect((await call(admin, "POST", AGENCY, { ...base, email: "a@b" })).body.message).toBe(
      "邮箱格式不正确",
    );
    expect((await call(admin, "POST", AGENCY, { ...base, contact: "" })).body.message).toBe("联系人不能为空");
    expect((await call(admin, "POST", AGENCY, { ...base, phone: 13912345678 })).status).toBe(400);
    const created = await call<{ id: number }>(admin, "POST", AGENCY, { ...base, email: "ops@example.com" });
    expect(created.status).toBe(200);
    expect((await call(admin, "POST", AGENCY, base)).body.message).toBe("机构名称已存在");
    const page = await call<{ list: { name: string; email: string }[]; total: number }>(
      admin,
      "GET",
      `${AGENCY}/page?name=运营`,
    );
    expect(page.body.data.list.map((row) => [row.name, row.email])).toEqual([
      ["运营一部", "ops@example.com"],
    ]);
    await call(admin, "PUT", AGENCY, { id: created.body.data.id, ...base, name: "运营二部" });
    expect(
      (await call<{ name: string }>(admin, "GET", `${AGENCY}/${created.body.data.id}`)).body.data.name,
    ).toBe("运营二部");
    expect((await call(admin, "DELETE", `${AGENCY}/${created.body.data.id}`)).status).toBe(200);
    expect((await call(admin, "GET", `${AGENCY}/${created.body.data.id}`)).body.message).toBe(
      "运营机构不存在",
    );
  });

  it("keeps a company's HPC resources", async () => {
    const created = await call<{ id: number }>(admin, "POST", `${COMPANY}/company`, {
      name: "算力企业",
      orgId: "g-lab",
      contact: "王五",
      phone: "15000000000",
      creditCode: "91110000ABCDEFGH1X",
    });
    expect(
      (
        await call(admin, "POST", `${COMPANY}/company`, {
          name: "坏码",
          contact: "a",
          phone: "15000000000",
          creditCode: "x",
        })
      ).body.message,
    ).toBe("统一社会信用代码应为18位数字或大写字母");
    const id = created.body.data.id;
    const resources = await call<{ cluster: string; cpuCores: number }[]>(
      admin,
      "POST",
      `${COMPANY}/company/${id}/resources`,
      {
        cluster: "sc-cluster-1",
        queue: "gpu",
        cpuCores: 128,
        gpuCards: 8,
        storageGb: 1024,
      },
    );
    expect(resources.body.data.map((row) => [row.cluster, row.cpuCores])).toEqual([["sc-cluster-1", 128]]);
    // Held to the simulated centre: its clusters, and what the chosen one has.
    const [first] = CLUSTER_CAPACITY;
    const most = Math.max(...CLUSTER_CAPACITY.map((entry) => entry.cpuCores));
    const refusals: [Record<string, unknown>, string][] = [
      [{ cluster: "c" }, "集群不存在，可选：sc-cluster-1、sc-cluster-2"],
      [{ queue: "gpu queue" }, "队列名称只能包含字母、数字、-和_"],
      [{ cpuCores: -1 }, `CPU核数应为 0 到 ${most} 的整数`],
      [{ cpuCores: 1.5 }, `CPU核数应为 0 到 ${most} 的整数`],
      [{ cpuCores: first!.cpuCores + 1 }, `CPU核数应为 0 到 ${first!.cpuCores} 的整数`],
      [{ gpuCards: first!.gpuCards + 1 }, `GPU卡数应为 0 到 ${first!.gpuCards} 的整数`],
      [{ storageGb: 2_000_000 }, "存储容量应为 0 到 1048576 的整数"],
      [{ cpuCores: 0, gpuCards: 0, storageGb: 0 }, "请至少分配CPU核数、GPU卡数或存储容量中的一项"],
    ];
    for (const [change, message] of refusals) {
      const body = { cluster: first!.cluster, queue: "q", cpuCores: 1, gpuCards: 0, storageGb: 0, ...change };
      const answer = await call(admin, "POST", `${COMPANY}/company/${id}/resources`, body);
      expect([change, answer.body.message]).toEqual([change, message]);
    }
    const clusters = await call<{ cluster: string }[]>(admin, "GET", `${COMPANY}/clusters`);
    expect(clusters.body.data.map((entry) => entry.cluster)).toEqual(["sc-cluster-1", "sc-cluster-2"]);
    const page = await call<{ list: { name: string; orgTitle: string; resourceCount: number }[] }>(
      admin,
      "GET",
      `${COMPANY}/companys?orgId=g-lab`,
    );
    expect(page.body.data.list.map((row) => [row.name, row.orgTitle, row.resourceCount])).toEqual([
      ["算力企业", "AI 实验室", 1],
    ]);
    const detail = await call<{ resources: unknown[] }>(admin, "GET", `${COMPANY}/company?id=${id}`);
    expect(detail.body.data.resources).toHaveLength(1);
  });
});

describe("classification and the expert library", () => {
  const CLASSIFY = "/api/aimanager/v1/classify";
  const EXPERTS = "/api/aimanager/v1/professor";

  type Node = { id: number; name: string; children: Node[] };
  const tree = async () => (await call<Node[]>(admin, "GET", `${CLASSIFY}/tree`)).body.data;

  it("starts with the seeded industries, and refuses deleting a leaf a service or a shared case uses", async () => {
    const seeded = await tree();
    expect(seeded.map((node) => [node.name, node.children.map((child) => child.name)])).toEqual([
      ["智能制造", ["工业质检"]],
      ["智慧城市", ["交通监控"]],
      ["医疗健康", ["医学影像"]],
    ]);
    const [inspection, traffic, imaging] = seeded.map((node) => node.children[0]!);
    const shared = await call(admin, "POST", "/api/aimanager/v1/share-case", {
      title: "质检案例",
      summary: "简介",
      content: "<p>正文</p>",
      classifyId: inspection.id,
    });
    expect(shared.status).toBe(200);
    app.platform.db
      .prepare(
        `INSERT INTO services (user_id, name, model_version_id, task_type, classify_id, created_at, updated_at)
         VALUES (1, '车流识别服务', 1, 'detection', ?, 0, 0)`,
      )
      .run(traffic.id);
    expect((await call(admin, "DELETE", `${CLASSIFY}/${inspection.id}`)).body).toEqual({
      code: 409,
      message: "分类“工业质检”正在使用中，不能删除：共享案例 质检案例",
    });
    expect((await call(admin, "DELETE", `${CLASSIFY}/${traffic.id}`)).body).toEqual({
      code: 409,
      message: "分类“交通监控”正在使用中，不能删除：服务 车流识别服务",
    });
    expect((await call(admin, "DELETE", `${CLASSIFY}/${imaging.id}`)).status).toBe(200);
    expect((await call(admin, "DELETE", `${CLASSIFY}/${seeded[2]!.id}`)).status).toBe(200);
  });

  it("keeps the industry tree in order and refuses deleting a node with children", async () => {
    const before = (await tree()).map((node) => node.name);
    const a = await call<{ id: number }>(admin, "POST", CLASSIFY, { name: "制造业" });
    const b = await call<{ id: number }>(admin, "POST", CLASSIFY, { name: "能源" });
    await call(admin, "POST", CLASSIFY, { name: "电力", parentId: b.body.data.id });
    for (let step = 0; step <= before.length; step += 1)
      await call(admin, "PUT", `${CLASSIFY}/${b.body.data.id}/move`, { direction: -1 });
    const moved = await tree();
    expect(moved.map((node) => [node.name, node.children.map((child) => child.name)])).toEqual([
      ["能源", ["电力"]],
      ...before.map((name) => [name, expect.any(Array)]),
      ["制造业", []],
    ]);
    expect(
      (await call(admin, "PUT", `${CLASSIFY}/${b.body.data.id}/move`, { direction: -1 })).body.message,
    ).toBe("已经在最前或最后，不能再移动");
    expect((await call(admin, "DELETE", `${CLASSIFY}/${b.body.data.id}`)).body.message).toBe(
      "分类“能源”正在使用中，不能删除：下级分类 电力",
    );
    expect((await call(admin, "DELETE", `${CLASSIFY}/${a.body.data.id}`)).status).toBe(200);
    expect(
      (await call(admin, "POST", "/api/aimanager/v1/classify-type", { name: "图像", code: "a b" })).body
        .message,
    ).toBe("类型编码只能包含字母、数字、-和_");
  });

  it("checks an expert's photo and lists only public experts without sign-in", async () => {
    // A real PNG: the photo's bytes are checked, not only its label.
    const png = `data:image/png;base64,${pngImage(4, 4).toString("base64")}`;
    const base = { name: "赵教授", field: "计算机视觉", organisation: "某大学" };
    expect(
      (await call(admin, "POST", EXPERTS, { ...base, photo: "data:image/gif;base64,AAAA" })).body.message,
    ).toBe("请上传以下文件格式：png、jpg、jpeg");
    for (const bytes of [500 * 1024 + 1, 600 * 1024, 2000 * 1024]) {
      const big = `data:image/jpeg;base64,${Buffer.alloc(bytes).toString("base64")}`;
      expect((await call(admin, "POST", EXPERTS, { ...base, photo: big })).body.message).toBe(
        "文件大小限制：500kb",
      );
    }
    const shown = await call<{ id: number }>(admin, "POST", EXPERTS, { ...base, photo: png, isPublic: 1 });
    await call(admin, "POST", EXPERTS, { ...base, name: "钱研究员" });
    const open = await call<{ list: { name: string; photo: string }[] }>(
      null,
      "GET",
      `${EXPERTS}/public-page`,
    );
    expect(open.body.data.list.map((row) => [row.name, row.photo])).toEqual([["赵教授", png]]);
    await call(admin, "PUT", `${EXPERTS}/updatePublic`, { id: shown.body.data.id, isPublic: 0 });
    expect((await call<{ total: number }>(null, "GET", `${EXPERTS}/public-page`)).body.data.total).toBe(0);
    expect((await call(dev2, "GET", `${EXPERTS}/page`)).status).toBe(403);
  });
});
