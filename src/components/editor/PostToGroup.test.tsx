import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { call, fixedToken } from "@demo/testing";
import { AccountSchema } from "@/api/entities/account";
import { parse } from "@/api/schema";
import { makeGroup } from "@/test/fixtures";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";
import { renderOnDemo } from "@/test/renderHookOnDemo";
import { GroupComposer } from "./EditorSlotProvider";
// The editor is a lazy chunk: loading it with this file spares the first
// test its transform, which took over 15 s on a busy machine.
import "./PostEditor";
import { ownItem } from "@/test/storage";

afterEach(() => vi.unstubAllGlobals());

const OWLS = makeGroup();

/** A seeded group as the server gives it, and its id. */
async function seededGroup(demo: DemoApp, acct: string) {
  const id = (await demoFixtures(demo))[`account:${acct}`] ?? "";
  const { body } = await call(demo, "GET", `/api/v1/accounts/${id}`, {
    token: fixedToken("alice"),
  });
  return parse(AccountSchema, body);
}

/** A new post's draft kept from before, addressed to the Night Owls, as renderApp stores it. */
function groupDraft(text: string, visibility: string) {
  const draft = { version: 2, text, attachments: [], sensitive: false, visibility, group: OWLS };
  return { new: JSON.stringify(draft) };
}

const composer = () => screen.findByRole("form", { name: "New post" }, { timeout: 15_000 });

/** The body of the one POST /api/v1/statuses sent. */
function postBody(sent: { request: string; body: unknown }[]) {
  const posts = sent.filter((each) => each.request === "POST /api/v1/statuses");
  expect(posts).toHaveLength(1);
  return posts[0]?.body as Record<string, unknown>;
}

