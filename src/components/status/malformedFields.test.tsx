import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadScreens } from "@/test/preloadScreens";
import { renderApp } from "@/test/renderApp";

preloadScreens(() => import("@/features/timelines/HomeTimeline"));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Json = Record<string, unknown>;

/** What a remote server may send in any field the client formats. */
const MALFORMED: Record<string, (post: Json) => Json> = {
  language: (post) => ({ ...post, language: "not a tag!!" }),
  "created date": (post) => ({ ...post, created_at: "yesterday" }),
  "edited date": (post) => ({ ...post, edited_at: "not a date" }),
  "post url": (post) => ({ ...post, url: "http://[bad", uri: "::" }),
  "author's profile": (post) => ({
    ...post,
    account: {
      ...(post.account as Json),
      url: "not a url",
      avatar: "javascript:alert(1)",
      emojis: [{ shortcode: "blob", url: "http://[bad" }],
      display_name: "Bad :blob: name \ud800",
      fields: [{ name: "since", value: "x", verified_at: "not a date" }],
      payment_options: [{ type: "monero-subscription", price: 1.5, amount_min: -3 }],
    },
  }),
  "emoji reactions": (post) => ({
    ...post,
    pleroma: {
      ...(post.pleroma as Json),
      emoji_reactions: [
        { name: "\ud800", url: null, count: 1, me: false },
        { name: ":nope:", url: "http://[bad", count: -4, me: true },
        { name: "", url: "", count: 1e21, me: false },
      ],
    },
  }),
  "links and mentions": (post) => ({
    ...post,
    content:
      '<p><a href="http://[bad" class="mention">@x</a> <a href="%E0%A4%A" class="hashtag">#</a></p>',
    mentions: [{ id: "m1", username: "x", acct: "x", url: "http://[bad" }],
    tags: [{ name: "%E0%A4%A", url: "::" }],
  }),
  poll: (post) => ({
    ...post,
    poll: {
      id: "p1",
      expires_at: "never",
      expired: false,
      multiple: false,
      votes_count: -1,
      voters_count: null,
      voted: true,
      own_votes: [0],
      options: [
        { title: "a", votes_count: 3 },
        { title: "b", votes_count: null },
      ],
    },
  }),
  media: (post) => ({
    ...post,
    media_attachments: [
      { id: "m1", type: "image", url: "http://[bad", preview_url: "::", description: null },
    ],
  }),
};

describe("a timeline whose posts each carry a field the client cannot format", () => {
  it("shows every post, each malformed value as given or left out", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const kinds = Object.values(MALFORMED);
    const spoiled: string[] = [];
    let all: string[] = [];
    renderApp("/home", {
      signedInAs: "alice",
      rewrite: (path, body) => {
        if (path !== "/api/v1/timelines/home" || !Array.isArray(body)) return body;
        const posts = body as Json[];
        // A repost's card carries its original's id.
        all = posts.map((post) => String((post.reblog as Json | null)?.id ?? post.id));
        return posts.map((post) => {
          const spoil = post.reblog ? undefined : kinds[spoiled.length];
          if (!spoil) return post;
          spoiled.push(String(post.id));
          return spoil(post);
        });
      },
    });
    const feed = await screen.findByRole("feed", { name: "Home" });
    await waitFor(() => {
      const shown = within(feed)
        .getAllByRole("article")
        .map((article) => article.getAttribute("data-post-id"));
      for (const id of all) expect(shown).toContain(id);
    });
    expect(spoiled).toHaveLength(kinds.length);
    expect(screen.queryByText("Something went wrong")).toBeNull();
    expect(screen.queryByText("This item could not be shown.")).toBeNull();
  });
});
