import { describe, expect, it } from "vitest";
import { EventBus } from "../../src/core/bus";

const tip = (message: string) => ({ intent: "danger" as const, message });

describe("tips emitted before the toaster listens", () => {
  it("reach the first listener, in order, once", () => {
    const bus = new EventBus();
    bus.emit("core", "ui.tip", tip("该用户已被禁用,请联系管理员"));
    bus.emit("core", "ui.tip", tip("第二条"));
    const heard: string[] = [];
    const first = bus.on("ui.tip").subscribe(({ payload }) => heard.push(payload.message));
    bus.emit("core", "ui.tip", tip("之后"));
    expect(heard).toEqual(["该用户已被禁用,请联系管理员", "第二条", "之后"]);
    first.unsubscribe();

    // Heard tips are not replayed to a later listener.
    const later: string[] = [];
    bus.on("ui.tip").subscribe(({ payload }) => later.push(payload.message));
    expect(later).toEqual([]);
  });

  it("do not wait while someone listens, and other events never wait", () => {
    const bus = new EventBus();
    const listening = bus.on("ui.tip").subscribe(() => undefined);
    bus.emit("core", "ui.tip", tip("已显示"));
    listening.unsubscribe();
    const heard: string[] = [];
    bus.on("ui.tip").subscribe(({ payload }) => heard.push(payload.message));
    expect(heard).toEqual([]);
  });
});
