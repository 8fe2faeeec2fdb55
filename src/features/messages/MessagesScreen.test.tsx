import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call, fixedToken } from "@demo/testing";
import { demoFixtures } from "@/test/demoState";
import { preloadScreens } from "@/test/preloadScreens";
import { renderApp } from "@/test/renderApp";

preloadScreens(() => import("@/features/messages/MessagesScreen"));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const conversations = () => screen.findByRole("list", { name: "Conversations" });

describe("direct messages (5.9)", () => {
  it("lists conversations with their people, unread in bold, and reads one", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { requests } = renderApp("/messages", { demo, signedInAs: "alice" });
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeInTheDocument();
    const list = await conversations();
    // bob asked and nobody answered: unread; her own last word with him before is read.
    const bob = await within(list).findByRole("link", { name: /^Bob 🌱, Unread$/ });
    expect(
      within(list).getByRole("link", { name: /^Dave Moreau, Carol.*, Unread$/ }),
    ).toBeInTheDocument();
    expect(
      within(list).getByText("@alice are you coming to the meetup on Thursday?"),
    ).toBeInTheDocument();
    expect(requests).toContain("GET /api/v1/conversations?limit=200");
    expect(requests.some((r) => r.startsWith("GET /api/v1/timelines/direct"))).toBe(false);
    // The sidebar's dot says so.
    const nav = screen.getByRole("navigation", { name: "Main" });
    await waitFor(() =>
      expect(
        within(nav).getByRole("link", { name: /Messages.*Unread messages/ }),
      ).toBeInTheDocument(),
    );

    await user.click(bob);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Conversation with @bob" }),
    ).toBeInTheDocument();
    const field = await screen.findByRole("textbox", {
      name: "Reply to everyone in the conversation",
    });
    expect(field).toHaveValue("@bob ");

    await user.click(screen.getByRole("link", { name: "Messages", current: false }));
    const again = await conversations();
    await waitFor(() =>
      expect(within(again).getAllByRole("link", { name: /^Bob 🌱$/ })).toHaveLength(2),
    );
    expect(within(again).queryByRole("link", { name: /^Bob 🌱, Unread$/ })).toBeNull();
  });

  it("brings a new reply in an old conversation to the top, unread, however many are newer", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const bob = { token: "demo-token-bob" };
    const old = await call(demo, "POST", "/api/v1/statuses", {
      ...bob,
      body: { status: "@alice an old topic", visibility: "direct" },
    });
    // More newer conversations than the server's default page (20).
    for (let index = 0; index < 25; index++) {
      await call(demo, "POST", "/api/v1/statuses", {
        ...bob,
        body: { status: `@alice question ${String(index)}`, visibility: "direct" },
      });
    }
    await call(demo, "POST", "/api/v1/statuses", {
      ...bob,
      body: {
        status: "@alice back to the old topic",
        visibility: "direct",
        in_reply_to_id: (old.body as { id: string }).id,
      },
    });
    const { requests } = renderApp("/messages", { demo, signedInAs: "alice" });
    const list = await conversations();
    await waitFor(() => expect(within(list).getAllByRole("listitem").length).toBeGreaterThan(25));
    const first = within(list).getAllByRole("listitem")[0];
    if (!first) throw new Error("no conversation listed");
    expect(within(first).getByText("@alice back to the old topic")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: /^Bob 🌱, Unread$/ })).toBeInTheDocument();
    // Read in the largest pages the server takes.
    expect(requests).toContain("GET /api/v1/conversations?limit=200");
  });

  it("answers the newest message, direct, naming everyone in the conversation", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { groupMessageLast = "" } = await demoFixtures(demo);
    const { sent } = renderApp(`/messages/${groupMessageLast}`, { demo, signedInAs: "alice" });
    const field = await screen.findByRole("textbox", {
      name: "Reply to everyone in the conversation",
    });
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(field).toHaveValue("@dave@social.example @carol@remote.example ");
    await user.type(field, "See you at 7!");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(4));
    const post = sent.find((item) => item.request === "POST /api/v1/statuses");
    expect(post?.body).toMatchObject({
      status: "@dave@social.example @carol@remote.example See you at 7!",
      visibility: "direct",
      in_reply_to_id: groupMessageLast,
    });
    // The next reply answers the message just sent, and starts with the names again.
    await waitFor(() =>
      expect(
        screen.getByRole("textbox", { name: "Reply to everyone in the conversation" }),
      ).toHaveValue("@dave@social.example @carol@remote.example "),
    );
  });

  it("writes a new message to the people picked", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { sent } = renderApp("/messages/new", { demo, signedInAs: "alice" });
    const send = await screen.findByRole("button", { name: "Send" });
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello!");
    await user.click(send);
    expect(await screen.findByText("Add at least one person to write to")).toBeInTheDocument();

    await user.type(screen.getByRole("combobox", { name: "Add a person by address" }), "bob");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const recipients = await screen.findByRole("list", { name: "To" });
    expect(within(recipients).getByText("@bob")).toBeInTheDocument();
    await user.click(send);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Conversation with @bob" }),
    ).toBeInTheDocument();
    expect(sent.find((item) => item.request === "POST /api/v1/statuses")?.body).toMatchObject({
      status: "@bob Hello!",
      visibility: "direct",
    });
  });

  it("follows a conversation from the post's menu and the thread view; the post says so", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { groupMessage = "" } = await demoFixtures(demo);
    const { sent } = renderApp(`/post/${groupMessage}`, { demo, signedInAs: "alice" });
    const follow = await screen.findByRole("button", { name: "Follow conversation" });
    await user.click(follow);
    expect(await screen.findByRole("button", { name: "Stop following" })).toBeInTheDocument();
    expect(
      sent.find(
        (item) => item.request === `POST /api/v1/statuses/${groupMessage}/conversation_tracking`,
      )?.body,
    ).toEqual({ status: "follow" });
    // The menu of a post of the same conversation knows it too.
    const [first] = screen.getAllByRole("article");
    await user.click(within(first as HTMLElement).getByRole("button", { name: "More actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Stop following" }));
    expect(await screen.findByRole("button", { name: "Follow conversation" })).toBeInTheDocument();
  });
});

