import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { call, fixedToken, list, obj } from "@demo/testing";
import { makeGroup } from "@/test/fixtures";
import { demoFixtures, nth } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

/*
 * Posts in groups on the 5.9 demo's seeded groups: the Fediverse Café
 * (alice a member), Alice's Garden (alice moderates it; bob's thread
 * `groupThread`) and the Film Club on remote.example. What the seed does not
 * hold (a group's repost of a post from elsewhere, a post with an h1 and no
 * title) is played by rewriting the demo's answers.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every copy of post `id` in an answer (nested in reposts, contexts, notifications) gets `extra`. */
function patchPost(body: unknown, id: string, extra: Json): unknown {
  if (Array.isArray(body)) return body.map((item) => patchPost(item, id, extra));
  if (!isObject(body)) return body;
  const patched: Json = {};
  for (const [key, value] of Object.entries(body)) patched[key] = patchPost(value, id, extra);
  return body.id === id && "content" in body ? { ...patched, ...extra } : patched;
}

/** The items of a list answer from `path`, or null for any other answer. */
function listAt(path: string, wanted: string, body: unknown): Json[] | null {
  return path === wanted && Array.isArray(body) ? (body as Json[]) : null;
}

/** Every card of post `id` in `within`. */
const cardsOf = (container: HTMLElement, id: string) =>
  within(container)
    .queryAllByRole("article")
    .filter((article) => article.getAttribute("data-post-id") === id);

/** The card of post `id` in `container`. */
const cardOf = (container: HTMLElement, id: string) => nth(cardsOf(container, id), 0, `card ${id}`);

async function fixture(demo: DemoApp, name: string): Promise<string> {
  const id = (await demoFixtures(demo))[name];
  if (!id) throw new Error(`no fixture ${name}`);
  return id;
}

/** Opens a post's thread as `viewer`; returns its card. */
async function openPost(
  demo: DemoApp,
  id: string,
  viewer = "alice",
  rewrite?: (path: string, body: unknown) => unknown,
) {
  const app = renderApp(`/post/${id}`, {
    demo,
    signedInAs: viewer,
    ...(rewrite ? { rewrite } : {}),
  });
  const thread = await screen.findByRole("feed", { name: "Post" }, { timeout: 15_000 });
  await waitFor(() => expect(cardsOf(thread, id)).not.toHaveLength(0));
  return { ...app, thread, card: cardOf(thread, id) };
}

describe("a post's title", () => {
  it("shows a local post's title once, as its headline, above the rest of the content", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const { card } = await openPost(demo, await fixture(demo, "groupTitledPost"));
    expect(
      within(card).getByRole("heading", { level: 2, name: "Saturday meetup at the library" }),
    ).toBeVisible();
    expect(within(card).getAllByText(/Saturday meetup at the library/)).toHaveLength(1);
    expect(within(card).getByText(/^Room 2, from 14:00/)).toBeInTheDocument();
  });

  it("shows a remote article's title once, its h1 in the content left out", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const { card } = await openPost(demo, await fixture(demo, "groupRemotePost"));
    expect(
      within(card).getByRole("heading", { level: 2, name: "Stand development, a primer" }),
    ).toBeInTheDocument();
    expect(within(card).getAllByText(/Stand development, a primer/)).toHaveLength(1);
    expect(within(card).getByRole("link", { name: "Film Club" })).toBeInTheDocument();
  });

  it("shows a title's markup as typed, never drawn", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const id = await fixture(demo, "fourImages");
    const { card } = await openPost(demo, id, "alice", (_path, body) =>
      patchPost(body, id, {
        title: "Fish & chips <b>now</b>",
        content: '<h1 class="p-name">Fish &amp; chips &lt;b&gt;now&lt;/b&gt;</h1><p>The recipe</p>',
      }),
    );
    expect(
      within(card).getByRole("heading", { level: 2, name: "Fish & chips <b>now</b>" }),
    ).toBeInTheDocument();
    expect(within(card).getAllByText(/Fish & chips/)).toHaveLength(1);
    expect(within(card).getByText("The recipe")).toBeInTheDocument();
  });

  it("keeps the h1 of a post without a title in its content", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const id = await fixture(demo, "fourImages");
    const { card } = await openPost(demo, id, "alice", (_path, body) =>
      patchPost(body, id, { title: null, content: "<h1>Part one</h1><p>Body</p>" }),
    );
    expect(within(card).getAllByText("Part one")).toHaveLength(1);
    expect(within(card).queryByRole("heading", { level: 2 })).toBeNull();
  });
});

