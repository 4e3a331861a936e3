import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { builtInPlugins } from "../../src/plugins";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

/** The window's width as matchMedia reports it (jsdom has no layout). */
function windowWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= max,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

async function shellAs(route: string) {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "admin");
  return renderInTestShell(null, { core, plugins: builtInPlugins, route });
}

const topEntries = async () =>
  within(await screen.findByRole("navigation", { name: "area menu" })).getAllByRole("button");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the mobile layout (spec §9: 1000 px or less)", () => {
  it("at 900 px the area menu is a drawer behind 菜单: groups as headings, a page closes it and opens", async () => {
    windowWidth(900);
    await shellAs("/home/home-page");

    await screen.findByRole("button", { name: "user menu" });
    expect(screen.queryByRole("navigation", { name: "area menu" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "菜单" }));
    const menu = await screen.findByRole("menu", { name: "菜单" });
    // A group of the tree is a heading over its pages, which are entries of the same list.
    expect(within(menu).getByRole("heading", { name: "数据集管理" })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "我的数据集" }));

    await waitFor(() => expect(location.hash).toBe("#/home/dataset-management/dataset/management"));
    await waitFor(() => expect(screen.queryByRole("menu", { name: "菜单" })).toBeNull());
  });

  it("at 1440 px the area menu is in the navbar and there is no 菜单 button", async () => {
    windowWidth(1440);
    await shellAs("/home/home-page");
    expect((await topEntries()).length).toBeGreaterThan(1);
    expect(screen.queryByRole("button", { name: "菜单" })).toBeNull();
  });
});

describe("the area menu answers the keyboard", () => {
  it("Left / Right move across the top entries, Down opens a dropdown on its first page, Escape returns", async () => {
    await shellAs("/home/home-page");
    const entries = await topEntries();
    const names = entries.map((entry) => entry.textContent);
    const group = entries.findIndex((entry) => entry.getAttribute("aria-haspopup") === "menu");
    expect(group).toBeGreaterThan(0);

    entries[group - 1]!.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(entries[group]).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(entries[group - 1]).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowDown}");

    const dropdown = await screen.findByRole("menu", { name: names[group]! });
    const items = within(dropdown).getAllByRole("menuitem");
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(items.at(-1)).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu", { name: names[group]! })).toBeNull());
    expect(entries[group]).toHaveFocus();
  });

  it("Enter on an entry of an open dropdown opens its page", async () => {
    await shellAs("/home/home-page");
    const entries = await topEntries();
    const group = entries.find((entry) => entry.getAttribute("aria-haspopup") === "menu")!;
    group.focus();
    await userEvent.keyboard("{Enter}");
    const dropdown = await screen.findByRole("menu", { name: group.textContent! });
    const first = within(dropdown).getAllByRole("menuitem")[0]!;
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(location.hash).not.toBe("#/home/home-page"));
  });

  it("the user menu opens from the keyboard on its first entry, and Down walks its entries", async () => {
    await shellAs("/home/home-page");
    const button = await screen.findByRole("button", { name: "user menu" });
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu", { name: "user menu" });
    const items = within(menu).getAllByRole("menuitem");
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(button).toHaveFocus());
  });
});
