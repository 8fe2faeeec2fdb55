import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { call, fixedToken } from "@demo/testing";
import { demoFixtures, nth } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

/** Opens a fixture post's thread and returns its card. */
async function openPost(
  fixture: string,
  signedInAs?: string,
  demo: DemoApp = createDemoApp({ server: "3.10" }),
) {
  const id = (await demoFixtures(demo))[fixture] ?? "";
  const rendered = renderApp(`/post/${id}`, { demo, ...(signedInAs ? { signedInAs } : {}) });
  const thread = await screen.findByRole("feed", { name: "Post" });
  const card = within(thread)
    .getAllByRole("article")
    .find((article) => article.getAttribute("data-post-id") === id);
  if (!card) throw new Error(`no card for ${fixture}`);
  return { ...rendered, card, id };
}

async function menuItems(card: HTMLElement): Promise<string[]> {
  await userEvent.click(within(card).getByRole("button", { name: "More actions" }));
  const menu = await screen.findByRole("menu");
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent);
}

describe("post card permissions by role and authorship", () => {
  it("gives the author pin, IPFS and delete, and no mute", async () => {
    const { card } = await openPost("fourImages", "alice");
    const items = await menuItems(card);
    expect(items).toEqual(
      expect.arrayContaining(["Copy link to post", "Feature on profile", "Save to IPFS", "Delete"]),
    );
    expect(items).not.toContain("Mute author");
  });

  it("shows the IPFS link instead of the save item once a post is saved", async () => {
    const { card } = await openPost("ipfsPost", "alice");
    expect(within(card).getByRole("link", { name: "IPFS" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/ipfs\.demo\.example\/ipfs\/bafk/),
    );
    expect(await menuItems(card)).not.toContain("Save to IPFS");
  });

  it("lets another user mute the author once the relationship is known, but not delete", async () => {
    const { card, requests } = await openPost("fourImages", "bob");
    await waitFor(() =>
      expect(requests.some((r) => r.startsWith("GET /api/v1/accounts/relationships"))).toBe(true),
    );
    await waitFor(async () => {
      const items = await menuItems(card);
      await userEvent.keyboard("{Escape}");
      expect(items).toContain("Mute author");
    });
    const items = await menuItems(card);
    expect(items).not.toContain("Delete");
    expect(items).not.toContain("Feature on profile");
  });

  it("mutes and unmutes the author", async () => {
    const user = userEvent.setup();
    const { card, requests } = await openPost("fourImages", "bob");
    await waitFor(async () => {
      const items = await menuItems(card);
      expect(items).toContain("Mute author");
    });
    await user.click(screen.getByRole("menuitem", { name: "Mute author" }));
    await waitFor(() => expect(requests.some((r) => /\/accounts\/.+\/mute$/.test(r))).toBe(true));
    expect(await menuItems(card)).toContain("Unmute author");
  });

  it("offers admins 'Load latest replies' on remote posts, then the reload notice", async () => {
    const user = userEvent.setup();
    const { card, requests } = await openPost("hostileMention", "admin");
    await menuItems(card);
    await user.click(screen.getByRole("menuitem", { name: "Load latest replies" }));
    expect(await screen.findByText(/Reload the page/)).toBeInTheDocument();
    expect(requests.some((r) => /\/load_conversation$/.test(r))).toBe(true);
  });

  it.each([
    ["3.10", undefined],
    ["5.9", { use_context: true }],
  ] as const)("loads replies on %s with the body that server reads", async (server, body) => {
    const user = userEvent.setup();
    const { card, sent } = await openPost("hostileMention", "admin", createDemoApp({ server }));
    await menuItems(card);
    await user.click(screen.getByRole("menuitem", { name: "Load latest replies" }));
    expect(await screen.findByText(/Reload the page/)).toBeInTheDocument();
    const made = sent.find((item) => item.request.endsWith("/load_conversation"));
    expect(made?.body).toEqual(body);
  });

  it("shows visitors counts only, no actions", async () => {
    const { card } = await openPost("fourImages");
    expect(within(card).queryByRole("button", { name: "Like" })).toBeNull();
    expect(within(card).queryByRole("button", { name: "More actions" })).toBeNull();
    expect(within(card).getByText(/^\d+ likes?$/)).toBeInTheDocument();
  });
});

describe("post card actions", () => {
  it("deletes after confirmation, and not before", async () => {
    const user = userEvent.setup();
    const { card, requests, id } = await openPost("fourImages", "alice");
    await menuItems(card);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete this post/ });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.some((r) => r.startsWith("DELETE"))).toBe(false);
    await menuItems(card);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(requests).toContain(`DELETE /api/v1/statuses/${id}`));
    expect(await screen.findByText("Post deleted")).toBeInTheDocument();
  });

  it("saves to IPFS and shows the link", async () => {
    const user = userEvent.setup();
    const { card } = await openPost("fourImages", "alice");
    await menuItems(card);
    await user.click(screen.getByRole("menuitem", { name: "Save to IPFS" }));
    expect(await within(card).findByRole("link", { name: "IPFS" })).toBeInTheDocument();
  });

  it("rolls a bookmark back and shows the server's message when it fails", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    const { card } = await openPost("fourImages", "bob", demo);
    await call(demo, "POST", "/__demo/fail", {
      body: { path: "/api/v1/statuses/", status: 422, error_description: "bookmark refused" },
    });
    const bookmark = within(card).getByRole("button", { name: "Bookmark" });
    await user.click(bookmark);
    expect(await screen.findByText("bookmark refused")).toBeInTheDocument();
    expect(bookmark).toHaveAttribute("aria-pressed", "false");
  });

  /**
   * A retry after a lost answer: the server took the first request (made
   * here behind the card's back) and refuses the repeat as it does.
   */
  it("ends a repeated repost in the reposted state, with the server's count", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    const { card, id, requests } = await openPost("fourImages", "bob", demo);
    const repost = within(card).getByRole("button", { name: "Repost" });
    const before = Number(repost.textContent);
    const token = fixedToken("bob");
    expect((await call(demo, "POST", `/api/v1/statuses/${id}/reblog`, { token })).status).toBe(200);
    await call(demo, "POST", "/__demo/fail", {
      body: {
        path: `/api/v1/statuses/${id}/reblog`,
        status: 400,
        error_description: "post already exists",
      },
    });
    await user.click(repost);
    await waitFor(() => expect(requests).toContain(`GET /api/v1/statuses/${id}`));
    await waitFor(() => expect(repost).toHaveAttribute("aria-pressed", "true"));
    expect(repost).toHaveTextContent(String(before + 1));
  });

  it("ends a repeated reaction in the reacted state, counted once, with no error", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    const { card, id } = await openPost("fourImages", "bob", demo);
    const token = fixedToken("bob");
    const path = `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent("🎉")}`;
    expect((await call(demo, "PUT", path, { token })).status).toBe(200);
    await call(demo, "POST", "/__demo/fail", {
      body: {
        method: "PUT",
        path: "/api/v1/pleroma/",
        status: 400,
        error_description: "reaction already exists",
      },
    });
    await user.click(within(card).getByRole("button", { name: "Add reaction" }));
    await user.click(await screen.findByRole("button", { name: ":tada:" }));
    const reaction = await within(card).findByRole("button", { name: /^🎉: 1 reaction/ });
    await waitFor(() => expect(reaction).toHaveAttribute("aria-pressed", "true"));
    expect(screen.queryByText("reaction already exists")).toBeNull();
  });

  it("adds and removes an emoji reaction", async () => {
    const user = userEvent.setup();
    const { card, requests } = await openPost("fourImages", "bob");
    await user.click(within(card).getByRole("button", { name: "Add reaction" }));
    await user.type(screen.getByRole("searchbox", { name: "Search emoji" }), "qqqq");
    expect(screen.getByText("no emojis found")).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Search emoji" }));
    await user.click(screen.getByRole("button", { name: ":tada:" }));
    const reaction = await within(card).findByRole("button", { name: /^🎉: 1 reaction/ });
    expect(reaction).toHaveAttribute("aria-pressed", "true");
    await waitFor(() =>
      expect(requests.some((r) => r.startsWith("PUT /api/v1/pleroma/"))).toBe(true),
    );
    await user.click(reaction);
    await waitFor(() => expect(within(card).queryByRole("button", { name: /^🎉/ })).toBeNull());
    await waitFor(() =>
      expect(requests.some((r) => r.startsWith("DELETE /api/v1/pleroma/"))).toBe(true),
    );
  });
});

