import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { makeGroup } from "@/test/fixtures";
import { demoFixtures, nth } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

/*
 * Posts in a group, played on the 5.9 demo: its answers are rewritten into
 * the shapes a server with groups gives (a post's group, title and
 * conversation; a group's announce), which its seed does not hold.
 */

const OWLS = makeGroup();

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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The card of post `id` in a feed. */
function cardOf(feed: HTMLElement, id: string): HTMLElement {
  const card = within(feed)
    .getAllByRole("article")
    .find((article) => article.getAttribute("data-post-id") === id);
  if (!card) throw new Error(`no card for ${id}`);
  return card;
}

/** Opens a fixture post's thread with its answers patched; returns its card. */
async function openPatched(fixture: string, extra: Json) {
  const demo = createDemoApp({ server: "5.9" });
  const id = (await demoFixtures(demo))[fixture] ?? "";
  const app = renderApp(`/post/${id}`, {
    demo,
    signedInAs: "alice",
    rewrite: (_path, body) => patchPost(body, id, extra),
  });
  const thread = await screen.findByRole("feed", { name: "Post" }, { timeout: 15_000 });
  return { ...app, id, card: cardOf(thread, id) };
}

describe("a post's title", () => {
  it("shows a local post's title once, as its headline, above the rest of the content", async () => {
    const { card } = await openPatched("fourImages", {
      title: "Spring meetup",
      content: "<h1>Spring meetup</h1><p>Sunday at three</p>",
    });
    expect(within(card).getByRole("heading", { level: 2, name: "Spring meetup" })).toBeVisible();
    expect(within(card).getAllByText("Spring meetup")).toHaveLength(1);
    expect(within(card).getByText("Sunday at three")).toBeInTheDocument();
  });

  it("shows a remote article's title once, its h1 in the content left out", async () => {
    const { card } = await openPatched("hostileMention", {
      title: "Fish & chips <b>now</b>",
      content: '<h1 class="p-name">Fish &amp; chips &lt;b&gt;now&lt;/b&gt;</h1><p>The recipe</p>',
    });
    // Plain text: the markup in a title is shown as typed, not drawn.
    expect(
      within(card).getByRole("heading", { level: 2, name: "Fish & chips <b>now</b>" }),
    ).toBeInTheDocument();
    expect(within(card).getAllByText(/Fish & chips/)).toHaveLength(1);
    expect(within(card).getByText("The recipe")).toBeInTheDocument();
  });

  it("keeps an h1 of a post without a title in its content", async () => {
    const { card } = await openPatched("fourImages", {
      title: null,
      content: "<h1>Part one</h1><p>Body</p>",
    });
    expect(within(card).getAllByText("Part one")).toHaveLength(1);
    expect(card.querySelector(".post-title")).toBeNull();
  });
});