describe("a post in a group", () => {
  it("says which group, linking to the group's page, on the post and its replies", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const id = await fixture(demo, "groupThread");
    const reply = await fixture(demo, "groupThreadReply");
    const { card, thread } = await openPost(demo, id);
    const link = within(card).getByRole("link", { name: "Alice's Garden" });
    expect(link).toHaveAttribute("href", "/@alice-garden");
    expect(link.closest(".post-group")).toHaveTextContent("in Alice's Garden");
    await waitFor(() => expect(cardsOf(thread, reply)).not.toHaveLength(0));
    // A reply to a reply, deeper in the thread.
    expect(within(thread).getByText("Thanks, both. Pulling them tonight.")).toBeInTheDocument();
    expect(cardOf(thread, reply).querySelector(".post-group")).toHaveTextContent(
      "in Alice's Garden",
    );
  });

  it("shows a group's announce of a member's post as that post, with its group", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const announced = await fixture(demo, "groupTitledPost");
    renderApp("/home", { demo, signedInAs: "alice" });
    const feed = await screen.findByRole("feed", { name: "Home" }, { timeout: 15_000 });
    await waitFor(() => expect(cardsOf(feed, announced)).not.toHaveLength(0));
    for (const card of cardsOf(feed, announced)) {
      expect(within(card).queryByText("Reposted by")).toBeNull();
      expect(card.querySelector(".post-group")).toHaveTextContent("in Fediverse Café");
    }
  });

  it("shows a member's post once when home has both the post and the group's announce of it", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const announced = await fixture(demo, "groupTitledPost");
    renderApp("/home", {
      demo,
      signedInAs: "alice",
      // Home lists the group's announce; the member's own post comes right after it.
      rewrite: (path, body) => {
        const items = listAt(path, "/api/v1/timelines/home", body);
        const announce = items?.find(
          (item) => isObject(item.reblog) && item.reblog.id === announced,
        );
        if (!items || !announce) return body;
        return [announce, announce.reblog, ...items.filter((item) => item !== announce)];
      },
    });
    const feed = await screen.findByRole("feed", { name: "Home" }, { timeout: 15_000 });
    await waitFor(() => expect(cardsOf(feed, announced)).not.toHaveLength(0));
    expect(cardsOf(feed, announced)).toHaveLength(1);
  });

  it("keeps a group's repost of a post from elsewhere a repost", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const group = makeGroup();
    renderApp("/home", {
      demo,
      signedInAs: "alice",
      rewrite: (path, body) => {
        const [first, ...rest] = listAt(path, "/api/v1/timelines/home", body) ?? [];
        if (!first || first.reblog) return body;
        const original = { ...first, group: null };
        return [{ ...first, id: "repost-1", account: group, reblog: original }, ...rest];
      },
    });
    const feed = await screen.findByRole("feed", { name: "Home" }, { timeout: 15_000 });
    const card = nth(within(feed).getAllByRole("article"), 0, "card");
    expect(within(card).getByText("Reposted by")).toBeInTheDocument();
    expect(card.querySelector(".post-group")).toBeNull();
  });
});

