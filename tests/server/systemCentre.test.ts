// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_API } from "../../src/contracts/system";
import { closeAll, get, manualClock, signIn, startServer } from "./helpers";

const clock = manualClock(Date.UTC(2025, 2, 10, 6, 30, 0));
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await startServer({ now: clock.now });
  admin = await signIn(app, "admin", "Admin@123");
});
afterAll(closeAll);

const data = async (url: string) => {
  const answer = await get(app, url, admin);
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

describe("the simulated centre's hardware", () => {
  it("lists the 24 nodes paged and filtered by cluster, status and name", async () => {
    const first = await data(`${SYSTEM_API.nodeList}?pageNum=1&pageSize=10`);
    expect(first).toMatchObject({ total: 24, pageNum: 1, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    const cluster = await data(`${SYSTEM_API.nodeList}?cluster=sc-cluster-2&pageSize=100`);
    expect(cluster.total).toBe(12);
    expect(cluster.list.every((node: { cluster: string }) => node.cluster === "sc-cluster-2")).toBe(true);
    const gpu = await data(`${SYSTEM_API.nodeList}?name=gn&pageSize=100`);
    expect(gpu.total).toBe(8);
    const maintenance = await data(`${SYSTEM_API.nodeList}?status=maintenance`);
    expect(maintenance.list.map((node: { name: string }) => node.name)).toEqual(["b-cn008"]);
    expect(maintenance.list[0]).toMatchObject({ cpu: 0, memory: 0, gpu: 0, pods: 0 });
  });

  it("gives the same numbers for the same instant and other numbers an hour later", async () => {
    const now = await data(SYSTEM_API.resourcesStatistical);
    expect(await data(SYSTEM_API.resourcesStatistical)).toEqual(now);
    expect(now.nodes.total).toBe(24);
    expect(now.nodes.running + now.nodes.idle + now.nodes.offline + now.nodes.maintenance).toBe(24);
    expect(now.pods.total).toBe(40);
    expect(now.cpu.total).toBe(16 * 64 + 8 * 128);
    expect(now.gpu.total).toBe(64);
    expect(now.cpu.used).toBeGreaterThan(0);
    expect(now.cpu.used).toBeLessThan(now.cpu.total);
    clock.advance(3_600_000);
    const later = await data(SYSTEM_API.resourcesStatistical);
    expect(later.cpu.used).not.toBe(now.cpu.used);
  });

  it("gives one node's and each cluster's load hour by hour", async () => {
    const use = await data(`${SYSTEM_API.nodeUseList}?nodeName=a-gn001&hours=12`);
    expect(use.node).toBe("a-gn001");
    expect(use.points).toHaveLength(12);
    expect(use.points[1].time - use.points[0].time).toBe(3_600_000);
    const clusters = await data(`${SYSTEM_API.clusterUseList}`);
    expect(clusters.map((one: { cluster: string }) => one.cluster)).toEqual(["sc-cluster-1", "sc-cluster-2"]);
    expect(clusters[0].points).toHaveLength(24);
    for (const point of clusters[0].points) expect(point.cpu).toBeGreaterThanOrEqual(0);
  });

  it("lists the pods, filtered by status", async () => {
    const all = await data(`${SYSTEM_API.podList}?pageSize=100`);
    expect(all.total).toBe(40);
    const running = await data(`${SYSTEM_API.podList}?status=Running&pageSize=100`);
    expect(running.list.every((pod: { status: string }) => pod.status === "Running")).toBe(true);
    expect(running.total).toBeLessThan(40);
  });

  it("pages 90 days of daily usage per cluster, yesterday first, within a date range", async () => {
    const page = await data(`${SYSTEM_API.resourcesUsagePage}?pageSize=4`);
    expect(page.total).toBe(180);
    expect(page.list.map((row: { date: string }) => row.date)).toEqual([
      "2025-03-09",
      "2025-03-09",
      "2025-03-08",
      "2025-03-08",
    ]);
    expect(page.list[0].cpuCoreHours).toBeGreaterThan(0);
    const range = await data(
      `${SYSTEM_API.resourcesUsagePage}?cluster=sc-cluster-1&startDate=2025-03-01&endDate=2025-03-05`,
    );
    expect(range.total).toBe(5);
  });

  it("refuses bad filters with a message, and callers without system-manage", async () => {
    const cases: [string, string][] = [
      [`${SYSTEM_API.nodeList}?cluster=nowhere`, "集群不存在"],
      [`${SYSTEM_API.nodeList}?status=busy`, "节点状态无效"],
      [`${SYSTEM_API.nodeUseList}?nodeName=x-1`, "节点不存在"],
      [`${SYSTEM_API.nodeUseList}?nodeName=a-cn001&hours=500`, "小时数应为 1 到 168"],
      [`${SYSTEM_API.resourcesUsagePage}?startDate=2025-3-1`, "日期格式应为 YYYY-MM-DD"],
      [`${SYSTEM_API.resourcesUsagePage}?startDate=2020-13-45`, "日期 2020-13-45 不存在"],
      [`${SYSTEM_API.resourcesUsagePage}?endDate=2023-02-29`, "日期 2023-02-29 不存在"],
      [
        `${SYSTEM_API.resourcesUsagePage}?startDate=2025-03-05&endDate=2025-03-01`,
        "开始日期不能晚于结束日期",
      ],
    ];
    for (const [url, message] of cases) {
      const answer = await get(app, url, admin);
      expect([answer.statusCode < 500, answer.json().message]).toEqual([true, message]);
      if (url.includes("Date=")) expect(answer.statusCode).toBe(400);
    }
    const dev = await signIn(app, "dev", "Dev@123");
    expect((await get(app, SYSTEM_API.nodeList, dev)).statusCode).toBe(403);
  });
});