describe("a post in a group", () => {
  it("says which group, linking to the group's page", async () => {
    const { card } = await openPatched("fourImages", { group: OWLS });
    const link = within(card).getByRole("link", { name: "Night Owls" });
    expect(link).toHaveAttribute("href", "/@owls");
    expect(link.closest(".post-group")).toHaveTextContent("in Night Owls");
  });

  it("shows a group's announce of a member's post as that post, with its group", async () => {
    const demo = createDemoApp({ server: "5.9" });
    let originalId = "";
    renderApp("/home", {
      demo,
      signedInAs: "alice",
      rewrite: (path, body) => {
        const items = listAt(path, "/api/v1/timelines/home", body);
        if (!items) return body;
        // A post no one else reposted on this page: its one card is the announce's.
        const first = items.find(
          (item) =>
            !item.reblog &&
            item.in_reply_to_id === null &&
            !items.some((other) => isObject(other.reblog) && other.reblog.id === item.id),
        );
        if (!first) return body;
        originalId = String(first.id);
        const announce = {
          ...first,
          id: "announce-1",
          account: OWLS,
          reblog: { ...first, group: OWLS },
          content: "",
        };
        return items.map((item) => (item === first ? announce : item));
      },
    });
    const feed = await screen.findByRole("feed", { name: "Home" }, { timeout: 15_000 });
    await waitFor(() => expect(originalId).not.toBe(""));
    const card = cardOf(feed, originalId);
    expect(within(card).queryByText("Reposted by")).toBeNull();
    expect(card.querySelector(".post-group")).toHaveTextContent("in Night Owls");
  });

  it("keeps a group's repost of a post from elsewhere a repost", async () => {
    const demo = createDemoApp({ server: "5.9" });
    renderApp("/home", {
      demo,
      signedInAs: "alice",
      rewrite: (path, body) => {
        const [first, ...rest] = listAt(path, "/api/v1/timelines/home", body) ?? [];
        if (!first || first.reblog) return body;
        return [{ ...first, id: "repost-1", account: OWLS, reblog: first, content: "" }, ...rest];
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
    renderApp("/notifications", {
      demo,
      signedInAs: "alice",
      rewrite: (path, body) => {
        const items = listAt(path, "/api/v1/notifications", body);
        if (!items) return body;
        const own = items.find((item) => item.type === "favourite" && isObject(item.status));
        const mention = items.find((item) => item.type === "mention" && isObject(item.status));
        if (!own || !mention || !isObject(mention.status)) return body;
        const share = { ...own, id: "n-share", type: "reblog", account: OWLS };
        const inGroup = { ...mention.status, group: OWLS };
        return [
          share,
          ...items.map((item) => (item === mention ? { ...mention, status: inGroup } : item)),
        ];
      },
    });
    const feed = await screen.findByRole("feed", { name: "Notifications" }, { timeout: 15_000 });
    const [first] = within(feed).getAllByRole("article", { name: "Notification" });
    if (!first) throw new Error("no notifications");
    // On the same post as its likes and reposts, a line of its own.
    expect(first.querySelector(".notification-group_share")).toHaveTextContent(
      "Night Owls shared your post with the group",
    );
    expect(first.querySelector(".notification-reblog")).not.toHaveTextContent("Night Owls");
    await waitFor(() =>
      expect(
        within(feed)
          .getAllByText(/mentioned you/)
          .some((line) =>
            line
              .closest("article[aria-label='Notification']")
              ?.querySelector(".post-group")
              ?.textContent.includes("in Night Owls"),
          ),
      ).toBe(true),
    );
  });
});

describe("removing a thread from its group", () => {
  /** Home as alice, its first post a thread in the group she may or may not moderate. */
  async function homeWithGroupThread(canModerate: boolean, answer: Response) {
    const demo = createDemoApp({ server: "5.9" });
    let id = "";
    const app = renderApp("/home", {
      demo,
      signedInAs: "alice",
      rewrite: (path, body) => {
        const items = listAt(path, "/api/v1/timelines/home", body);
        const first = items?.find((item) => !item.reblog && item.in_reply_to_id === null);
        if (!first) return body;
        id = String(first.id);
        return patchPost(body, id, {
          group: OWLS,
          conversation: { id: "c1", root_id: id, tracking: "normal", can_moderate: canModerate },
        });
      },
      fault: (path) =>
        id && path === `/api/v1/statuses/${id}/thread` ? answer.clone() : undefined,
    });
    const feed = await screen.findByRole("feed", { name: "Home" }, { timeout: 15_000 });
    await waitFor(() => expect(id).not.toBe(""));
    return { ...app, feed, id, card: cardOf(feed, id) };
  }

  async function openMenu(card: HTMLElement) {
    await userEvent.click(within(card).getByRole("button", { name: "More actions" }));
    return screen.findByRole("menu");
  }

  it("is offered to a moderator, confirms naming the group, then the thread leaves the list", async () => {
    const user = userEvent.setup();
    const { feed, card, id, requests } = await homeWithGroupThread(true, json({}));
    const menu = await openMenu(card);
    await user.click(within(menu).getByRole("menuitem", { name: "Remove thread from group" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Remove this thread from Night Owls? The post and all its replies will be deleted.",
    });
    // Nothing is removed before the confirmation.
    expect(requests.some((r) => r.endsWith("/thread"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Remove thread" }));
    await waitFor(() =>
      expect(
        within(feed)
          .queryAllByRole("article")
          .some((article) => article.getAttribute("data-post-id") === id),
      ).toBe(false),
    );
    expect(requests).toContain(`DELETE /api/v1/statuses/${id}/thread`);
    expect(await screen.findByText("Thread removed from the group")).toBeInTheDocument();
  });

  it("removes nothing when the confirmation is cancelled", async () => {
    const user = userEvent.setup();
    const { card, requests } = await homeWithGroupThread(true, json({}));
    const menu = await openMenu(card);
    await user.click(within(menu).getByRole("menuitem", { name: "Remove thread from group" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.some((r) => r.endsWith("/thread"))).toBe(false);
    expect(card).toBeInTheDocument();
  });

  it("shows the server's message when it refuses, and keeps the thread", async () => {
    const user = userEvent.setup();
    const { card, id, feed } = await homeWithGroupThread(
      true,
      json({ error: "permission error", error_description: "permission error" }, 403),
    );
    const menu = await openMenu(card);
    await user.click(within(menu).getByRole("menuitem", { name: "Remove thread from group" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove thread" }),
    );
    expect(await screen.findByText("permission error")).toBeInTheDocument();
    expect(cardOf(feed, id)).toBeInTheDocument();
  });

  it("is not offered to someone who does not moderate the group", async () => {
    const { card } = await homeWithGroupThread(false, json({}));
    const menu = await openMenu(card);
    expect(within(menu).queryByRole("menuitem", { name: "Remove thread from group" })).toBeNull();
  });
});
