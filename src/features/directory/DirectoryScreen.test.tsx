import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const grid = () => screen.findByRole("list", { name: "Profile directory" });

/** The card of the person whose profile link has this name. */
async function cardOf(name: RegExp): Promise<HTMLElement> {
  const link = await within(await grid()).findByRole("link", { name });
  const card = link.closest<HTMLElement>(".directory-card");
  if (!card) throw new Error("no card");
  return card;
}

describe("profile directory", () => {
  it("shows each card with the bio, the follower count and a Follow button, without the viewer's own", async () => {
    renderApp("/profile-directory", { signedInAs: "alice" });
    const bob = await cardOf(/^Bob 🌱/);
    expect(within(bob).getByText(/Allotment gardener/)).toBeInTheDocument();
    expect(within(bob).getByText(/followers?$/)).toBeInTheDocument();
    // alice follows bob (locked): unfollowing asks first.
    expect(
      await within(bob).findByRole("button", { name: "Unfollow" }),
    ).toHaveAccessibleDescription(/Bob 🌱/);
    expect(within(await grid()).queryByRole("link", { name: /@alice$/ })).toBeNull();
  });

  it("follows from the card, and asks before unfollowing a locked account", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/profile-directory", { signedInAs: "alice" });
    const priya = await cardOf(/^Priya/);
    await user.click(await within(priya).findByRole("button", { name: "Follow" }));
    expect(await within(priya).findByRole("button", { name: "Unfollow" })).toBeInTheDocument();
    expect(requests.some((r) => /^POST \/api\/v1\/accounts\/[^/]+\/follow$/.test(r))).toBe(true);

    const bob = await cardOf(/^Bob 🌱/);
    await user.click(await within(bob).findByRole("button", { name: "Unfollow" }));
    const dialog = await screen.findByRole("dialog", { name: /^Unfollow Bob 🌱\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.some((r) => r.endsWith("/unfollow"))).toBe(false);
    await user.click(within(bob).getByRole("button", { name: "Unfollow" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Unfollow" }),
    );
    expect(await within(bob).findByRole("button", { name: /Follow$/ })).toBeInTheDocument();
  });

  it("lists remote profiles with local=false, leaving the local ones out", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/profile-directory", { signedInAs: "alice" });
    await grid();
    expect(requests).toContain("GET /api/v1/directory?offset=0&limit=20");
    await user.click(screen.getByRole("button", { name: "Remote" }));
    await waitFor(() =>
      expect(requests).toContain("GET /api/v1/directory?offset=0&limit=20&local=false"),
    );
    const names = await within(await grid()).findAllByText(/^@/);
    expect(names.length).toBeGreaterThan(0);
    // A remote address has a server in it (or is the actor's URL, without WebFinger).
    for (const handle of names) expect(handle.textContent).toMatch(/^@[^@]+@[^@]+$|^@https:/);
  });

  it("tells a visitor it is for signed-in users, links to sign in, and asks for nothing", async () => {
    const { requests } = renderApp("/profile-directory");
    expect(
      await screen.findByText("This server shows its profile directory to signed-in users only."),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Profile directory" }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(screen.queryByRole("list", { name: "Profile directory" })).toBeNull();
    expect(requests.filter((r) => r.includes("/api/v1/directory"))).toEqual([]);
  });
});
