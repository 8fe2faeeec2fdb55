import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { preloadScreens } from "@/test/preloadScreens";
import { renderApp } from "@/test/renderApp";

/** A name that makes the piece drawing it throw, as a bug met by odd data would. */
const BROKEN = "Broken name";

vi.mock("@/ui/EmojiText", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/ui/EmojiText")>();
  return {
    EmojiText: (props: Parameters<typeof original.EmojiText>[0]) => {
      if (props.text === BROKEN) throw new Error("a card's bug");
      return original.EmojiText(props);
    },
  };
});

preloadScreens(() => import("@/features/timelines/HomeTimeline"));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Json = Record<string, unknown>;
const breakAccount = (account: unknown) => ({ ...(account as Json), display_name: BROKEN });

describe("an error inside one item of a list", () => {
  it("stays in that post's card: the feed, the shell and the other posts keep working", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let broken = "";
    renderApp("/home", {
      signedInAs: "alice",
      rewrite: (path, body) => {
        if (path !== "/api/v1/timelines/home" || !Array.isArray(body)) return body;
        const posts = body as Json[];
        // Not the viewer's own post: the sidebar draws her name too.
        const index = posts.findLastIndex(
          (post) => !post.reblog && (post.account as Json).username !== "alice",
        );
        broken = String(posts[index]?.id);
        return posts.map((post, i) =>
          i === index ? { ...post, account: breakAccount(post.account) } : post,
        );
      },
    });
    const feed = await screen.findByRole("feed", { name: "Home" });
    expect(
      (await within(feed).findAllByText("This item could not be shown.")).length,
    ).toBeGreaterThan(0);
    const shown = within(feed)
      .getAllByRole("article")
      .map((article) => article.getAttribute("data-post-id"));
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).not.toContain(broken);
    expect(screen.queryByText("Something went wrong")).toBeNull();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("stays in that conversation's row", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderApp("/messages", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "alice",
      rewrite: (path, body) => {
        if (path !== "/api/v1/conversations" || !Array.isArray(body)) return body;
        return (body as Json[]).map((conversation, i) =>
          i === 0
            ? {
                ...conversation,
                accounts: (conversation.accounts as unknown[]).map(breakAccount),
              }
            : conversation,
        );
      },
    });
    const list = await screen.findByRole("list", { name: "Conversations" });
    expect(await within(list).findByText("This item could not be shown.")).toBeInTheDocument();
    expect(within(list).getAllByRole("link").length).toBeGreaterThan(0);
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("stays in that notification", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderApp("/notifications", {
      signedInAs: "alice",
      rewrite: (path, body) => {
        if (path !== "/api/v1/notifications" || !Array.isArray(body)) return body;
        return (body as Json[]).map((item, i) =>
          i === 0 ? { ...item, account: breakAccount(item.account) } : item,
        );
      },
    });
    const feed = await screen.findByRole("feed", { name: "Notifications" });
    expect(await within(feed).findByText("This item could not be shown.")).toBeInTheDocument();
    expect(within(feed).getAllByRole("article").length).toBeGreaterThan(0);
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });
});
