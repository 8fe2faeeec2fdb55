import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { onPhone } from "@/test/phoneLayout";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const groupRequest = (request: string) => /\/api\/v1\/(groups|timelines\/group)\b/.test(request);

/** The sidebar (jsdom applies no CSS: on a phone the bottom bar is there too). */
async function sidebar(): Promise<HTMLElement> {
  const navs = await screen.findAllByRole("navigation", { name: "Main" });
  const found = navs.find((nav) => nav.classList.contains("sidebar"));
  if (!found) throw new Error("no sidebar");
  return found;
}

describe("the Groups link", () => {
  it("is in the sidebar on a server with groups", async () => {
    renderApp("/home", { demo: createDemoApp({ server: "5.9" }), signedInAs: "alice" });
    const link = await within(await sidebar()).findByRole("link", { name: "Groups" });
    expect(link).toHaveAttribute("href", "/groups");
  });

  it("is in the phone's More menu on a server with groups", async () => {
    onPhone();
    const user = userEvent.setup();
    renderApp("/home", { demo: createDemoApp({ server: "5.9" }), signedInAs: "alice" });
    await screen.findByRole("heading", { level: 1, name: "Home" });
    await user.click(await screen.findByRole("button", { name: "More" }));
    const menu = await screen.findByRole("menu", { name: "More" });
    expect(within(menu).getByRole("menuitem", { name: "Groups" })).toBeInTheDocument();
  });

  it("is not shown on a 3.10 server, which has no groups, and nothing of groups is asked", async () => {
    const { requests } = renderApp("/home", { signedInAs: "alice" });
    const nav = await sidebar();
    expect(within(nav).getByRole("link", { name: "Settings" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Groups" })).toBeNull();
    await screen.findAllByRole("article");
    expect(requests.filter(groupRequest)).toEqual([]);
  });

  it("leads nowhere on a 3.10 server: /groups sends a signed-in user home", async () => {
    const { requests } = renderApp("/groups", { signedInAs: "alice" });
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/home");
    expect(requests.filter(groupRequest)).toEqual([]);
  });
});
