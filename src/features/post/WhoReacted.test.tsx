import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { call, fixedToken } from "@demo/testing";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

async function openPost(
  fixture: string,
  as: string,
  demo: DemoApp = createDemoApp({ server: "5.9" }),
) {
  const id = (await demoFixtures(demo))[fixture] ?? "";
  const rendered = renderApp(`/post/${id}`, { demo, signedInAs: as });
  await screen.findByRole("feed", { name: "Post" });
  return { ...rendered, id };
}

const stats = () => screen.findByRole("group", { name: "Who reacted" });

describe("who liked, reposted and reacted, under the opened post (5.9)", () => {
  it("lists who liked, each with a Follow button, and gives focus back on close", async () => {
    const user = userEvent.setup();
    const { id, requests } = await openPost("latestPost", "alice");
    const likes = within(await stats()).getByRole("button", { name: "5 likes" });
    expect(within(await stats()).getByRole("button", { name: "1 repost" })).toBeInTheDocument();
    expect(within(await stats()).getByRole("button", { name: "2 reactions" })).toBeInTheDocument();
    // Nothing is asked before a count is opened.
    expect(requests.filter((r) => r.includes("favourited_by"))).toEqual([]);

    await user.click(likes);
    const dialog = await screen.findByRole("dialog", { name: "Liked by" });
    const people = within(dialog).getByRole("list", { name: "Liked by" });
    await waitFor(() => expect(within(people).getAllByRole("listitem")).toHaveLength(5));
    expect(requests).toContain(`GET /api/v1/statuses/${id}/favourited_by?limit=200`);
    const names = within(people)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(names).toContain("/@carol@remote.example");
    // Every row has its button; alice follows bob, so his says Unfollow.
    const bobRow = within(people).getByRole("link", { name: /@bob$/ }).closest("li");
    if (!bobRow) throw new Error("no row for bob");
    expect(within(bobRow).getByRole("button", { name: "Unfollow" })).toBeInTheDocument();
    expect(within(people).getAllByRole("button")).toHaveLength(5);

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(likes).toHaveFocus();
  });

  it("follows someone from the list", async () => {
    const user = userEvent.setup();
    const { requests } = await openPost("latestPost", "alice");
    await user.click(within(await stats()).getByRole("button", { name: "5 likes" }));
    const dialog = await screen.findByRole("dialog", { name: "Liked by" });
    const row = (
      await within(dialog).findByRole("link", { name: /@erin@mastodon\.example$/ })
    ).closest("li");
    if (!row) throw new Error("no row for erin");
    // alice follows erin already; carol too. Unfollow erin, then follow her again.
    await user.click(within(row).getByRole("button", { name: "Unfollow" }));
    await user.click(await within(row).findByRole("button", { name: "Follow" }));
    await within(row).findByRole("button", { name: "Unfollow" });
    expect(requests.filter((r) => r.startsWith("POST /api/v1/accounts/"))).toHaveLength(2);
  });

  it("asks for the likers in the largest page (200); a next page the server links still loads, focus on its first person", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = (await demoFixtures(demo)).popularPost ?? "";
    let first = true;
    // The demo's first page of 20 with its own Link header, as a server with more likers pages.
    const { requests } = renderApp(`/post/${id}`, {
      demo,
      signedInAs: "alice",
      fault: (path) => {
        if (!path.endsWith("/favourited_by") || !first) return undefined;
        first = false;
        return demo.handle(
          new Request(`http://demo.test${path}?limit=20`, {
            headers: { Authorization: `Bearer ${fixedToken("alice")}` },
          }),
        );
      },
    });
    await screen.findByRole("feed", { name: "Post" });
    const button = within(await stats()).getByRole("button", { name: /likes$/ });
    const total = Number(/^(\d+)/.exec(button.textContent)?.[1]);
    expect(total).toBeGreaterThan(20);
    await user.click(button);
    expect(requests).toContain(`GET /api/v1/statuses/${id}/favourited_by?limit=200`);
    const dialog = await screen.findByRole("dialog", { name: "Liked by" });
    const people = await within(dialog).findByRole("list", { name: "Liked by" });
    await waitFor(() => expect(within(people).getAllByRole("listitem")).toHaveLength(20));
    await user.click(within(dialog).getByRole("button", { name: "Show more users" }));
    await waitFor(() => expect(within(people).getAllByRole("listitem")).toHaveLength(total));
    expect(requests.some((r) => /favourited_by\?limit=20&max_id=/.test(r))).toBe(true);
    const twentyFirst = within(people).getAllByRole("listitem")[20];
    await waitFor(() => expect(twentyFirst?.querySelector("a")).toHaveFocus());
    expect(within(dialog).queryByRole("button", { name: "Show more users" })).toBeNull();
    // The author sees every like: no note about hidden ones.
    expect(within(dialog).queryByText(/Not everyone is listed/)).toBeNull();
  });

  it("lists all of a popular post's likers in one page", async () => {
    const user = userEvent.setup();
    await openPost("popularPost", "alice");
    const button = within(await stats()).getByRole("button", { name: /likes$/ });
    const total = Number(/^(\d+)/.exec(button.textContent)?.[1]);
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Liked by" });
    const people = await within(dialog).findByRole("list", { name: "Liked by" });
    await waitFor(() => expect(within(people).getAllByRole("listitem")).toHaveLength(total));
    expect(within(dialog).queryByRole("button", { name: "Show more users" })).toBeNull();
  });

  it("tells another reader that likes of this server's users are not all listed", async () => {
    const user = userEvent.setup();
    await openPost("popularPost", "bob");
    await user.click(within(await stats()).getByRole("button", { name: /likes$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Liked by" });
    expect(await within(dialog).findByText(/Not everyone is listed/)).toBeInTheDocument();
  });

  it("lists who reposted, and who reacted under a heading per emoji", async () => {
    const user = userEvent.setup();
    const { id, requests } = await openPost("latestPost", "alice");
    await user.click(within(await stats()).getByRole("button", { name: "1 repost" }));
    const reposts = await screen.findByRole("dialog", { name: "Reposted by" });
    expect(
      await within(reposts).findByRole("link", { name: /@dave@social\.example$/ }),
    ).toBeInTheDocument();
    await user.click(within(reposts).getByRole("button", { name: "Close" }));

    await user.click(within(await stats()).getByRole("button", { name: "2 reactions" }));
    const reactions = await screen.findByRole("dialog", { name: "Reactions" });
    const blobcat = await within(reactions).findByRole("heading", { name: "blobcat: 1 reaction" });
    expect(blobcat.querySelector("img")?.getAttribute("src")).toMatch(/emoji-blobcat\.png$/);
    const heart = within(reactions).getByRole("list", { name: "❤️: 1 reaction" });
    expect(
      within(heart).getByRole("link", { name: /@erin@mastodon\.example$/ }),
    ).toBeInTheDocument();
    expect(requests).toContain(`GET /api/v1/pleroma/statuses/${id}/reactions`);
  });

  it("counts a like given here at once", async () => {
    const user = userEvent.setup();
    await openPost("latestPost", "admin");
    const post = screen.getByRole("article", { current: true });
    await user.click(within(post).getByRole("button", { name: "Like" }));
    expect(within(await stats()).getByRole("button", { name: "6 likes" })).toBeInTheDocument();
  });

  it("shows a failure with Retry in the dialog", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = (await demoFixtures(demo)).latestPost ?? "";
    let fail = true;
    renderApp(`/post/${id}`, {
      demo,
      signedInAs: "alice",
      fault: (path) => {
        if (!path.endsWith("/favourited_by") || !fail) return undefined;
        fail = false;
        return new Response(JSON.stringify({ error_description: "database error" }), {
          status: 500,
          headers: { "Content-Type": "application/json" },
        });
      },
    });
    await user.click(within(await stats()).getByRole("button", { name: "5 likes" }));
    const dialog = await screen.findByRole("dialog", { name: "Liked by" });
    expect(await within(dialog).findByText("database error")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(5));
  });
});

describe("on 4.5–4.16, which leave the viewer's own like and reactions out unless they wrote the post", () => {
  /** The demo's answers as 4.16 gives them: admin's own like and reactions left out. */
  const as416 = (path: string, body: unknown): unknown => {
    if (path === "/api/v1/instance") {
      return { ...(body as object), version: "4.0.0 (compatible; Mitra 4.16.1)" };
    }
    const admin = (account: unknown) => (account as { acct?: string }).acct === "admin";
    if (path.endsWith("/favourited_by")) return (body as unknown[]).filter((a) => !admin(a));
    if (path.endsWith("/reactions")) {
      return (body as { accounts: unknown[] }[])
        .map((reaction) => ({ ...reaction, accounts: reaction.accounts.filter((a) => !admin(a)) }))
        .filter((reaction) => reaction.accounts.length > 0);
    }
    return body;
  };

  it("lists the viewer among who liked and who reacted when the post says they did", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = (await demoFixtures(demo)).latestPost ?? "";
    const token = fixedToken("admin");
    expect((await call(demo, "POST", `/api/v1/statuses/${id}/favourite`, { token })).status).toBe(
      200,
    );
    expect(
      (
        await call(
          demo,
          "PUT",
          `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent("🎉")}`,
          { token },
        )
      ).status,
    ).toBe(200);
    renderApp(`/post/${id}`, { demo, signedInAs: "admin", rewrite: as416 });
    await screen.findByRole("feed", { name: "Post" });

    await user.click(within(await stats()).getByRole("button", { name: "6 likes" }));
    const likes = await screen.findByRole("dialog", { name: "Liked by" });
    const people = await within(likes).findByRole("list", { name: "Liked by" });
    expect(await within(people).findByRole("link", { name: /@admin$/ })).toBeInTheDocument();
    await user.click(within(likes).getByRole("button", { name: "Close" }));

    await user.click(within(await stats()).getByRole("button", { name: "3 reactions" }));
    const reactions = await screen.findByRole("dialog", { name: "Reactions" });
    const party = await within(reactions).findByRole("list", { name: "🎉: 1 reaction" });
    expect(within(party).getByRole("link", { name: /@admin$/ })).toBeInTheDocument();
  });
});

describe("on 3.10", () => {
  it("shows no counts to open and asks for none of the lists", async () => {
    const { requests } = await openPost("latestPost", "alice", createDemoApp({ server: "3.10" }));
    await screen.findAllByRole("article");
    expect(screen.queryByRole("group", { name: "Who reacted" })).toBeNull();
    expect(
      requests.filter((r) =>
        /favourited_by|reblogged_by|pleroma\/statuses\/[^/]+\/reactions$/.test(r),
      ),
    ).toEqual([]);
  });
});
