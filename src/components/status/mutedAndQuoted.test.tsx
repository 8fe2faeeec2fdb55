import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import type { ServerVersion } from "@demo/store/versions";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

/** A demo playing `server` where bob has muted alice; bob is signed in. */
async function bobMutesAlice(server: ServerVersion) {
  const demo = createDemoApp({ server });
  const fixtures = await demoFixtures(demo);
  await call(demo, "POST", `/api/v1/accounts/${fixtures["account:alice"] ?? ""}/mute`, {
    token: "demo-token-bob",
  });
  return { demo, fixtures };
}

/** The thread card of post `id`. */
async function threadCard(id: string): Promise<HTMLElement> {
  const thread = await screen.findByRole("feed", { name: "Post" });
  const card = within(thread)
    .getAllByRole("article")
    .find((article) => article.getAttribute("data-post-id") === id);
  if (!card) throw new Error(`no card for ${id}`);
  return card;
}

describe("posts of muted authors (Status.hidden)", () => {
  it("folds them in a list; 'Show post' opens one and focus stays on it", async () => {
    const user = userEvent.setup();
    const { demo } = await bobMutesAlice("5.9");
    renderApp("/@alice", { demo, signedInAs: "bob" });
    const folded = await screen.findAllByRole("article", { name: "Post by a muted account" });
    const first = folded[0];
    if (!first) throw new Error("nothing folded");
    const id = first.getAttribute("data-post-id");
    // Folded: no content, no actions, one button.
    expect(within(first).getAllByRole("button")).toHaveLength(1);
    expect(first.querySelector(".post-content")).toBeNull();
    await user.click(within(first).getByRole("button", { name: "Show post" }));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("data-post-id")).toBe(id ?? "missing"),
    );
    const shown = document.activeElement as HTMLElement;
    expect(shown.querySelector(".post-content")).not.toBeNull();
    expect(shown).not.toHaveAccessibleName("Post by a muted account");
  });

  it("folds a quoted one inside the quoting post, and shows it from the keyboard", async () => {
    const user = userEvent.setup();
    const { demo, fixtures } = await bobMutesAlice("5.9");
    const id = fixtures.quotePost ?? "";
    renderApp(`/post/${id}`, { demo, signedInAs: "bob" });
    const card = await threadCard(id);
    // carol's own post shows; the quote of alice's is folded.
    await within(card).findByText("Post by a muted account");
    expect(within(card).queryByRole("blockquote")).toBeNull();
    within(card).getByRole("button", { name: "Show post" }).focus();
    await user.keyboard("{Enter}");
    const quote = await within(card).findByRole("blockquote", { name: /^Quoted post by Alice/ });
    await waitFor(() => expect(quote).toHaveFocus());
    expect(within(quote).getByText(/Golden hour from the ridge/)).toBeInTheDocument();
  });

  it("shows the post someone opened, even by a muted author", async () => {
    const { demo, fixtures } = await bobMutesAlice("5.9");
    const id = fixtures.ipfsPost ?? "";
    renderApp(`/post/${id}`, { demo, signedInAs: "bob" });
    const card = await threadCard(id);
    expect(within(card).getByText(/Golden hour from the ridge/)).toBeInTheDocument();
    expect(within(card).queryByText("Post by a muted account")).toBeNull();
  });

  it("folds nothing on 3.10, which does not mark posts hidden", async () => {
    const { demo, fixtures } = await bobMutesAlice("3.10");
    const id = fixtures.quotePost ?? "";
    renderApp(`/post/${id}`, { demo, signedInAs: "bob" });
    const card = await threadCard(id);
    expect(
      await within(card).findByRole("blockquote", { name: /^Quoted post by Alice/ }),
    ).toBeInTheDocument();
    expect(within(card).queryByText("Post by a muted account")).toBeNull();
  });
});

describe("Mastodon-style quote", () => {
  it("renders the quoted post when only `quote.quoted_status` carries it", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const fixtures = await demoFixtures(demo);
    const id = fixtures.quotePost ?? "";
    // As a server that fills only Mastodon's field would answer.
    const onlyMastodon = (body: unknown): unknown => {
      if (typeof body !== "object" || body === null || !("quote" in body)) return body;
      const post = body as unknown as { pleroma: Record<string, unknown>; links: unknown[] };
      return { ...post, links: [], pleroma: { ...post.pleroma, quote: null } };
    };
    renderApp(`/post/${id}`, {
      demo,
      signedInAs: "alice",
      rewrite: (path, body) => (path === `/api/v1/statuses/${id}` ? onlyMastodon(body) : body),
    });
    const card = await threadCard(id);
    const quote = await within(card).findByRole("blockquote", { name: /^Quoted post by Alice/ });
    expect(within(quote).getByText(/Golden hour from the ridge/)).toBeInTheDocument();
    // The "RE: link" fallback line is still recognised and left out.
    expect(within(card).queryByText(/^RE:/)).toBeNull();
  });
});
