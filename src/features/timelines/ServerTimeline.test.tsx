import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { renderApp } from "@/test/renderApp";
import { preloadScreens } from "@/test/preloadScreens";

afterEach(() => vi.unstubAllGlobals());
preloadScreens(
  () => import("./ServerTimeline"),
  () => import("@/features/profile/ProfileScreen"),
);

const feed = (host: string) => screen.findByRole("feed", { name: `Posts from ${host}` });

describe("one server's timeline", () => {
  it("opens at its address (a reload or a shared link) and pages through the server's posts", async () => {
    const demo = createDemoApp({ server: "5.9" });
    await call(demo, "POST", "/__demo/posts", { body: { from: "dave@social.example", count: 25 } });
    const { requests } = renderApp("/server/social.example", { signedInAs: "alice", demo });
    const list = await feed("social.example");
    await waitFor(() => expect(within(list).getAllByRole("article").length).toBeGreaterThan(0));
    await userEvent.click(await screen.findByRole("button", { name: "Show more posts" }));
    await waitFor(() =>
      expect(requests.some((r) => /instance=social\.example.*max_id=/.test(r))).toBe(true),
    );
    for (const request of requests.filter((r) => r.startsWith("GET /api/v1/timelines/public"))) {
      expect(request).toContain("instance=social.example");
    }
  });

  it("is reached from a post's menu: More from its author's server", async () => {
    const user = userEvent.setup();
    renderApp("/@dave@social.example", {
      signedInAs: "alice",
      demo: createDemoApp({ server: "5.9" }),
    });
    const posts = await screen.findByRole("feed");
    // Dave's own post, not one he reposted.
    const card = (await within(posts).findAllByRole("article")).find(
      (each) => !each.textContent.includes("Reposted by"),
    );
    if (!card) throw new Error("no post");
    await user.click(within(card).getByRole("button", { name: "More actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "More from social.example" }));
    expect(await feed("social.example")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/server/social.example");
  });

  it("is not offered on 5.3, where the server would ignore instance=", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/@dave@social.example", {
      signedInAs: "alice",
      demo: createDemoApp({ server: "5.3" }),
    });
    const posts = await screen.findByRole("feed");
    const card = (await within(posts).findAllByRole("article")).find(
      (each) => !each.textContent.includes("Reposted by"),
    );
    if (!card) throw new Error("no post");
    await user.click(within(card).getByRole("button", { name: "More actions" }));
    await screen.findByRole("menuitem", { name: "Copy link to post" });
    expect(screen.queryByRole("menuitem", { name: /More from/ })).toBeNull();
    expect(requests.some((r) => r.includes("instance="))).toBe(false);
  });
});