describe("posting to a group from the home composer", () => {
  it("picks one of the user's groups (loaded when the chooser opens), shows it and sends group_id", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const cafe = await seededGroup(demo, "fediverse-cafe");
    const app = renderApp("/home", { demo, signedInAs: "alice" });
    const form = await composer();
    const groupsAsked = () => app.requests.filter((r) => r.startsWith("GET /api/v1/groups"));
    expect(groupsAsked()).toEqual([]);

    await user.click(within(form).getByRole("button", { name: "Post to group" }));
    const chooser = await screen.findByRole("dialog", { name: "Post to group" });
    await within(chooser).findByRole("button", { name: /Fediverse Café/ });
    expect(groupsAsked()).toEqual([
      "GET /api/v1/groups/followed?filter=following&offset=0&limit=40",
    ]);
    expect(within(chooser).getByRole("button", { name: "No group" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The search narrows the list by name or address.
    const search = within(chooser).getByRole("searchbox", { name: "Search your groups" });
    await user.type(search, "garden");
    expect(within(chooser).queryByRole("button", { name: /Fediverse Café/ })).toBeNull();
    expect(within(chooser).getByRole("button", { name: /Alice's Garden/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "@fediverse");
    expect(within(chooser).queryByRole("button", { name: /Alice's Garden/ })).toBeNull();
    await user.click(within(chooser).getByRole("button", { name: /Fediverse Café/ }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Post to group" })).toBeNull());
    expect(within(form).getByText("Fediverse Café")).toBeInTheDocument();
    expect(within(form).getByText(/Posting to/)).toBeInTheDocument();
    await user.type(within(form).getByRole("combobox", { name: "New post" }), "Coffee at noon");
    // The draft keeps the group the post goes to.
    await waitFor(() =>
      expect(JSON.parse(ownItem("post_content_new") ?? "null")).toMatchObject({
        text: "Coffee at noon",
        group: { id: cafe.id, display_name: "Fediverse Café" },
      }),
    );
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(ownItem("post_content_new")).toBeNull());
    expect(postBody(app.sent)).toMatchObject({ status: "Coffee at noon", group_id: cafe.id });
    // The server took it into the group: its card at the top of home says so.
    const feed = screen.getByRole("feed", { name: "Home" });
    await waitFor(() =>
      expect(
        within(feed).getAllByRole("article")[0]?.querySelector(".post-group"),
      ).toHaveTextContent("in Fediverse Café"),
    );
    // The next post is an ordinary one again.
    expect(within(form).queryByText(/Posting to/)).toBeNull();
  });

  it("takes the group away with its remove button, and sends no group_id then", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const app = renderApp("/home", {
      demo,
      signedInAs: "alice",
      storedDrafts: groupDraft("Kept from before", "public"),
    });
    const form = await composer();
    expect(within(form).getByText("Night Owls")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Don't post to Night Owls" }));
    expect(within(form).queryByText(/Posting to/)).toBeNull();
    expect(within(form).getByRole("combobox", { name: "New post" })).toHaveFocus();
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(ownItem("post_content_new")).toBeNull());
    expect(postBody(app.sent)).not.toHaveProperty("group_id");
  });

  it("makes a post to a group public, the only posts a group shares, and gives the choice back without it", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const app = renderApp("/home", {
      demo,
      signedInAs: "alice",
      storedDrafts: groupDraft("Members only?", "private"),
    });
    const form = await composer();
    const visibility = within(form).getByRole("combobox", { name: "Visibility" });
    expect(visibility).toHaveValue("public");
    expect(visibility).toBeDisabled();
    await user.click(within(form).getByRole("button", { name: "Don't post to Night Owls" }));
    expect(visibility).toBeEnabled();
    expect(visibility).toHaveValue("private");
    await user.click(within(form).getByRole("button", { name: "Post to group" }));
    await user.click(
      await within(await screen.findByRole("dialog", { name: "Post to group" })).findByRole(
        "button",
        { name: /Fediverse Café/ },
      ),
    );
    expect(visibility).toHaveValue("public");
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(ownItem("post_content_new")).toBeNull());
    expect(postBody(app.sent)).toMatchObject({ visibility: "public" });
  });

  it("says when the user is in no group", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    renderApp("/home", {
      demo,
      signedInAs: "alice",
      fault: (path) =>
        path === "/api/v1/groups/followed"
          ? new Response("[]", { headers: { "Content-Type": "application/json" } })
          : undefined,
    });
    const form = await composer();
    await user.click(within(form).getByRole("button", { name: "Post to group" }));
    const chooser = await screen.findByRole("dialog", { name: "Post to group" });
    expect(
      await within(chooser).findByText("You are not a member of any group yet"),
    ).toBeInTheDocument();
  });

  it("is not offered by a server without groups, which is asked nothing about them", async () => {
    const app = renderApp("/home", { signedInAs: "alice" });
    const form = await composer();
    expect(within(form).queryByRole("button", { name: "Post to group" })).toBeNull();
    expect(within(form).queryByRole("button", { name: "Add a title" })).toBeNull();
    expect(app.requests.filter((r) => r.includes("/groups"))).toEqual([]);
  });
});

describe("no group for a reply or an edit", () => {
  it("offers no group to a reply, which reaches the group through its thread", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    renderApp("/home", { demo, signedInAs: "bob" });
    const feed = await screen.findByRole("feed", { name: "Home" }, { timeout: 15_000 });
    const card = within(feed).getAllByRole("article")[0] as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Reply" }));
    const form = await within(card).findByRole("form", { name: "Reply" }, { timeout: 15_000 });
    expect(within(form).queryByRole("button", { name: "Post to group" })).toBeNull();
    expect(within(form).queryByRole("button", { name: "Add a title" })).toBeNull();
  });

  it("offers no group to an edit", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = (await demoFixtures(demo)).fourImages ?? "";
    renderApp(`/post/${id}`, { demo, signedInAs: "alice" });
    const thread = await screen.findByRole("feed", { name: "Post" }, { timeout: 15_000 });
    const card = within(thread)
      .getAllByRole("article")
      .find((article) => article.getAttribute("data-post-id") === id) as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "More actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit post" }, { timeout: 15_000 });
    expect(within(form).queryByRole("button", { name: "Post to group" })).toBeNull();
    expect(within(form).queryByRole("button", { name: "Add a title" })).toBeNull();
  });
});

describe("a post's title", () => {
  it("is written on demand, kept in the draft, and sent only when not empty", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const app = renderApp("/home", { demo, signedInAs: "alice" });
    const form = await composer();
    expect(within(form).queryByRole("textbox", { name: "Title" })).toBeNull();
    const toggle = within(form).getByRole("button", { name: "Add a title" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    const title = within(form).getByRole("textbox", { name: "Title" });
    await waitFor(() => expect(title).toHaveFocus());
    await user.keyboard("Spring meetup");
    // Enter goes on to the text; it does not send the post.
    await user.keyboard("{Enter}");
    expect(within(form).getByRole("combobox", { name: "New post" })).toHaveFocus();
    await user.keyboard("Sunday at three");
    await waitFor(() =>
      expect(JSON.parse(ownItem("post_content_new") ?? "null")).toMatchObject({
        title: "Spring meetup",
        text: "Sunday at three",
      }),
    );
    expect(app.sent.filter((each) => each.request === "POST /api/v1/statuses")).toEqual([]);
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(ownItem("post_content_new")).toBeNull());
    expect(postBody(app.sent)).toMatchObject({ title: "Spring meetup" });
    expect(within(form).queryByRole("textbox", { name: "Title" })).toBeNull();
  });

  it("is not sent once put away", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const app = renderApp("/home", { demo, signedInAs: "alice" });
    const form = await composer();
    await user.click(within(form).getByRole("button", { name: "Add a title" }));
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Gone");
    await user.click(within(form).getByRole("button", { name: "Add a title" }));
    await user.type(within(form).getByRole("combobox", { name: "New post" }), "Just text");
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(ownItem("post_content_new")).toBeNull());
    expect(postBody(app.sent)).not.toHaveProperty("title");
  });
});

