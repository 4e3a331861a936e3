import { describe, expect, it } from "vitest";
import { EventBus, type BusEvent } from "../../src/core/bus";

describe("EventBus", () => {
  it("delivers an event with its type, source and payload only to subscribers of that type", () => {
    const bus = new EventBus();
    const tips: BusEvent<"ui.tip">[] = [];
    const visits: BusEvent<"page.visited">[] = [];
    bus.on("ui.tip").subscribe((event) => tips.push(event));
    bus.on("page.visited").subscribe((event) => visits.push(event));

    bus.emit("core.http", "ui.tip", { intent: "success", message: "操作成功" });
    bus.emit("shell", "page.visited", { path: "/home/home-page", pageName: "首页" });
    bus.emit("core.http", "ui.tip", { intent: "danger", message: "拒绝访问" });

    expect(tips.map(({ type, source, payload }) => ({ type, source, payload }))).toEqual([
      { type: "ui.tip", source: "core.http", payload: { intent: "success", message: "操作成功" } },
      { type: "ui.tip", source: "core.http", payload: { intent: "danger", message: "拒绝访问" } },
    ]);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ source: "shell", payload: { path: "/home/home-page" } });
    expect(typeof visits[0].at).toBe("number");
  });

  it("all() sees every event in emission order", () => {
    const bus = new EventBus();
    const types: string[] = [];
    bus.all().subscribe((event) => types.push(event.type));
    bus.emit("a", "session.signedIn", { userId: "u", userName: "n" });
    bus.emit("a", "session.signedOut", { reason: "logout" });
    expect(types).toEqual(["session.signedIn", "session.signedOut"]);
  });

  it("a subscriber that came late does not receive earlier events", () => {
    const bus = new EventBus();
    bus.emit("a", "session.signedOut", { reason: "expired" });
    const seen: unknown[] = [];
    bus.on("session.signedOut").subscribe((event) => seen.push(event.payload));
    expect(seen).toEqual([]);
  });

  it("withSource stamps the plugin id on what the plugin emits", () => {
    const bus = new EventBus();
    const storage = bus.withSource("storage");
    const seen: BusEvent<"ui.tip">[] = [];
    storage.on("ui.tip").subscribe((event) => seen.push(event));
    bus.withSource("feedback").emit("ui.tip", { intent: "success", message: "提交成功，请等待管理员通知" });
    storage.emit("ui.tip", { intent: "warning", message: "无可下载文件！" });
    expect(seen.map((event) => [event.source, event.payload.message])).toEqual([
      ["feedback", "提交成功，请等待管理员通知"],
      ["storage", "无可下载文件！"],
    ]);
  });
});