describe("servers between (4.16–5.8)", () => {
  /** A status without `conversation.tracking`, as servers before 5.9 answer. */
  const withoutTracking = (item: unknown): unknown => {
    if (typeof item !== "object" || item === null || !("conversation" in item)) return item;
    const conversation = item.conversation;
    if (typeof conversation !== "object" || conversation === null) return item;
    return { ...item, conversation: { ...conversation, tracking: null } };
  };

  it("keeps what the user chose in this session where the post does not say it", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { groupMessage = "" } = await demoFixtures(demo);
    renderApp(`/post/${groupMessage}`, {
      demo,
      signedInAs: "alice",
      rewrite: (path, body) => {
        if (path === "/api/v1/instance") {
          return { ...(body as object), version: "4.0.0 (compatible; Mitra 5.0.0)" };
        }
        if (!path.startsWith("/api/v1/statuses/")) return body;
        return Array.isArray(body) ? body.map(withoutTracking) : withoutTracking(body);
      },
    });
    await user.click(await screen.findByRole("button", { name: "Follow conversation" }));
    expect(await screen.findByRole("button", { name: "Stop following" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Stop following" }));
    expect(await screen.findByRole("button", { name: "Follow conversation" })).toBeInTheDocument();
  });

  it("shows a conversation followed before (a reload, another device) as followed, from conversation_tracking (4.16–5.7)", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const { groupMessage = "" } = await demoFixtures(demo);
    const followed = await call(
      demo,
      "POST",
      `/api/v1/statuses/${groupMessage}/conversation_tracking`,
      {
        token: fixedToken("alice"),
        body: { status: "follow" },
      },
    );
    expect(followed.status).toBe(200);
    /** A status as 4.16–5.7 send it: no `conversation`, the top-level `conversation_tracking`. */
    const asBefore58 = (item: unknown): unknown => {
      if (typeof item !== "object" || item === null || !("conversation" in item)) return item;
      const { conversation, ...rest } = item as { conversation: { tracking?: unknown } | null };
      return { ...rest, conversation_tracking: conversation?.tracking ?? null };
    };
    renderApp(`/post/${groupMessage}`, {
      demo,
      signedInAs: "alice",
      rewrite: (path, body) => {
        if (path === "/api/v1/instance") {
          return { ...(body as object), version: "4.0.0 (compatible; Mitra 4.16.1)" };
        }
        if (!path.startsWith("/api/v1/statuses/")) return body;
        if (path.endsWith("/context")) {
          const { ancestors, descendants } = body as {
            ancestors: unknown[];
            descendants: unknown[];
          };
          return { ancestors: ancestors.map(asBefore58), descendants: descendants.map(asBefore58) };
        }
        return Array.isArray(body) ? body.map(asBefore58) : asBefore58(body);
      },
    });
    expect(await screen.findByRole("button", { name: "Stop following" })).toBeInTheDocument();
  });

  it("shows the direct timeline before 4.20", async () => {
    const { requests } = renderApp("/messages", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "alice",
      rewrite: (path, body) =>
        path === "/api/v1/instance"
          ? { ...(body as object), version: "4.0.0 (compatible; Mitra 4.19.0)" }
          : body,
    });
    const feed = await screen.findByRole("feed", { name: "Messages" });
    await waitFor(() => expect(within(feed).getAllByRole("article").length).toBeGreaterThan(0));
    expect(requests.some((r) => r.startsWith("GET /api/v1/conversations"))).toBe(false);
  });
});