describe("attachments", () => {
  it("blurs sensitive media behind a button until revealed", async () => {
    const user = userEvent.setup();
    const { card } = await openPost("sensitivePost", "bob");
    const reveal = within(card).getByRole("button", { name: "Show sensitive content" });
    expect(within(card).queryByRole("button", { name: /^Open image/ })).toBeNull();
    await user.click(reveal);
    expect(within(card).getByRole("button", { name: /^Open image/ })).toBeInTheDocument();
  });

  it("opens a lightbox that moves with the arrows and closes with Escape, returning focus", async () => {
    const user = userEvent.setup();
    const { card } = await openPost("fourImages", "bob");
    const thumbs = within(card).getAllByRole("button", { name: /^Open image/ });
    expect(thumbs).toHaveLength(4);
    await user.click(nth(thumbs, 0));
    const dialog = await screen.findByRole("dialog", { name: "Image viewer" });
    expect(within(dialog).getByText("1 of 4")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(within(dialog).getByText("2 of 4")).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByText("1 of 4")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(thumbs[0]).toHaveFocus());
  });

  it("moves to the next image with ArrowLeft when the page runs right to left", async () => {
    const user = userEvent.setup();
    const { card } = await openPost("fourImages", "bob");
    document.documentElement.dir = "rtl";
    try {
      await user.click(nth(within(card).getAllByRole("button", { name: /^Open image/ }), 0));
      const dialog = await screen.findByRole("dialog", { name: "Image viewer" });
      await user.keyboard("{ArrowLeft}");
      expect(within(dialog).getByText("2 of 4")).toBeInTheDocument();
      await user.keyboard("{ArrowRight}");
      expect(within(dialog).getByText("1 of 4")).toBeInTheDocument();
    } finally {
      document.documentElement.removeAttribute("dir");
    }
  });
});
