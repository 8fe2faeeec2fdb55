import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { demoFixtures } from "@/test/demoState";
import { renderApp, type RenderedApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

/** The error box that says `text`. */
const alertSaying = async (text: string) =>
  (await screen.findByText(text)).closest('[role="alert"]');

const bodiesOf = (app: RenderedApp, request: string) =>
  app.sent.filter((item) => item.request.startsWith(request)).map((item) => item.body);

describe("the feed list", { timeout: 20_000 }, () => {
  it("lists the feeds with their timeline and configure links", async () => {
    renderApp("/custom-feeds", { signedInAs: "alice" });
    const list = await screen.findByRole("list", { name: "Custom feeds" });
    expect(within(list).getByRole("link", { name: "Friends" })).toHaveAttribute(
      "href",
      "/custom-feed/1/timeline",
    );
    expect(within(list).getByRole("link", { name: "Configure Friends" })).toHaveAttribute(
      "href",
      "/custom-feed/1",
    );
  });

  it("creates a feed with a trimmed title, shown without a reload; Create waits for a name", async () => {
    const user = userEvent.setup();
    const app = renderApp("/custom-feeds", { signedInAs: "alice" });
    await screen.findByRole("list", { name: "Custom feeds" });
    const create = screen.getByRole("button", { name: "Create" });
    const name = screen.getByLabelText("New feed name");
    expect(create).toBeDisabled();
    await user.type(name, "   ");
    expect(create).toBeDisabled();
    await user.type(name, " Cellists ");
    await user.click(create);
    const list = screen.getByRole("list", { name: "Custom feeds" });
    expect(await within(list).findByRole("link", { name: "Cellists" })).toBeInTheDocument();
    expect(bodiesOf(app, "POST /api/v1/lists")).toEqual([{ title: "Cellists" }]);
    expect(name).toHaveValue("");
    expect(app.requests.filter((r) => r === "GET /api/v1/lists")).toHaveLength(1);
  });

  it("says what a feed is when there are none", async () => {
    renderApp("/custom-feeds", { signedInAs: "bob" });
    expect(await screen.findByText(/A custom feed shows the posts of the people/)).toBeVisible();
  });
});

describe("a feed's settings", { timeout: 20_000 }, () => {
  const heading = () => screen.findByRole("heading", { level: 1, name: "Friends" });

  it("renames with PUT; Escape leaves the title as it was", async () => {
    const user = userEvent.setup();
    const app = renderApp("/custom-feed/1", { signedInAs: "alice" });
    expect(within(await heading()).getByRole("link")).toHaveAttribute(
      "href",
      "/custom-feed/1/timeline",
    );
    await user.click(screen.getByRole("button", { name: "Rename" }));
    const field = screen.getByLabelText("Feed name");
    expect(field).toHaveFocus();
    await user.keyboard("Ignored{Escape}");
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rename" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Rename" }));
    await user.clear(screen.getByLabelText("Feed name"));
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await user.type(screen.getByLabelText("Feed name"), " Close friends {Enter}");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Close friends" }),
    ).toBeInTheDocument();
    expect(bodiesOf(app, "PUT /api/v1/lists/1")).toEqual([{ title: "Close friends" }]);
  });

  it("deletes only when confirmed, then goes back to the feed list", async () => {
    const user = userEvent.setup();
    const app = renderApp("/custom-feed/2", { signedInAs: "alice" });
    await screen.findByRole("heading", { level: 1, name: "News & notices" });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.requests.some((r) => r.startsWith("DELETE"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }),
    );
    const list = await screen.findByRole("list", { name: "Custom feeds" });
    expect(window.location.pathname).toBe("/custom-feeds");
    expect(within(list).queryByRole("link", { name: "News & notices" })).toBeNull();
    expect(app.requests).toContain("DELETE /api/v1/lists/2");
  });

  it("adds a single exact match at once, with a leading @ dropped", async () => {
    const user = userEvent.setup();
    const app = renderApp("/custom-feed/2", { signedInAs: "alice" });
    const members = await screen.findByRole("list", { name: "Users in this feed" });
    const add = screen.getByRole("button", { name: "Add user" });
    expect(add).toBeDisabled();
    await user.type(
      screen.getByRole("combobox", { name: "User address" }),
      " @carol@remote.example",
    );
    await user.click(add);
    expect(await within(members).findByText("@carol@remote.example")).toBeInTheDocument();
    const fixtures = await demoFixtures(app.demo);
    expect(app.requests).toContain(
      "GET /api/v1/accounts/search?q=carol%40remote.example&resolve=true&limit=5",
    );
    expect(bodiesOf(app, "POST /api/v1/lists/2/accounts")).toEqual([
      { "account_ids[]": [fixtures["account:carol@remote.example"]] },
    ]);
    expect(screen.getByRole("combobox", { name: "User address" })).toHaveValue("");
  });

  it("offers several matches to choose from", async () => {
    const user = userEvent.setup();
    renderApp("/custom-feed/2", { signedInAs: "alice" });
    const members = await screen.findByRole("list", { name: "Users in this feed" });
    await user.type(screen.getByRole("combobox", { name: "User address" }), "da{Enter}");
    const options = await screen.findByRole("listbox", { name: "Matching users" });
    await user.click(within(options).getByText("@dave@social.example"));
    expect(await within(members).findByText("@dave@social.example")).toBeInTheDocument();
  });

  it("says 'user not found', 'user is already in the list', and the server's message", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    renderApp("/custom-feed/1", { demo, signedInAs: "alice" });
    await screen.findByRole("list", { name: "Users in this feed" });
    const field = screen.getByRole("combobox", { name: "User address" });
    await user.type(field, "nobody@nowhere.example{Enter}");
    expect(await alertSaying("User not found")).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "bob{Enter}");
    expect(await alertSaying("User is already in the list")).toBeInTheDocument();
    await call(demo, "POST", "/__demo/fail", {
      body: { path: "/api/v1/accounts/search", status: 500, error_description: "database error" },
    });
    await user.clear(field);
    await user.type(field, "grace{Enter}");
    expect(await alertSaying("database error")).toBeInTheDocument();
    expect(field).toHaveValue("grace");
  });

  it("removes a member only when confirmed", async () => {
    const user = userEvent.setup();
    const app = renderApp("/custom-feed/2", { signedInAs: "alice" });
    const members = await screen.findByRole("list", { name: "Users in this feed" });
    const remove = await within(members).findByRole("button", {
      name: "Remove @newsbot from the feed",
    });
    await user.click(remove);
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }),
    );
    expect(app.requests.some((r) => r.startsWith("DELETE"))).toBe(false);
    await user.click(remove);
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }),
    );
    await waitFor(() => expect(within(members).queryByText("@newsbot")).toBeNull());
    const fixtures = await demoFixtures(app.demo);
    expect(app.requests).toContain(
      `DELETE /api/v1/lists/2/accounts?account_ids%5B0%5D=${fixtures["account:newsbot"] ?? ""}`,
    );
  });
});

