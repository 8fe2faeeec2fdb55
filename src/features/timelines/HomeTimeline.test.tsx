import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { nth } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";
import { HOME_NEWS_REFRESH_MS } from "@/state/homeNews";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const feed = () => screen.findByRole("feed", { name: "Home" });

describe("home timeline", () => {
  it("lists posts newest first with their authors", async () => {
    renderApp("/home", { signedInAs: "alice" });
    const articles = await within(await feed()).findAllByRole("article");
    expect(articles.length).toBeGreaterThan(0);
    expect(within(nth(articles, 0)).getByText("Reposted by")).toBeInTheDocument();
  });

  it("shows one copy of a post: a like on the repost shows on the original too", async () => {
    const user = userEvent.setup();
    // alice's feed shows her newest post and dave's repost of it.
    renderApp("/home", { signedInAs: "alice" });
    const articles = await within(await feed()).findAllByRole("article");
    const ids = articles.map((article) => article.getAttribute("data-post-id"));
    const twin = ids.find((id, index) => ids.indexOf(id) !== index);
    if (!twin) throw new Error("the seed shows a post and its repost on the home feed");
    const copies = articles.filter((article) => article.getAttribute("data-post-id") === twin);
    const like = within(nth(copies, 0)).getByRole("button", { name: "Like" });
    const before = Number(like.textContent);
    await user.click(like);
    for (const copy of copies) {
      const button = within(copy).getByRole("button", { name: "Like" });
      expect(button).toHaveAttribute("aria-pressed", "true");
      expect(Number(button.textContent)).toBe(before + 1);
    }
  });

  it("rolls a like back when the server refuses it, and logs the error", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    renderApp("/home", { demo, signedInAs: "alice" });
    const first = nth(await within(await feed()).findAllByRole("article"), 0);
    const like = within(first).getByRole("button", { name: "Like" });
    const pressed = like.getAttribute("aria-pressed");
    await call(demo, "POST", "/__demo/fail", {
      body: { path: "/api/v1/statuses/", status: 500, error_description: "internal error" },
    });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", pressed ?? "false"));
    await waitFor(() => expect(like).toBeEnabled());
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("asks for relationships once per page, without duplicates or the user's own id", async () => {
    const { requests } = renderApp("/home", { signedInAs: "alice" });
    await within(await feed()).findAllByRole("article");
    await waitFor(() =>
      expect(requests.some((r) => r.startsWith("GET /api/v1/accounts/relationships"))).toBe(true),
    );
    const calls = requests.filter((r) => r.startsWith("GET /api/v1/accounts/relationships"));
    expect(calls).toHaveLength(1);
    const ids = [...new URLSearchParams(nth(calls, 0).split("?")[1]).entries()];
    expect(ids.every(([key], index) => key === `id[${String(index)}]`)).toBe(true);
    const values = ids.map(([, value]) => value);
    expect(new Set(values).size).toBe(values.length);
    const state = (await call(createDemoApp({ server: "3.10" }), "GET", "/__demo/state")).body as {
      fixtures: Record<string, string>;
    };
    expect(values).not.toContain(state.fixtures["account:alice"]);
  });

  it("shows the read-only notice to a user without create_post", async () => {
    renderApp("/home", { signedInAs: "reader" });
    expect(await screen.findByText(/Your account is read-only/)).toBeInTheDocument();
    await feed();
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Repost" })).toBeNull();
    expect(screen.getAllByRole("button", { name: "Like" }).length).toBeGreaterThan(0);
  });

  it("welcomes a user with an empty feed, linking to about with the instance title", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const { body } = await call(demo, "POST", "/api/v1/accounts", {
      body: {
        authentication_method: "password",
        username: "newcomer",
        password: "a-good-password",
      },
    });
    expect(body).toMatchObject({ username: "newcomer" });
    const token = (
      (
        await call(demo, "POST", "/oauth/token", {
          body: { grant_type: "password", username: "newcomer", password: "a-good-password" },
        })
      ).body as { access_token: string }
    ).access_token;
    localStorage.setItem("auth_token", token);
    renderApp("/home", { demo });
    expect(await screen.findByRole("heading", { name: /^Welcome to / })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^About / })).toHaveAttribute("href", "/about");
    expect(screen.getByRole("link", { name: /profile directory/ })).toHaveAttribute(
      "href",
      "/profile-directory",
    );
  });

  // Fake timers and a minute of polling: slower than most on a busy machine.
  it("keeps new posts aside behind a pill, then shows them on top and focuses the newest", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const demo = createDemoApp({ server: "3.10" });
    const { requests } = renderApp("/home", { demo, signedInAs: "alice" });
    const firstId = () =>
      nth(
        within(screen.getByRole("feed", { name: "Home" })).getAllByRole("article"),
        0,
      ).getAttribute("data-post-id");
    await within(await feed()).findAllByRole("article");
    const before = firstId();
    const homeReads = () => requests.filter((r) => r.startsWith("GET /api/v1/timelines/home"));
    // The list's own load is the first look: no second request at once.
    expect(homeReads()).toHaveLength(1);

    const { body } = await call(demo, "POST", "/__demo/posts", {
      body: { from: "carol@remote.example", count: 2 },
    });
    const [older, newest] = (body as { ids: string[] }).ids;
    await vi.advanceTimersByTimeAsync(HOME_NEWS_REFRESH_MS + 100);
    const pill = await screen.findByRole("button", { name: "2 new posts" });
    expect(homeReads()).toHaveLength(2);
    // Nothing moved while they waited.
    expect(firstId()).toBe(before);

    await user.click(pill);
    await waitFor(() => expect(firstId()).toBe(newest));
    const second = nth(within(await feed()).getAllByRole("article"), 1);
    expect(second).toHaveAttribute("data-post-id", older);
    await waitFor(() => expect(document.activeElement).toHaveAttribute("data-post-id", newest));
    expect(screen.queryByRole("button", { name: /new posts?$/ })).toBeNull();
    // Shown from the cache: no reload of the feed.
    expect(homeReads()).toHaveLength(2);
  }, 40_000);

  it("says 20+ when a whole page is new, and reloads the first page to show them", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const demo = createDemoApp({ server: "3.10" });
    const { requests } = renderApp("/home", { demo, signedInAs: "alice" });
    await within(await feed()).findAllByRole("article");
    const { body } = await call(demo, "POST", "/__demo/posts", {
      body: { from: "dave@social.example", count: 25 },
    });
    const newest = (body as { ids: string[] }).ids.at(-1);
    await vi.advanceTimersByTimeAsync(HOME_NEWS_REFRESH_MS + 100);
    await user.click(await screen.findByRole("button", { name: "20+ new posts" }));
    await waitFor(() =>
      expect(
        nth(within(screen.getByRole("feed", { name: "Home" })).getAllByRole("article"), 0),
      ).toHaveAttribute("data-post-id", newest),
    );
    expect(requests.filter((r) => r.startsWith("GET /api/v1/timelines/home"))).toHaveLength(3);
  }, 40_000);
});
