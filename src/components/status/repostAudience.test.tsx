import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { call, fixedToken } from "@demo/testing";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

async function openPost(demo: DemoApp, signedInAs: string) {
  const id = (await demoFixtures(demo)).fourImages ?? "";
  const rendered = renderApp(`/post/${id}`, { demo, signedInAs });
  const thread = await screen.findByRole("feed", { name: "Post" });
  const card = within(thread)
    .getAllByRole("article")
    .find((article) => article.getAttribute("data-post-id") === id);
  if (!card) throw new Error("no card");
  return { ...rendered, card, id };
}

describe("a repost to followers only", () => {
  it("is offered beside a public repost, and sends visibility: private", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { card, sent, id } = await openPost(demo, "bob");
    const repost = within(card).getByRole("button", { name: "Repost" });
    const before = Number(repost.textContent);
    await user.click(repost);
    const menu = await screen.findByRole("menu", { name: "Repost" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Repost", "Repost to followers only"]);
    await user.click(within(menu).getByRole("menuitem", { name: "Repost to followers only" }));
    await waitFor(() =>
      expect(within(card).getByRole("button", { name: "Repost" })).toHaveAttribute(
        "aria-pressed",
        "true",
      ),
    );
    expect(within(card).getByRole("button", { name: "Repost" })).toHaveTextContent(
      String(before + 1),
    );
    await waitFor(() =>
      expect(sent.filter((each) => each.request === `POST /api/v1/statuses/${id}/reblog`)).toEqual([
        { request: `POST /api/v1/statuses/${id}/reblog`, body: { visibility: "private" } },
      ]),
    );
  });

  it("is marked on the repost's card", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const id = (await demoFixtures(demo)).fourImages ?? "";
    await call(demo, "POST", `/api/v1/statuses/${id}/reblog`, {
      token: fixedToken("bob"),
      body: { visibility: "private" },
    });
    renderApp("/@bob", { demo, signedInAs: "bob" });
    const banner = await screen.findByText("to followers only", {}, { timeout: 10_000 });
    expect(banner.closest("p")).toHaveTextContent(/Reposted by/);
  });

  it("is not offered by a server that reposts publicly only (3.10)", async () => {
    const user = userEvent.setup();
    const { card } = await openPost(createDemoApp({ server: "3.10" }), "bob");
    const repost = within(card).getByRole("button", { name: "Repost" });
    expect(repost).toHaveAttribute("aria-pressed", "false");
    await user.click(repost);
    await waitFor(() => expect(repost).toHaveAttribute("aria-pressed", "true"));
    expect(screen.queryByRole("menu")).toBeNull();
  });
});

describe("a public repost", () => {
  it("says visibility: public in a body where the server reads one (4.3.0 requires it)", async () => {
    const user = userEvent.setup();
    const { card, sent, id } = await openPost(createDemoApp({ server: "5.9" }), "bob");
    await user.click(within(card).getByRole("button", { name: "Repost" }));
    const menu = await screen.findByRole("menu", { name: "Repost" });
    await user.click(within(menu).getByRole("menuitem", { name: "Repost" }));
    await waitFor(() =>
      expect(sent.filter((each) => each.request === `POST /api/v1/statuses/${id}/reblog`)).toEqual([
        { request: `POST /api/v1/statuses/${id}/reblog`, body: { visibility: "public" } },
      ]),
    );
  });

  it("sends no body to a server before 4.3 (3.10)", async () => {
    const user = userEvent.setup();
    const { card, sent, id } = await openPost(createDemoApp({ server: "3.10" }), "bob");
    await user.click(within(card).getByRole("button", { name: "Repost" }));
    await waitFor(() =>
      expect(sent.filter((each) => each.request === `POST /api/v1/statuses/${id}/reblog`)).toEqual([
        { request: `POST /api/v1/statuses/${id}/reblog`, body: undefined },
      ]),
    );
  });
});