describe("editing a titled post", () => {
  it("keeps its title, which the server would drop from an edit without it", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const id = (await demoFixtures(demo)).fourImages ?? "";
    const app = renderApp(`/post/${id}`, {
      demo,
      signedInAs: "alice",
      rewrite: (path, body) =>
        path === `/api/v1/statuses/${id}/source` ? { ...(body as object), title: "Harbour" } : body,
    });
    const thread = await screen.findByRole("feed", { name: "Post" }, { timeout: 15_000 });
    const card = within(thread)
      .getAllByRole("article")
      .find((article) => article.getAttribute("data-post-id") === id) as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "More actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit post" }, { timeout: 15_000 });
    expect(within(form).getByRole("textbox", { name: "Title" })).toHaveValue("Harbour");
    await user.click(within(form).getByRole("button", { name: "Update" }));
    await waitFor(() =>
      expect(
        app.sent.find((each) => each.request === `PUT /api/v1/statuses/${id}`)?.body,
      ).toMatchObject({
        title: "Harbour",
      }),
    );
    expect(
      app.sent.find((each) => each.request === `PUT /api/v1/statuses/${id}`)?.body,
    ).not.toHaveProperty("group_id");
  });
});

describe("the composer of a group's page", () => {
  it("posts to its group, fixed, with a draft of its own", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const garden = await seededGroup(demo, "alice-garden");
    const app = await renderOnDemo(<GroupComposer group={garden} />, {
      demo,
      signedInAs: "alice",
    });
    const form = await composer();
    expect(within(form).getByText("Alice's Garden")).toBeInTheDocument();
    expect(within(form).queryByRole("button", { name: "Don't post to Alice's Garden" })).toBeNull();
    expect(within(form).queryByRole("button", { name: "Post to group" })).toBeNull();
    await user.type(within(form).getByRole("combobox", { name: "New post" }), "Hoot");
    await waitFor(() =>
      expect(JSON.parse(ownItem(`post_content_group_${garden.id}`) ?? "null")).toMatchObject({
        text: "Hoot",
      }),
    );
    expect(ownItem("post_content_new")).toBeNull();
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(ownItem(`post_content_group_${garden.id}`)).toBeNull());
    expect(postBody(app.sent)).toMatchObject({ status: "Hoot", group_id: garden.id });
    // Still the group's composer for the next post.
    expect(within(form).getByText("Alice's Garden")).toBeInTheDocument();
  });

  it("shows nothing on a server without groups", async () => {
    const { container } = await renderOnDemo(<GroupComposer group={OWLS} />, {
      signedInAs: "alice",
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("a title's length, counted as the server counts it", () => {
  const CYRILLIC = "Ж".repeat(200);
  /** The demo answering as Mitra of another version (its instance says so). */
  const asVersion = (mitra: string) => (path: string, body: unknown) =>
    path === "/api/v1/instance"
      ? { ...(body as object), version: `4.0.0 (compatible; Mitra ${mitra})` }
      : body;

  async function writeTitled(mitra: string) {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const app = renderApp("/home", { demo, signedInAs: "alice", rewrite: asVersion(mitra) });
    const form = await composer();
    await user.click(within(form).getByRole("button", { name: "Add a title" }));
    await user.click(within(form).getByRole("textbox", { name: "Title" }));
    await user.paste(CYRILLIC);
    await user.type(within(form).getByRole("combobox", { name: "New post" }), "Текст");
    return { user, form, app };
  }

  it("refuses a 200-character Cyrillic title before it is sent on 5.8 (400 bytes of 300)", async () => {
    const { user, form, app } = await writeTitled("5.8.0");
    expect(within(form).getByText("100 bytes too many")).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: "Title" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    const publish = within(form).getByRole("button", { name: "Publish" });
    expect(publish).toBeDisabled();
    await user.click(publish);
    expect(app.sent.filter((each) => each.request === "POST /api/v1/statuses")).toEqual([]);
  });

  it("takes the same title on 5.9, which counts characters", async () => {
    const { user, form, app } = await writeTitled("5.9.0");
    expect(within(form).queryByText(/too many/)).toBeNull();
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(ownItem("post_content_new")).toBeNull());
    expect(postBody(app.sent)).toMatchObject({ title: CYRILLIC });
  });
});

describe("a group on another server, on 5.6", () => {
  /** Mitra 5.6, and alice also in the Film Club of remote.example. */
  const on56 = (filmClub: unknown) => (path: string, body: unknown) =>
    path === "/api/v1/instance"
      ? { ...(body as object), version: "4.0.0 (compatible; Mitra 5.6.2)" }
      : path === "/api/v1/groups/followed"
        ? [...(body as unknown[]), filmClub]
        : body;

  it("is not offered (5.6 answers 404 to a post it stored), and the picker says why", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const filmClub = await seededGroup(demo, "film-club@remote.example");
    renderApp("/home", { demo, signedInAs: "alice", rewrite: on56(filmClub) });
    const form = await composer();
    await user.click(within(form).getByRole("button", { name: "Post to group" }));
    const chooser = await screen.findByRole("dialog", { name: "Post to group" });
    await within(chooser).findByRole("button", { name: /Fediverse Café/ });
    expect(within(chooser).queryByRole("button", { name: /Film Club/ })).toBeNull();
    expect(
      within(chooser).getByText(
        "Groups on other servers are not listed: this server cannot post to them yet.",
      ),
    ).toBeInTheDocument();
  });

  it("is offered from 5.7, which answers such a post", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const filmClub = await seededGroup(demo, "film-club@remote.example");
    renderApp("/home", {
      demo,
      signedInAs: "alice",
      rewrite: (path, body) =>
        path === "/api/v1/groups/followed" ? [...(body as unknown[]), filmClub] : body,
    });
    const form = await composer();
    await user.click(within(form).getByRole("button", { name: "Post to group" }));
    const chooser = await screen.findByRole("dialog", { name: "Post to group" });
    expect(await within(chooser).findByRole("button", { name: /Film Club/ })).toBeInTheDocument();
    expect(within(chooser).queryByText(/Groups on other servers/)).toBeNull();
  });

  it("is dropped from a draft kept from before", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const filmClub = await seededGroup(demo, "film-club@remote.example");
    const draft = { version: 2, text: "Hi", attachments: [], sensitive: false, group: filmClub };
    renderApp("/home", {
      demo,
      signedInAs: "alice",
      rewrite: on56(filmClub),
      storedDrafts: { new: JSON.stringify(draft) },
    });
    const form = await composer();
    expect(within(form).getByRole("combobox", { name: "New post" })).toHaveValue("Hi");
    expect(within(form).queryByText(/Posting to/)).toBeNull();
  });
});
