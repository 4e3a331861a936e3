// @vitest-environment node
import { Type as T, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLASSIFY_API, ClassifyInfo, ClassifyNode, ClassifyType } from "../../src/contracts/classify";
import { fillPath } from "../../src/contracts/paths";
import { PageOf } from "../../src/contracts/paging";
import { PUBLIC_CASE_PATHS, PublicCase } from "../../src/contracts/portalCases";
import {
  Agency,
  ClusterCapacity,
  CompanyDetail,
  Expert,
  Member,
  OrgNode,
  OrgOption,
  ORGS_API,
} from "../../src/contracts/orgs";
import { OrderStat, SHARING_API, ShareCase, ApplyOrder } from "../../src/contracts/sharing";
import { closeAll, signIn, startServer } from "../server/helpers";

/**
 * The orgs and sharing contracts' answer shapes are what the server answers (design §1): each read is
 * checked against its schema, and its fields are exactly the schema's (no field the page does not
 * know of, none it expects missing).
 */
let app: FastifyInstance;
let admin: string;
let ops: string;
let dev: string;
let dev2: string;

beforeAll(async () => {
  app = await startServer();
  [admin, ops, dev, dev2] = await Promise.all([
    signIn(app, "admin", "Admin@123"),
    signIn(app, "ops", "Ops@123"),
    signIn(app, "dev", "Dev@123"),
    signIn(app, "dev2", "Dev2@123"),
  ]);
});
afterAll(closeAll);

const call = async (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return (response.json() as { data: unknown }).data;
};

/** What does not fit: the validator's complaints, and the fields the schema and the answer disagree on. */
function misfits(schema: TSchema, value: unknown): string[] {
  const errors = [...Value.Errors(schema, value)].map((error) => `${error.path}: ${error.message}`);
  const fields = (node: TSchema, item: unknown, at: string): string[] => {
    if (!node.properties || !item || typeof item !== "object") return [];
    const declared = Object.keys(node.properties as object).sort();
    const answered = Object.keys(item).sort();
    return JSON.stringify(declared) === JSON.stringify(answered)
      ? []
      : [`${at}: declared ${declared.join(",")} answered ${answered.join(",")}`];
  };
  const rows = Array.isArray(value) ? value : [value];
  const row = (schema.type === "array" ? schema.items : schema) as TSchema;
  const list = (value as { list?: unknown[] } | null)?.list;
  const listRow = (schema.properties as Record<string, TSchema> | undefined)?.list?.items as TSchema;
  return [
    ...errors,
    ...rows.flatMap((item, index) => fields(row, item, `[${index}]`)),
    ...(list && listRow ? list.flatMap((item, index) => fields(listRow, item, `list[${index}]`)) : []),
  ];
}

describe("the orgs contract", () => {
  it("describes the tree, the members, the agencies, a company with a resource, experts and the classification", async () => {
    const org = (await call(admin, "POST", ORGS_API.orgs, { title: "契约组织", parentId: "g-lab" })) as {
      id: string;
    };
    await call(admin, "POST", fillPath(ORGS_API.members, { id: org.id }), { userId: 1 });
    await call(admin, "POST", ORGS_API.agencies, { name: "契约机构", contact: "张三", phone: "13800000000" });
    const company = (await call(admin, "POST", ORGS_API.company, {
      name: "契约企业",
      orgId: org.id,
      contact: "李四",
      phone: "13900000000",
    })) as { id: number };
    const clusters = (await call(admin, "GET", ORGS_API.clusters)) as { cluster: string }[];
    await call(admin, "POST", fillPath(ORGS_API.resources, { id: company.id }), {
      cluster: clusters[0]!.cluster,
      queue: "normal",
      cpuCores: 1,
      gpuCards: 0,
      storageGb: 10,
    });
    await call(admin, "POST", ORGS_API.experts, {
      name: "王五",
      field: "视觉",
      organisation: "某大学",
      isPublic: 1,
    });
    await call(admin, "POST", CLASSIFY_API.types, { name: "契约类型", code: "contract-type" });
    const tree = (await call(admin, "GET", CLASSIFY_API.tree)) as { id: number }[];

    const reads: [TSchema, unknown][] = [
      [T.Array(OrgNode), await call(admin, "GET", ORGS_API.orgTree)],
      [T.Array(OrgOption), await call(admin, "GET", ORGS_API.governmentOrgs)],
      [T.Array(Member), await call(admin, "GET", fillPath(ORGS_API.members, { id: org.id }))],
      [PageOf(Agency), await call(admin, "GET", `${ORGS_API.agencyPage}?pageNum=1&pageSize=10`)],
      [CompanyDetail, await call(admin, "GET", `${ORGS_API.company}?id=${company.id}`)],
      [CompanyDetail, await call(admin, "GET", `${ORGS_API.companyInfo}?id=${company.id}`)],
      [T.Array(ClusterCapacity), clusters],
      [PageOf(Expert), await call(admin, "GET", `${ORGS_API.expertPage}?pageNum=1&pageSize=10`)],
      [T.Array(ClassifyNode), tree],
      [ClassifyInfo, await call(admin, "GET", `${CLASSIFY_API.info}?id=${tree[0]!.id}`)],
      [PageOf(ClassifyType), await call(admin, "GET", `${CLASSIFY_API.typePage}?pageNum=1&pageSize=10`)],
    ];
    for (const [schema, answer] of reads) expect(misfits(schema, answer)).toEqual([]);
    expect((reads[4]![1] as { resources: unknown[] }).resources).toHaveLength(1);
  });
});

describe("the sharing contract", () => {
  it("describes the orders, their figures and the cases, managed and published", async () => {
    // dev applies for dev2's public dataset (the datasets' own paths: that feature's contract).
    const dataset = (await call(dev2, "POST", "/api/aimanager/v1/data-set/data", {
      dataSetName: "契约共享数据",
    })) as { id: number };
    await call(dev2, "PUT", "/api/aimanager/v1/data-set/updatePublic", { id: dataset.id, isPublic: 1 });
    await call(dev, "POST", SHARING_API.orderCreate, {
      resourceType: 1,
      resourceId: dataset.id,
      reason: "训练",
    });
    const created = (await call(ops, "POST", SHARING_API.cases, {
      title: "契约案例",
      summary: "简介",
      content: "<p>正文</p>",
    })) as { id: number };
    await call(ops, "PUT", SHARING_API.casePublish, { id: created.id, status: 1 });

    const reads: [TSchema, unknown][] = [
      [OrderStat, await call(ops, "GET", SHARING_API.orderStat)],
      [PageOf(ApplyOrder), await call(ops, "GET", `${SHARING_API.orderPage}?pageNum=1&pageSize=10`)],
      [PageOf(ApplyOrder), await call(dev, "GET", `${SHARING_API.myOrderPage}?pageNum=1&pageSize=10`)],
      [ShareCase, await call(ops, "GET", fillPath(SHARING_API.caseInfo, { id: created.id }))],
      [PageOf(ShareCase), await call(ops, "GET", `${SHARING_API.casePage}?pageNum=1&pageSize=10`)],
      [PublicCase, await call(ops, "GET", fillPath(SHARING_API.publicCase, { id: created.id }))],
      [PageOf(PublicCase), await call(ops, "GET", `${PUBLIC_CASE_PATHS.page}?pageNum=1&pageSize=10`)],
    ];
    for (const [schema, answer] of reads) expect(misfits(schema, answer)).toEqual([]);
    expect((reads[1]![1] as { total: number }).total).toBe(1);
    expect((reads[6]![1] as { total: number }).total).toBe(1);
  });
});
