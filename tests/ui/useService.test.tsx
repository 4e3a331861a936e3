import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createServiceToken, definePlugin } from "../../src/core/pluginTypes";
import { renderInTestShell } from "../../src/testing";
import type { PageComponent } from "../../src/ui/CoreContext";
import { useService } from "../../src/ui/PluginScope";
import { PageBoundary } from "../../src/ui/routing/PageBoundary";
import { cleanShellAfterEach } from "../support/testShell";

cleanShellAfterEach();
afterEach(() => vi.restoreAllMocks());

const GREETER = createServiceToken<{ greet(name: string): string }>("test.greeter");

const greeter = definePlugin<PageComponent>({
  id: "greeter",
  provides: [GREETER],
  activate: (ctx) => ctx.provide(GREETER, { greet: (name) => `你好，${name}` }),
});

function GreetingPage() {
  const service = useService(GREETER);
  return <p>{service ? service.greet("张三") : "没有问候服务"}</p>;
}

/** A page of `pluginId` rendered the way the shell renders every contributed page. */
function pageOf(pluginId: string) {
  return (
    <PageBoundary
      route={{
        path: `/home/${pluginId}`,
        title: pluginId,
        pluginId,
        load: async () => ({ default: GreetingPage }),
      }}
    />
  );
}

describe("useService: a page uses only the services its plugin's manifest declares", () => {
  it("a page whose plugin declares the token gets the service", async () => {
    const user = definePlugin<PageComponent>({ id: "greeting-page", requires: [GREETER] });
    await renderInTestShell(pageOf("greeting-page"), { plugins: [greeter, user] });
    expect(await screen.findByText("你好，张三")).toBeInTheDocument();
  });

  it("an optional service no plugin provides is undefined, and the page says so", async () => {
    const user = definePlugin<PageComponent>({ id: "greeting-page", optional: [GREETER] });
    await renderInTestShell(pageOf("greeting-page"), { plugins: [user] });
    expect(await screen.findByText("没有问候服务")).toBeInTheDocument();
  });

  it("a page whose plugin does not declare the token is refused, though the service exists", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = definePlugin<PageComponent>({ id: "greeting-page" });
    await renderInTestShell(pageOf("greeting-page"), { plugins: [greeter, user] });
    expect(
      await screen.findByText(
        "greeting-page: plugin greeting-page does not declare service test.greeter in its manifest",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("你好，张三")).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