describe("notifications about group posts", () => {
  it("reads a group's share of your post as such, and shows a mention's group through its card", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const cafe = await fixture(demo, "account:fediverse-cafe");
    const post = async (viewer: string, text: string) => {
      const { body } = await call(demo, "POST", "/api/v1/statuses", {
        token: fixedToken(viewer),
        body: { status: text, group_id: cafe },
      });
      return String(obj(body).id);
    };
    const own = await post("alice", "Who's in for the meetup?");
    await call(demo, "POST", "/__demo/notifications", {
      body: { to: "alice", from: "fediverse-cafe", type: "reblog", status_id: own },
    });
    const mention = await post("bob", "@alice saving you a seat");
    renderApp("/notifications", { demo, signedInAs: "alice" });
    const feed = await screen.findByRole("feed", { name: "Notifications" }, { timeout: 15_000 });
    const entries = within(feed).getAllByRole("article", { name: "Notification" });
    const share = entries.find((entry) => entry.textContent.includes("shared your post"));
    expect(share).toHaveTextContent("Fediverse Café shared your post with the group");
    expect(share).not.toHaveTextContent("reposted your post");
    const mentioned = entries.find((entry) => entry.textContent.includes("mentioned you"));
    if (!mentioned) throw new Error("no mention");
    expect(cardOf(mentioned, mention).querySelector(".post-group")).toHaveTextContent(
      "in Fediverse Café",
    );
  });
});

describe("removing a thread from its group", () => {
  async function openMenu(card: HTMLElement) {
    await userEvent.click(within(card).getByRole("button", { name: "More actions" }));
    return screen.findByRole("menu");
  }

  it("is offered to a moderator, confirms naming the group, then the thread is gone", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = await fixture(demo, "groupThread");
    const garden = await fixture(demo, "account:alice-garden");
    const reply = await fixture(demo, "groupThreadReply");
    const { card, thread, requests } = await openPost(demo, id);
    await waitFor(() => expect(cardsOf(thread, reply)).not.toHaveLength(0));
    // A reply to a reply, deeper in the thread.
    expect(within(thread).getByText("Thanks, both. Pulling them tonight.")).toBeInTheDocument();
    const menu = await openMenu(card);
    await user.click(within(menu).getByRole("menuitem", { name: "Remove thread from group" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Remove this thread from Alice's Garden? The post and all its replies will be deleted.",
    });
    // Nothing is removed before the confirmation.
    expect(requests.some((r) => r.startsWith("DELETE ") && r.endsWith("/thread"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Remove thread" }));
    expect(await screen.findByText("Thread removed from the group")).toBeInTheDocument();
    expect(requests).toContain(`DELETE /api/v1/statuses/${id}/thread`);
    // The post and every reply below it.
    expect(cardsOf(thread, id)).toEqual([]);
    expect(cardsOf(thread, reply)).toEqual([]);
    expect(within(thread).queryByText("Thanks, both. Pulling them tonight.")).toBeNull();
    const { body } = await call(demo, "GET", `/api/v1/timelines/group/${garden}`, {
      token: fixedToken("alice"),
    });
    expect(list(body).map((post) => post.id)).not.toContain(id);
  });

  it("removes nothing when the confirmation is cancelled", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = await fixture(demo, "groupThread");
    const { card, requests } = await openPost(demo, id);
    const menu = await openMenu(card);
    await user.click(within(menu).getByRole("menuitem", { name: "Remove thread from group" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.some((r) => r.startsWith("DELETE ") && r.endsWith("/thread"))).toBe(false);
    expect(card).toBeInTheDocument();
  });

  it("shows the server's message when it refuses, and keeps the thread", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = await fixture(demo, "groupThread");
    const { card, thread } = await openPost(demo, id);
    await call(demo, "POST", "/__demo/fail", {
      body: {
        method: "DELETE",
        path: `/api/v1/statuses/${id}/thread`,
        status: 403,
        error_description: "permission error",
      },
    });
    const menu = await openMenu(card);
    await user.click(within(menu).getByRole("menuitem", { name: "Remove thread from group" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove thread" }),
    );
    expect(await screen.findByText("permission error")).toBeInTheDocument();
    expect(cardOf(thread, id)).toBeInTheDocument();
  });

  it("is not offered to a member who does not moderate the group", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const { card } = await openPost(demo, await fixture(demo, "groupThread"), "bob");
    const menu = await openMenu(card);
    expect(within(menu).getByRole("menuitem", { name: "Delete" })).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "Remove thread from group" })).toBeNull();
  });
});
