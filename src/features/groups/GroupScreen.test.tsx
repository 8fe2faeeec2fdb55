import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const on59 = () => createDemoApp({ server: "5.9" });
const tabs = () => screen.findByRole("navigation", { name: "Group sections" });

describe("a group's page", () => {
  it("shows the group with its badge, members and posts, and tabs that keep their place", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/@fediverse-cafe", { demo: on59(), signedInAs: "alice" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Fediverse Café" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Group", { exact: true })).toBeInTheDocument();
    expect(screen.getByText("@fediverse-cafe")).toBeInTheDocument();
    // The count is set off in bold within its sentence.
    expect(screen.getByText(/members$/).closest("p")).toHaveTextContent(/^30 members$/);
    // alice is a member.
    expect(await screen.findByRole("button", { name: "Leave" })).toHaveAccessibleDescription(
      "Fediverse Café",
    );
    const feed = await screen.findByRole("feed", { name: "Posts in Fediverse Café" });
    expect((await within(feed).findAllByRole("article")).length).toBeGreaterThan(0);
    expect(requests.some((r) => /^GET \/api\/v1\/timelines\/group\/[^?]+\?limit=20$/.test(r))).toBe(
      true,
    );

    const sections = await tabs();
    const posts = within(sections).getByRole("button", { name: "Posts" });
    expect(posts).toHaveAttribute("aria-current", "page");
    // Not a moderator of the café: no Settings.
    expect(within(sections).queryByRole("button", { name: "Settings" })).toBeNull();
    // From the keyboard.
    within(sections).getByRole("button", { name: "About" }).focus();
    await user.keyboard("{Enter}");
    expect(within(sections).getByRole("button", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(window.location.search).toBe("?tab=about");
    expect(screen.queryByRole("feed")).toBeNull();
  });

  it("lists the group's admins on the About tab", async () => {
    renderApp("/@fediverse-cafe?tab=about", { demo: on59(), signedInAs: "alice" });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Description" }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/A place to chat about the fediverse/).length).toBeGreaterThan(0);
    const admins = await screen.findByRole("list", { name: "Admins" });
    expect(within(admins).getByRole("link", { name: /@admin$/ })).toHaveAttribute(
      "href",
      "/@admin",
    );
    expect(screen.getByText("Anyone can join.")).toBeInTheDocument();
  });

  it("joins and leaves an open group with the follow calls", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/@film-club@remote.example", {
      demo: on59(),
      signedInAs: "alice",
    });
    await user.click(await screen.findByRole("button", { name: "Join" }));
    expect(await screen.findByRole("button", { name: "Leave" })).toBeInTheDocument();
    expect(requests.some((r) => /^POST \/api\/v1\/accounts\/[^/]+\/follow$/.test(r))).toBe(true);
    await user.click(screen.getByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("button", { name: "Join" })).toBeInTheDocument();
    expect(requests.some((r) => /^POST \/api\/v1\/accounts\/[^/]+\/unfollow$/.test(r))).toBe(true);
  });

  it("asks to join a locked group, and shows the request pending", async () => {
    const user = userEvent.setup();
    renderApp("/@quiet-room", { demo: on59(), signedInAs: "alice" });
    expect(await screen.findByText("Moderators approve new members.")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Request to join" }));
    expect(await screen.findByRole("button", { name: "Cancel join request" })).toBeInTheDocument();
  });

  it("asks a visitor to sign in for the posts, without asking the server for them", async () => {
    const { requests } = renderApp("/@fediverse-cafe", { demo: on59() });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Fediverse Café" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This server shows a group's posts to signed-in users only."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join" })).toBeInTheDocument();
    expect(requests.some((r) => r.includes("/timelines/group/"))).toBe(false);
  });

  it("shows a visitor the group without asking for its members where that needs a token (5.9.2)", async () => {
    const { requests } = renderApp("/@fediverse-cafe?tab=about", {
      demo: on59(),
      rewrite: (path, body) =>
        path === "/api/v1/instance"
          ? { ...(body as object), version: "4.0.0 (compatible; Mitra 5.9.2-dev)" }
          : body,
    });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Description" }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/A place to chat about the fediverse/).length).toBeGreaterThan(0);
    expect(screen.getByText("Anyone can join.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Admins" })).toBeNull();
    expect(requests.some((r) => r.includes("/members"))).toBe(false);
  });

  it("lists the admins to a visitor where the server does (5.9.1)", async () => {
    renderApp("/@fediverse-cafe?tab=about", { demo: on59() });
    const admins = await screen.findByRole("list", { name: "Admins" });
    expect(within(admins).getByRole("link", { name: /@admin$/ })).toBeInTheDocument();
  });

  it("gives a member a composer above the posts that posts to the group, and a non-member none", async () => {
    const user = userEvent.setup();
    const demo = on59();
    const app = renderApp("/@fediverse-cafe", { demo, signedInAs: "alice" });
    const form = await screen.findByRole("form", { name: "New post" }, { timeout: 15_000 });
    expect(within(form).getByText("Fediverse Café")).toBeInTheDocument();
    await user.type(within(form).getByRole("combobox", { name: "New post" }), "Hello café");
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() =>
      expect(app.sent.find((each) => each.request === "POST /api/v1/statuses")?.body).toMatchObject(
        { status: "Hello café", group_id: expect.any(String) as unknown },
      ),
    );
    const feed = screen.getByRole("feed", { name: "Posts in Fediverse Café" });
    expect(await within(feed).findByText("Hello café")).toBeInTheDocument();
  });

  it("has no composer for someone who has not joined", async () => {
    renderApp("/@film-club@remote.example", { demo: on59(), signedInAs: "alice" });
    await screen.findByRole("feed", { name: /^Posts in/ });
    expect(await screen.findByRole("button", { name: "Join" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "New post" })).toBeNull();
  });

  it("is a person's profile, as before, for an account that is not a group", async () => {
    const { requests } = renderApp("/@bob", { demo: on59(), signedInAs: "alice" });
    expect(await screen.findByRole("navigation", { name: "Profile sections" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Group sections" })).toBeNull();
    expect(screen.queryByText("Group", { exact: true })).toBeNull();
    expect(requests.some((r) => r.includes("/api/v1/groups/"))).toBe(false);
  });
});

describe("a group's settings, for its moderator", () => {
  it("saves the description, which the page shows at once", async () => {
    const user = userEvent.setup();
    const { sent } = renderApp("/@alice-garden", { demo: on59(), signedInAs: "alice" });
    // The tab shows once the group's admins say alice is one of them.
    await user.click(await within(await tabs()).findByRole("button", { name: "Settings" }));
    const field = await screen.findByRole("textbox", { name: "Description" });
    expect(field).toHaveValue(
      "Balcony pots, allotments and seed swaps. Questions welcome, slugs not.",
    );
    await user.clear(field);
    await user.type(field, "Seed swaps every Sunday.");
    await user.click(screen.getByRole("button", { name: "Save description" }));
    // Said politely, where it was done.
    expect(await screen.findByText("Saved")).toHaveAttribute("role", "status");
    expect(sent.find((s) => s.request.startsWith("PATCH /api/v1/groups/"))?.body).toEqual({
      description: "Seed swaps every Sunday.",
    });
    // The header under the name shows it now.
    await waitFor(() =>
      expect(
        screen.getByText("Seed swaps every Sunday.", { ignore: "textarea, script, style" }),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByText(/Balcony pots/)).toBeNull();
  });

  it("deletes the group after a confirmation that names it, then goes back to My groups", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/@alice-garden?tab=settings", {
      demo: on59(),
      signedInAs: "alice",
    });
    await user.click(await screen.findByRole("button", { name: "Delete group" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Delete the group Alice's Garden? This cannot be undone.",
    });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.some((r) => r.startsWith("DELETE"))).toBe(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Focus is back on the button that opened the dialog.
    expect(screen.getByRole("button", { name: "Delete group" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Delete group" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete group" }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Groups" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/groups");
    const list = await screen.findByRole("list", { name: "Member" });
    expect(await within(list).findByRole("link", { name: /Fediverse Café/ })).toBeInTheDocument();
    expect(within(list).queryByRole("link", { name: /Alice's Garden/ })).toBeNull();
  });

  it("is not offered to a member who does not moderate the group", async () => {
    renderApp("/@alice-garden?tab=settings", { demo: on59(), signedInAs: "bob" });
    const sections = await tabs();
    expect(within(sections).queryByRole("button", { name: "Settings" })).toBeNull();
    expect(
      await screen.findByRole("feed", { name: "Posts in Alice's Garden" }),
    ).toBeInTheDocument();
  });
});
