import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";
import { preloadScreens } from "@/test/preloadScreens";

afterEach(() => vi.unstubAllGlobals());
preloadScreens(() => import("@/features/timelines/HomeTimeline"));

const V2 = "GET /api/v2/instance";

async function firstCard() {
  const feed = await screen.findByRole("feed", { name: "Home" });
  const [card] = await within(feed).findAllByRole("article");
  if (!card) throw new Error("no card");
  return card;
}

describe("the instance's like icon and emoji row", () => {
  it("draws a heart and the instance's row where a 5.9 admin chose them, asked after the first page", async () => {
    const demo = createDemoApp({ server: "5.9" });
    demo.store.instance.like_emoji = "heart";
    demo.store.instance.favorite_emojis = ["🦊", "🌻"];
    const { requests } = renderApp("/home", { signedInAs: "alice", demo });
    const card = await firstCard();
    const like = within(card).getByRole("button", { name: "Like" });
    await waitFor(() => expect(like.querySelector(".lucide-heart")).not.toBeNull());
    expect(like.querySelector(".lucide-thumbs-up")).toBeNull();
    // Not on the start's way: after home's first page, once.
    const home = requests.findIndex((r) => r.startsWith("GET /api/v1/timelines/home"));
    expect(requests.indexOf(V2)).toBeGreaterThan(home);
    expect(requests.filter((r) => r === V2)).toHaveLength(1);

    await userEvent.click(within(card).getByRole("button", { name: "Add reaction" }));
    const dialog = await screen.findByRole("dialog");
    const quick = await within(dialog).findByRole("group", { name: "Quick picks" });
    expect(
      within(quick)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["🦊", "🌻"]);
  });

  it("keeps the thumbs-up and the quick set on 3.10, and asks nothing new", async () => {
    const { requests } = renderApp("/home", {
      signedInAs: "alice",
      demo: createDemoApp({ server: "3.10" }),
    });
    const card = await firstCard();
    const like = within(card).getByRole("button", { name: "Like" });
    expect(like.querySelector(".lucide-thumbs-up")).not.toBeNull();
    await userEvent.click(within(card).getByRole("button", { name: "Add reaction" }));
    const dialog = await screen.findByRole("dialog");
    const quick = await within(dialog).findByRole("group", { name: "Quick picks" });
    expect(within(quick).getAllByRole("button")[0]?.textContent).toBe("❤️");
    expect(requests.filter((r) => r.startsWith(V2) || r.includes("domain_blocks"))).toEqual([]);
  });
});
