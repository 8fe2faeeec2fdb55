import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { call, fixedToken, obj } from "@demo/testing";
import { nth } from "@/test/demoState";
import { preloadScreens } from "@/test/preloadScreens";
import { renderApp } from "@/test/renderApp";

preloadScreens(() => import("@/features/post/ThreadScreen"));
afterEach(() => vi.unstubAllGlobals());

/** The first post (not a repost) by `acct` in the demo's store. */
function postBy(demo: DemoApp, acct: string): string {
  const account = [...demo.store.accounts.values()].find(
    (item) => (item.domain === null ? item.username : `${item.username}@${item.domain}`) === acct,
  );
  const post = [...demo.store.statuses.values()].find(
    (status) =>
      status.accountId === account?.id &&
      status.reblogOfId === null &&
      status.visibility === "public" &&
      status.inReplyToId === null,
  );
  if (!post) throw new Error(`no post by ${acct}`);
  return post.id;
}

async function openPost(demo: DemoApp, id: string, viewer: string) {
  const app = renderApp(`/post/${id}`, { demo, signedInAs: viewer });
  const thread = await screen.findByRole("feed", { name: "Post" }, { timeout: 15_000 });
  const cards = () =>
    within(thread)
      .queryAllByRole("article")
      .filter((article) => article.getAttribute("data-post-id") === id);
  await waitFor(() => expect(cards()).not.toHaveLength(0));
  return { ...app, thread, cards, card: nth(cards(), 0, `card ${id}`) };
}

async function openMenu(card: HTMLElement) {
  await userEvent.click(within(card).getByRole("button", { name: "More actions" }));
  return screen.findByRole("menu", {}, { timeout: 15_000 });
}

const adminDeletes = (requests: string[]) =>
  requests.filter((request) => request.startsWith("DELETE /api/v1/admin/"));

describe("an admin's post menu", { timeout: 60_000 }, () => {
  it("deletes a remote post from this server after saying so, and the card leaves", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = postBy(demo, "carol@remote.example");
    const { card, cards, requests } = await openPost(demo, id, "admin");
    const menu = await openMenu(card);
    await user.click(within(menu).getByRole("menuitem", { name: "Delete as admin" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Delete this post by @carol@remote.example?",
    });
    expect(dialog).toHaveTextContent("deleted from this server only");
    // Nothing is asked before the confirmation.
    expect(adminDeletes(requests)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    expect(await screen.findByText("Post deleted")).toBeInTheDocument();
    expect(adminDeletes(requests)).toEqual([`DELETE /api/v1/admin/posts/${id}`]);
    expect(cards()).toEqual([]);
    expect(demo.store.statuses.has(id)).toBe(false);
  });

  it("says a local post is deleted everywhere and its author told (5.9)", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { card } = await openPost(demo, postBy(demo, "bob"), "admin");
    await user.click(
      within(await openMenu(card)).getByRole("menuitem", { name: "Delete as admin" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Delete this post by @bob@demo.test?",
    });
    expect(dialog).toHaveTextContent("on the other servers it reached");
    expect(dialog).toHaveTextContent("its author will be notified");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(card).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the card", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = postBy(demo, "carol@remote.example");
    const { card, cards } = await openPost(demo, id, "admin");
    await call(demo, "POST", "/__demo/fail", {
      body: {
        method: "DELETE",
        path: `/api/v1/admin/posts/${id}`,
        status: 403,
        error_description: "permission error",
      },
    });
    await user.click(
      within(await openMenu(card)).getByRole("menuitem", { name: "Delete as admin" }),
    );
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete post" }),
    );
    expect(await screen.findByText("permission error")).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(demo.store.statuses.has(id)).toBe(true);
  });

  it("copies the post's object ID", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = postBy(demo, "carol@remote.example");
    const { card } = await openPost(demo, id, "admin");
    await user.click(
      within(await openMenu(card)).getByRole("menuitem", { name: "Copy object ID" }),
    );
    const { body } = await call(demo, "GET", `/api/v1/statuses/${id}`, {
      token: fixedToken("admin"),
    });
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(obj(body).uri));
  });

  it("offers an ordinary user neither item", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const { card } = await openPost(demo, postBy(demo, "carol@remote.example"), "alice");
    const menu = await openMenu(card);
    expect(within(menu).getByRole("menuitem", { name: "Copy link to post" })).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "Delete as admin" })).toBeNull();
    expect(within(menu).queryByRole("menuitem", { name: "Copy object ID" })).toBeNull();
  });

  it("offers no admin delete on 3.10, which has no such call", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const { card, requests } = await openPost(demo, postBy(demo, "carol@remote.example"), "admin");
    const menu = await openMenu(card);
    expect(within(menu).getByRole("menuitem", { name: "Copy object ID" })).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "Delete as admin" })).toBeNull();
    expect(requests.filter((request) => request.includes("/admin/"))).toEqual([]);
  });
});