describe("someone who may not post", () => {
  it("reads messages but is offered no new one", async () => {
    renderApp("/messages", { demo: createDemoApp({ server: "5.9" }), signedInAs: "reader" });
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeInTheDocument();
    await screen.findByText("No messages yet");
    expect(screen.queryByRole("link", { name: "New message" })).toBeNull();
  });
});

describe("the messages shortcut", () => {
  it("m opens Messages from anywhere, and the shortcuts help lists it", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    await screen.findByRole("feed", { name: "Home" });
    await user.keyboard("?");
    const help = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    expect(within(help).getByText("Go to messages")).toBeInTheDocument();
    await user.click(within(help).getByRole("button", { name: "Close" }));
    await user.keyboard("m");
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/messages");
  });
});

describe("a message that fails to send", () => {
  it("says the server's words and keeps what was typed, across a reload too", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { messageFromBob = "" } = await demoFixtures(demo);
    const app = renderApp(`/messages/${messageFromBob}`, {
      demo,
      signedInAs: "alice",
      fault: (path) =>
        path === "/api/v1/statuses"
          ? new Response(JSON.stringify({ error_description: "post is too long" }), {
              status: 400,
              headers: { "Content-Type": "application/json" },
            })
          : undefined,
    });
    const field = await screen.findByRole("textbox", {
      name: "Reply to everyone in the conversation",
    });
    await user.type(field, "Yes!");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(/post is too long/i)).toBeInTheDocument();
    expect(field).toHaveValue("@bob Yes!");

    // A reload finds it again.
    app.unmount();
    vi.unstubAllGlobals();
    renderApp(`/messages/${messageFromBob}`, { demo, signedInAs: "alice" });
    expect(
      await screen.findByRole("textbox", { name: "Reply to everyone in the conversation" }),
    ).toHaveValue("@bob Yes!");
  });
});

describe("direct messages (3.10)", () => {
  it("shows the direct timeline, and no conversations nor following", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/messages", { signedInAs: "alice" });
    const feed = await screen.findByRole("feed", { name: "Messages" });
    await waitFor(() => expect(within(feed).getAllByRole("article").length).toBeGreaterThan(0));
    expect(requests.some((r) => r.startsWith("GET /api/v1/timelines/direct"))).toBe(true);
    expect(requests.some((r) => r.startsWith("GET /api/v1/conversations"))).toBe(false);
    const [post] = within(feed).getAllByRole("article");
    await user.click(within(post as HTMLElement).getByRole("button", { name: "More actions" }));
    await screen.findByRole("menu");
    expect(screen.queryByRole("menuitem", { name: "Follow conversation" })).not.toBeInTheDocument();
  });
});
