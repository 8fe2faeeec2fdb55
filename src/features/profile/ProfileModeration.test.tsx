import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { demoFixtures } from "@/test/demoState";
import { preloadScreens } from "@/test/preloadScreens";
import { renderApp } from "@/test/renderApp";

preloadScreens(
  () => import("@/features/profile/ProfileScreen"),
  () => import("@/features/timelines/HomeTimeline"),
);
afterEach(() => vi.unstubAllGlobals());

async function openProfileMenu() {
  await userEvent.click(
    await screen.findByRole("button", { name: "More profile actions" }, { timeout: 30_000 }),
  );
  return screen.findByRole("menu", {}, { timeout: 15_000 });
}

const adminDeletes = (requests: string[]) =>
  requests.filter((request) => request.startsWith("DELETE /api/v1/admin/"));

// Whole profiles (posts, relationships, the menu) on a shared, busy machine.
describe("deleting a profile from this server", { timeout: 60_000 }, () => {
  it("names the address and what goes with it, deletes, then goes home", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const carol = (await demoFixtures(demo))["account:carol@remote.example"] ?? "";
    const { requests } = renderApp("/@carol@remote.example", { demo, signedInAs: "admin" });
    const menu = await openProfileMenu();
    await user.click(within(menu).getByRole("menuitem", { name: "Delete from this server" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete @carol@remote.example?" });
    expect(dialog).toHaveTextContent("deleted from this server only");
    expect(adminDeletes(requests)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete profile" }));
    expect(await screen.findByText("Profile deleted")).toBeInTheDocument();
    expect(adminDeletes(requests)).toEqual([`DELETE /api/v1/admin/accounts/${carol}`]);
    await waitFor(() => expect(location.pathname).toBe("/home"));
    expect(demo.store.accounts.has(carol)).toBe(false);
  });

  it("says a local account is deleted everywhere", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    renderApp("/@bob", { demo, signedInAs: "admin" });
    await user.click(
      within(await openProfileMenu()).getByRole("menuitem", { name: "Delete from this server" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete @bob@demo.test?" });
    expect(dialog).toHaveTextContent("on the other servers it reached");
  });

  it("shows the server's refusal and stays on the profile", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const carol = (await demoFixtures(demo))["account:carol@remote.example"] ?? "";
    await call(demo, "POST", "/__demo/fail", {
      body: {
        method: "DELETE",
        path: `/api/v1/admin/accounts/${carol}`,
        status: 403,
        error_description: "permission error",
      },
    });
    renderApp("/@carol@remote.example", { demo, signedInAs: "admin" });
    await user.click(
      within(await openProfileMenu()).getByRole("menuitem", { name: "Delete from this server" }),
    );
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete profile" }),
    );
    expect(await screen.findByText("permission error")).toBeInTheDocument();
    expect(location.pathname).toBe("/@carol@remote.example");
    expect(demo.store.accounts.has(carol)).toBe(true);
  });

  it("is never offered on the admin's own profile, nor to an ordinary user, nor on 3.10", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const own = renderApp("/@admin", { demo, signedInAs: "admin" });
    expect(
      within(await openProfileMenu()).queryByRole("menuitem", { name: "Delete from this server" }),
    ).toBeNull();
    own.unmount();

    const ordinary = renderApp("/@carol@remote.example", { demo, signedInAs: "alice" });
    expect(
      within(await openProfileMenu()).queryByRole("menuitem", { name: "Delete from this server" }),
    ).toBeNull();
    ordinary.unmount();

    const old = createDemoApp({ server: "3.10" });
    const { requests } = renderApp("/@carol@remote.example", { demo: old, signedInAs: "admin" });
    const menu = await openProfileMenu();
    expect(within(menu).getByRole("menuitem", { name: "Copy profile ID" })).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "Delete from this server" })).toBeNull();
    expect(requests.filter((request) => request.includes("/admin/"))).toEqual([]);
  });
});
