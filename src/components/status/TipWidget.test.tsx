import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

/** alice's post (she lists XMR and BTC addresses and sells subscriptions), seen by `viewer`. */
async function alicesPost(viewer: string) {
  const demo = createDemoApp({ server: "3.10" });
  const id = (await demoFixtures(demo)).alicePinned ?? "";
  renderApp(`/post/${id}`, { demo, signedInAs: viewer });
  const feed = await screen.findByRole("feed", { name: "Post" }, { timeout: 10_000 });
  const card = (await within(feed).findAllByRole("article")).find(
    (article) => article.getAttribute("data-post-id") === id,
  );
  if (!card) throw new Error("no card");
  return card;
}

describe("tip widget (shown when the author gives a tip address)", { timeout: 20_000 }, () => {
  it("offers others tips and the subscription", async () => {
    const card = await alicesPost("bob");
    await userEvent.click(within(card).getByRole("button", { name: "Tip in Monero" }));
    expect(within(card).getByRole("link", { name: "Subscribe" })).toBeInTheDocument();
  });

  it("is not offered on one's own posts", async () => {
    const card = await alicesPost("alice");
    await within(card).findByRole("button", { name: "More actions" });
    expect(within(card).queryByRole("button", { name: /^Tip in/ })).toBeNull();
    expect(within(card).queryByRole("link", { name: "Subscribe" })).toBeNull();
  });
});
