import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import type { Notification } from "@/api/entities/notification";
import { renderApp } from "@/test/renderApp";
import { kindOf, reactionOf } from "./notificationKinds";

afterEach(() => vi.unstubAllGlobals());

const feed = () => screen.findByRole("feed", { name: "Notifications" });

describe("notifications screen", () => {
  it("collapses notifications on the same post and names everyone involved", async () => {
    renderApp("/notifications", { signedInAs: "alice" });
    const [first] = within(await feed()).getAllByRole("article", { name: "Notification" });
    if (!first) throw new Error("no notifications");
    // The seed's newest notifications are likes, a repost and reactions on one post.
    expect(first.querySelector(".notification-favourite")).toHaveTextContent(
      /, .* and 3 others liked your post/,
    );
    expect(within(first).getByText(/reposted your post/)).toBeInTheDocument();
    expect(within(first).getByText(/reacted to your post/)).toBeInTheDocument();
    // Likes, reposts and reactions on the viewer's own post: an excerpt, not the card.
    expect(within(first).queryByRole("article")).toBeNull();
    const excerpt = first.querySelector("a.notification-excerpt");
    expect(excerpt?.getAttribute("href")).toMatch(/^\/post\//);
    expect(excerpt?.textContent).toMatch(/\S/);
    expect(first.querySelector(".notification-favourite svg.lucide-thumbs-up")).not.toBeNull();
  });

  it("opens the list of everyone from 'and N others', and focus comes back", async () => {
    const user = userEvent.setup();
    renderApp("/notifications", { signedInAs: "alice" });
    const [first] = within(await feed()).getAllByRole("article", { name: "Notification" });
    if (!first) throw new Error("no notifications");
    const others = within(first).getByRole("button", { name: "3 others" });
    await user.click(others);
    const dialog = await screen.findByRole("dialog", { name: "Liked by" });
    expect(within(dialog).getAllByRole("link")).toHaveLength(5);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(others).toHaveFocus();
  });

  it("filters to mentions and replies, which keep the whole post", async () => {
    const user = userEvent.setup();
    renderApp("/notifications", { signedInAs: "alice" });
    await feed();
    await user.click(screen.getByRole("button", { name: "Mentions" }));
    expect(screen.getByRole("button", { name: "Mentions" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const entries = await within(await feed()).findAllByRole("article", { name: "Notification" });
    for (const entry of entries) {
      expect(within(entry).getByText(/mentioned you|replied to your post/)).toBeInTheDocument();
      expect(within(entry).getAllByRole("article").length).toBeGreaterThan(0);
    }
    expect(window.location.search).toBe("?filter=mentions");
    await user.click(screen.getByRole("button", { name: "All" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("feed", { name: "Notifications" })).getAllByText(/liked your post/)
          .length,
      ).toBeGreaterThan(0),
    );
  });

  it("marks everything read on open, and the badge clears", async () => {
    const { requests } = renderApp("/notifications", { signedInAs: "alice" });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await feed();
    await waitFor(() => expect(requests).toContain("POST /api/v1/markers"));
    await waitFor(() =>
      expect(within(nav).queryByRole("link", { name: /unread notification/ })).toBeNull(),
    );
    expect(document.title).not.toMatch(/^\(\d+\)/);
  });

  it("shows the unread count in the title elsewhere", async () => {
    renderApp("/bookmarks", { signedInAs: "alice" });
    await screen.findByRole("link", { name: /12 unread notifications/ });
    await waitFor(() => expect(document.title).toMatch(/^\(12\) Bookmarks \| /));
  });

  it("loads the next page with max_id when a full page came", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/notifications", { signedInAs: "alice" });
    await feed();
    await user.click(screen.getByRole("button", { name: "Show more notifications" }));
    await waitFor(() =>
      expect(
        requests.some((r) => /^GET \/api\/v1\/notifications\?max_id=\d+&limit=20$/.test(r)),
      ).toBe(true),
    );
  });

  it("accepts a follow request in place", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    renderApp("/notifications", { demo, signedInAs: "bob" });
    const request = (await within(await feed()).findByText(/asked to follow you/)).closest(
      "article",
    );
    if (!(request instanceof HTMLElement)) throw new Error("no follow request");
    await user.click(within(request).getByRole("button", { name: "Accept" }));
    expect(await within(request).findByText("Follow request accepted")).toBeInTheDocument();
    const { body } = await call(demo, "GET", "/api/v1/follow_requests", {
      token: "demo-token-bob",
    });
    expect(body).toEqual([]);
  });

  it("rejects a follow request in place, and shows the answer when the list is drawn again", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    renderApp("/notifications", { demo, signedInAs: "bob" });
    const request = async () => {
      const item = (await within(await feed()).findByText(/asked to follow you/)).closest(
        "article",
      );
      if (!(item instanceof HTMLElement)) throw new Error("no follow request");
      return item;
    };
    await user.click(within(await request()).getByRole("button", { name: "Reject" }));
    expect(await within(await request()).findByText("Follow request rejected")).toBeInTheDocument();
    // Away and back: the item is drawn anew, as a virtualized list does when
    // it scrolls back to it. The request is answered; no buttons return.
    await user.click(screen.getByRole("link", { name: "Home" }));
    await screen.findByRole("feed", { name: "Home" });
    await user.click(screen.getByRole("link", { name: /^Notifications/ }));
    const again = await request();
    expect(within(again).getByText("Follow request rejected")).toBeInTheDocument();
    expect(within(again).queryByRole("button", { name: "Reject" })).toBeNull();
    expect(within(again).queryByRole("button", { name: "Accept" })).toBeNull();
    const { body } = await call(demo, "GET", "/api/v1/follow_requests", {
      token: "demo-token-bob",
    });
    expect(body).toEqual([]);
  });

  it("says so when there are none", async () => {
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "POST", "/api/v1/accounts", {
      body: { authentication_method: "password", username: "quiet", password: "long-password" },
    });
    const { body } = await call(demo, "POST", "/oauth/token", {
      body: { grant_type: "password", username: "quiet", password: "long-password" },
    });
    localStorage.setItem("auth_token", (body as { access_token: string }).access_token);
    renderApp("/notifications", { demo });
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
  });
});

