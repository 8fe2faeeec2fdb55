import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call, fixedToken } from "@demo/testing";
import { nth } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";
// The editor is a lazy chunk: loading it with this file spares the first
// test its transform.
import "./PostEditor";

afterEach(() => vi.unstubAllGlobals());

const composer = () => screen.findByRole("form", { name: "New post" }, { timeout: 15_000 });

async function demoWithDefaults(source: Record<string, string>) {
  const demo = createDemoApp({ server: "5.9" });
  await call(demo, "PATCH", "/api/v1/accounts/update_credentials", {
    token: fixedToken("alice"),
    body: { source },
  });
  return demo;
}

function postBodies(sent: { request: string; body: unknown }[]) {
  return sent
    .filter((each) => each.request === "POST /api/v1/statuses")
    .map((each) => each.body as Record<string, unknown>);
}

describe("the composer and the posting defaults", () => {
  it("starts a new post at the default visibility and language, and sends them", async () => {
    const user = userEvent.setup();
    const demo = await demoWithDefaults({ privacy: "private", language: "de" });
    const app = renderApp("/home", { demo, signedInAs: "alice" });
    const form = await composer();
    expect(within(form).getByRole("combobox", { name: "Visibility" })).toHaveValue("private");
    const language = within(form).getByRole("combobox", { name: "Language" });
    expect(language).toHaveValue("de");
    expect(within(language).getByRole("option", { selected: true })).toHaveTextContent("German");
    await user.type(within(form).getByRole("combobox", { name: "New post" }), "Guten Tag");
    await user.selectOptions(language, "fr");
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(postBodies(app.sent)).toHaveLength(1));
    expect(nth(postBodies(app.sent), 0)).toMatchObject({ visibility: "private", language: "fr" });
  });

  it("starts in the interface's language when no default is set", async () => {
    const demo = createDemoApp({ server: "5.9" });
    renderApp("/home", { demo, signedInAs: "alice" });
    const form = await composer();
    expect(within(form).getByRole("combobox", { name: "Language" })).toHaveValue("en");
    expect(within(form).getByRole("combobox", { name: "Visibility" })).toHaveValue("public");
  });

  it("a reply keeps the reply rules, not the default visibility", async () => {
    const user = userEvent.setup();
    const demo = await demoWithDefaults({ privacy: "subscribers" });
    renderApp("/home", { demo, signedInAs: "alice" });
    const feed = await screen.findByRole("feed", { name: "Home" });
    const card = within(feed)
      .getAllByRole("article")
      .find((article) => within(article).queryByRole("img", { name: "Public" }));
    if (!card) throw new Error("no public post on alice's home");
    await user.click(within(card).getByRole("button", { name: "Reply" }));
    const form = await within(card).findByRole("form", { name: "Reply" });
    expect(within(form).getByRole("combobox", { name: "Visibility" })).toHaveValue("public");
  });

  it("has no language choice where the server takes none (3.10)", async () => {
    renderApp("/home", { signedInAs: "alice" });
    const form = await composer();
    expect(within(form).queryByRole("combobox", { name: "Language" })).toBeNull();
  });
});

describe("a card's language", () => {
  it("is shown when it differs from the reader's, not when it is the same", async () => {
    const demo = createDemoApp({ server: "5.9" });
    for (const [status, language] of [
      ["Bonjour à tous", "fr"],
      ["Hello everyone", "en"],
    ]) {
      await call(demo, "POST", "/api/v1/statuses", {
        token: fixedToken("alice"),
        body: { status, language },
      });
    }
    renderApp("/home", { demo, signedInAs: "alice" });
    const feed = await screen.findByRole("feed", { name: "Home" });
    const cardOf = async (text: string) => {
      const article = (await within(feed).findByText(text)).closest("article");
      if (!article) throw new Error(`no card for ${text}`);
      return article;
    };
    expect(
      within(await cardOf("Bonjour à tous")).getByText("Language: French"),
    ).toBeInTheDocument();
    expect(within(await cardOf("Hello everyone")).queryByText(/^Language:/)).toBeNull();
  });
});

describe("editing a post's language", () => {
  async function editOwnPost(body: Record<string, string>) {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { body: created } = await call(demo, "POST", "/api/v1/statuses", {
      token: fixedToken("alice"),
      body,
    });
    const id = (created as { id: string }).id;
    const app = renderApp(`/post/${id}`, { demo, signedInAs: "alice" });
    const thread = await screen.findByRole("feed", { name: "Post" }, { timeout: 15_000 });
    const card = within(thread)
      .getAllByRole("article")
      .find((article) => article.getAttribute("data-post-id") === id) as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "More actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit post" }, { timeout: 15_000 });
    const update = async () => {
      await user.click(within(form).getByRole("button", { name: "Update" }));
      await waitFor(() =>
        expect(app.sent.some((each) => each.request === `PUT /api/v1/statuses/${id}`)).toBe(true),
      );
      return app.sent.find((each) => each.request === `PUT /api/v1/statuses/${id}`)?.body;
    };
    return { form, update };
  }

  it("gives a post written without one none (no picker, no language sent)", async () => {
    const { form, update } = await editOwnPost({ status: "Written elsewhere" });
    expect(within(form).queryByRole("combobox", { name: "Language" })).toBeNull();
    expect(await update()).not.toHaveProperty("language");
  });

  it("keeps the language a post has", async () => {
    const { form, update } = await editOwnPost({ status: "Bonjour", language: "fr" });
    expect(within(form).getByRole("combobox", { name: "Language" })).toHaveValue("fr");
    expect(await update()).toMatchObject({ language: "fr" });
  });
});
