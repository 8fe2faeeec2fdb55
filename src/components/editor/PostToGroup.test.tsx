import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { makeGroup } from "@/test/fixtures";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";
import { renderOnDemo } from "@/test/renderHookOnDemo";
import { GroupComposer } from "./EditorSlotProvider";
// The editor is a lazy chunk: loading it with this file spares the first
// test its transform, which took over 15 s on a busy machine.
import "./PostEditor";

afterEach(() => vi.unstubAllGlobals());

const OWLS = makeGroup();
const LARKS = makeGroup({ id: "g2", username: "larks", display_name: "Early Larks" });

/** The user's groups as the server lists them; every other call goes to the demo. */
const myGroups = (path: string) =>
  path === "/api/v1/groups/followed"
    ? new Response(JSON.stringify([OWLS, LARKS]), {
        headers: { "Content-Type": "application/json" },
      })
    : undefined;

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
    const app = renderApp("/home", { demo, signedInAs: "alice", fault: myGroups });
    const form = await composer();
    const groupsAsked = () => app.requests.filter((r) => r.startsWith("GET /api/v1/groups"));
    expect(groupsAsked()).toEqual([]);

    await user.click(within(form).getByRole("button", { name: "Post to group" }));
    const chooser = await screen.findByRole("dialog", { name: "Post to group" });
    await within(chooser).findByRole("button", { name: /Night Owls/ });
    expect(groupsAsked()).toEqual([
      "GET /api/v1/groups/followed?filter=following&offset=0&limit=40",
    ]);
    expect(within(chooser).getByRole("button", { name: "No group" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The search narrows the list by name or address.
    await user.type(within(chooser).getByRole("searchbox", { name: "Search your groups" }), "lark");
    expect(within(chooser).queryByRole("button", { name: /Night Owls/ })).toBeNull();
    await user.clear(within(chooser).getByRole("searchbox", { name: "Search your groups" }));
    await user.click(within(chooser).getByRole("button", { name: /Night Owls/ }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Post to group" })).toBeNull());
    expect(within(form).getByText("Night Owls")).toBeInTheDocument();
    expect(within(form).getByText(/Posting to/)).toBeInTheDocument();
    await user.type(within(form).getByRole("combobox", { name: "New post" }), "Owls, assemble");
    // The draft keeps the group the post goes to.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem("post_content_new") ?? "null")).toMatchObject({
        text: "Owls, assemble",
        group: { id: "g1", display_name: "Night Owls" },
      }),
    );
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(localStorage.getItem("post_content_new")).toBeNull());
    expect(postBody(app.sent)).toMatchObject({ status: "Owls, assemble", group_id: "g1" });
    // The next post is an ordinary one again.
    expect(within(form).queryByText(/Posting to/)).toBeNull();
  });

  it("takes the group away with its remove button, and sends no group_id then", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    localStorage.setItem(
      "post_content_new",
      JSON.stringify({
        version: 2,
        text: "Kept from before",
        attachments: [],
        sensitive: false,
        visibility: "public",
        group: OWLS,
      }),
    );
    const app = renderApp("/home", { demo, signedInAs: "alice", fault: myGroups });
    const form = await composer();
    expect(within(form).getByText("Night Owls")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Don't post to Night Owls" }));
    expect(within(form).queryByText(/Posting to/)).toBeNull();
    expect(within(form).getByRole("combobox", { name: "New post" })).toHaveFocus();
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(localStorage.getItem("post_content_new")).toBeNull());
    expect(postBody(app.sent)).not.toHaveProperty("group_id");
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
    renderApp("/home", { demo, signedInAs: "bob", fault: myGroups });
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
    renderApp(`/post/${id}`, { demo, signedInAs: "alice", fault: myGroups });
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
      expect(JSON.parse(localStorage.getItem("post_content_new") ?? "null")).toMatchObject({
        title: "Spring meetup",
        text: "Sunday at three",
      }),
    );
    expect(app.sent.filter((each) => each.request === "POST /api/v1/statuses")).toEqual([]);
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(localStorage.getItem("post_content_new")).toBeNull());
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
    await waitFor(() => expect(localStorage.getItem("post_content_new")).toBeNull());
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
    const app = await renderOnDemo(<GroupComposer group={OWLS} />, { demo, signedInAs: "alice" });
    const form = await composer();
    expect(within(form).getByText("Night Owls")).toBeInTheDocument();
    expect(within(form).queryByRole("button", { name: "Don't post to Night Owls" })).toBeNull();
    expect(within(form).queryByRole("button", { name: "Post to group" })).toBeNull();
    await user.type(within(form).getByRole("combobox", { name: "New post" }), "Hoot");
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem("post_content_group_g1") ?? "null")).toMatchObject({
        text: "Hoot",
      }),
    );
    expect(localStorage.getItem("post_content_new")).toBeNull();
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(localStorage.getItem("post_content_group_g1")).toBeNull());
    expect(postBody(app.sent)).toMatchObject({ status: "Hoot", group_id: "g1" });
    // Still the group's composer for the next post.
    expect(within(form).getByText("Night Owls")).toBeInTheDocument();
  });

  it("shows nothing on a server without groups", async () => {
    const { container } = await renderOnDemo(<GroupComposer group={OWLS} />, {
      signedInAs: "alice",
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