describe("notification kinds", () => {
  const base = {
    id: "1",
    created_at: "2026-01-01T00:00:00Z",
    subtype: null,
    status: null,
    reaction: null,
  } as unknown as Notification;
  it("tells replies from mentions, and reads both reaction forms", () => {
    expect(kindOf({ ...base, type: "mention" }).text).toBe("notification.mention");
    expect(kindOf({ ...base, type: "mention", subtype: "reply" }).text).toBe("notification.reply");
    expect(kindOf({ ...base, type: "emoji_reaction" }).text).toBe("notification.reaction");
    expect(kindOf({ ...base, type: "pleroma:emoji_reaction" }).text).toBe("notification.reaction");
    expect(kindOf({ ...base, type: "something.new" }).text).toBe("notification.other");
    expect(
      reactionOf({
        ...base,
        reaction: { content: ":blob:", emoji: { shortcode: "blob", url: "https://e/b.png" } },
      }),
    ).toEqual({ content: ":blob:", url: "https://e/b.png" });
    expect(reactionOf({ ...base, emoji: "🎉" })).toEqual({
      content: "🎉",
      url: null,
    });
  });
});

describe("unread marks", () => {
  it("marks exactly the notifications newer than the marker, as many as the badge counted", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const token = "demo-token-alice";
    const marker = (
      (await call(demo, "GET", "/api/v1/markers?timeline[]=notifications", { token })).body as {
        notifications: { last_read_id: string };
      }
    ).notifications.last_read_id;
    const user = userEvent.setup();
    renderApp("/home", { demo, signedInAs: "alice" });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const badge = await within(nav).findByRole(
      "link",
      { name: /\d+ unread notifications/ },
      { timeout: 20_000 },
    );
    const counted = Number(
      /\d+/.exec(within(badge).getByText(/unread notifications/).textContent)?.[0],
    );
    expect(document.title).toMatch(new RegExp(`^\\(${String(counted)}\\)`));
    await user.click(badge);
    const entries = await within(await feed()).findAllByRole("article", { name: "Notification" });
    const marked = entries.filter((entry) => entry.classList.contains("notification-unread"));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.length).toBeLessThan(entries.length);
    // Every mark is seen and said; the unmarked ones carry neither.
    for (const entry of marked) {
      expect(within(entry).getByText("Unread")).toBeVisible();
      expect(entry).toHaveAccessibleDescription("Unread");
    }
    for (const entry of entries.filter((item) => !marked.includes(item))) {
      expect(within(entry).queryByText("Unread")).toBeNull();
      expect(entry).not.toHaveAccessibleDescription();
    }
    // The marks are the notifications above the marker, and they number what the badge said.
    const listed = (await call(demo, "GET", "/api/v1/notifications", { token })).body as {
      id: string;
    }[];
    const newer = listed.filter(
      (item) =>
        item.id.length > marker.length || (item.id.length === marker.length && item.id > marker),
    );
    expect(newer).toHaveLength(counted);
    // A mark stays for the visit, after the badge cleared.
    await waitFor(() =>
      expect(within(nav).queryByRole("link", { name: /unread notification/ })).toBeNull(),
    );
    expect(
      within(screen.getByRole("feed", { name: "Notifications" }))
        .getAllByRole("article", { name: "Notification" })
        .filter((entry) => entry.classList.contains("notification-unread")),
    ).toHaveLength(marked.length);
  });
});