describe("a feed's timeline", { timeout: 20_000 }, () => {
  it("shows the members' posts under a title linking to the settings", async () => {
    renderApp("/custom-feed/1/timeline", { signedInAs: "alice" });
    const heading = await screen.findByRole("heading", { level: 1, name: "Friends" });
    expect(within(heading).getByRole("link")).toHaveAttribute("href", "/custom-feed/1");
    const feed = await screen.findByRole("feed", { name: "Friends" });
    expect((await within(feed).findAllByRole("article")).length).toBeGreaterThan(0);
  });

  it("says so when the feed has no posts", async () => {
    const user = userEvent.setup();
    renderApp("/custom-feeds", { signedInAs: "alice" });
    await user.type(await screen.findByLabelText("New feed name"), "Quiet{Enter}");
    await user.click(await screen.findByRole("link", { name: "Quiet" }));
    expect(await screen.findByText("No posts in this feed yet")).toBeVisible();
  });
});

describe("from a profile", { timeout: 20_000 }, () => {
  it("puts the account into a feed and takes it out of another", async () => {
    const user = userEvent.setup();
    const app = renderApp("/@carol@remote.example", { signedInAs: "alice" });
    await user.click(await screen.findByRole("button", { name: "More profile actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Add to or remove from feeds" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Custom feeds for @carol@remote.example",
    });
    const friends = await within(dialog).findByRole("checkbox", { name: "Friends" });
    const news = within(dialog).getByRole("checkbox", { name: "News & notices" });
    expect(friends).toBeChecked();
    expect(news).not.toBeChecked();
    await user.click(news);
    await user.click(friends);
    await waitFor(() => expect(app.requests.some((r) => r.startsWith("DELETE"))).toBe(true));
    expect(news).toBeChecked();
    expect(friends).not.toBeChecked();
    const { carol = "" } = {
      carol: (await demoFixtures(app.demo))["account:carol@remote.example"],
    };
    expect(bodiesOf(app, "POST /api/v1/lists/2/accounts")).toEqual([{ "account_ids[]": [carol] }]);
    expect(app.requests).toContain(`DELETE /api/v1/lists/1/accounts?account_ids%5B0%5D=${carol}`);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.pathname).toBe("/@carol@remote.example");
  });
});

/** The newest server: its version string, and list ids as strings (4.18.0). */
function asNewestServer(path: string, body: unknown): unknown {
  if (path === "/api/v1/instance" && body && typeof body === "object") {
    return { ...body, version: "4.0.0 (compatible; Mitra 5.9.1)" };
  }
  if (path.startsWith("/api/v1/lists") && Array.isArray(body)) {
    return body.map((item: unknown) =>
      item && typeof item === "object" && "id" in item && typeof item.id === "number"
        ? { ...item, id: String(item.id) }
        : item,
    );
  }
  return body;
}

describe("on the newest server", { timeout: 20_000 }, () => {
  it("reads string feed ids and sends the member key account_ids", async () => {
    const user = userEvent.setup();
    const app = renderApp("/custom-feeds", { signedInAs: "alice", rewrite: asNewestServer });
    await user.click(await screen.findByRole("link", { name: "Configure News & notices" }));
    await user.type(
      await screen.findByRole("combobox", { name: "User address" }),
      "carol@remote.example{Enter}",
    );
    const members = screen.getByRole("list", { name: "Users in this feed" });
    expect(await within(members).findByText("@carol@remote.example")).toBeInTheDocument();
    const fixtures = await demoFixtures(app.demo);
    expect(bodiesOf(app, "POST /api/v1/lists/2/accounts")).toEqual([
      { account_ids: [fixtures["account:carol@remote.example"]] },
    ]);
  });
});
