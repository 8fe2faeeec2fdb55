import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("follow state machine", () => {
  it("re-reads a pending follow every 5 s and shows it once accepted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const demo = createDemoApp({ server: "3.10" });
    const { requests } = renderApp("/@bob", { demo, signedInAs: "reader" });
    await user.click(await screen.findByRole("button", { name: "Follow" }));
    expect(
      await screen.findByRole("button", { name: "Cancel follow request" }),
    ).toBeInTheDocument();
    const reads = () =>
      requests.filter((r) => r.startsWith("GET /api/v1/accounts/relationships")).length;
    const before = reads();

    // Nothing yet: the next read comes after 5 s. (The fake clock also moves
    // with real time, which a busy machine spends freely: half the interval
    // leaves it 2.5 s.)
    await vi.advanceTimersByTimeAsync(2_500);
    expect(reads()).toBe(before);
    await vi.advanceTimersByTimeAsync(2_600);
    await waitFor(() => expect(reads()).toBe(before + 1));

    // bob accepts; the next read shows the follow without a reload.
    const readerId = (await demoFixtures(demo))["account:reader"] ?? "";
    await call(demo, "POST", `/api/v1/follow_requests/${readerId}/authorize`, {
      token: "demo-token-bob",
    });
    await vi.advanceTimersByTimeAsync(5_100);
    expect(await screen.findByRole("button", { name: "Unfollow" })).toBeInTheDocument();

    // Following now: no more reads.
    const after = reads();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reads()).toBe(after);
  });

  it("stops after 5 re-reads when the request stays pending", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { requests } = renderApp("/@bob", { signedInAs: "reader" });
    await user.click(await screen.findByRole("button", { name: "Follow" }));
    await screen.findByRole("button", { name: "Cancel follow request" });
    const reads = () =>
      requests.filter((r) => r.startsWith("GET /api/v1/accounts/relationships")).length;
    const before = reads();
    for (let step = 0; step < 8; step += 1) await vi.advanceTimersByTimeAsync(5_100);
    await waitFor(() => expect(reads()).toBe(before + 5));
  });
});

describe("rate-limited profile lookups show 'Too many requests'", () => {
  // The rate limiter answers in plain text; over HTTP/2 the status text is empty.
  for (const text of ["Too Many Requests", ""]) {
    for (const path of ["/@alice", "/@alice/gallery"]) {
      it(`shows 'Too many requests' on ${path} (status text "${text}")`, async () => {
        const demo = createDemoApp({ server: "3.10" });
        await call(demo, "POST", "/__demo/fail", {
          body: { path: "/api/v1/accounts/lookup", status: 429, text },
        });
        renderApp(path, { demo });
        expect(await screen.findByText("Too many requests")).toBeInTheDocument();
      });
    }
  }
});

describe("profile stats (posts, followers, following, subscribers)", () => {
  it("words each count with its plural form", { timeout: 20_000 }, async () => {
    renderApp("/@alice", { signedInAs: "bob" });
    const stats = await screen.findByRole("list", { name: "Statistics" }, { timeout: 10_000 });
    const texts = within(stats)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(texts).toHaveLength(4);
    for (const text of texts) {
      const match = /^(\d+) (posts?|followers?|following|subscribers?)$/.exec(text);
      expect(match, text).not.toBeNull();
      const [, count = "", noun = ""] = match ?? [];
      if (noun !== "following") expect(noun.endsWith("s"), text).toBe(count !== "1");
    }
  });
});

describe("follow flags", () => {
  it("sends both flags every time, so hiding reposts keeps replies hidden", async () => {
    const user = userEvent.setup();
    const { sent } = renderApp("/@priya", { signedInAs: "reader" });
    await user.click(await screen.findByRole("button", { name: "Follow" }));
    await screen.findByRole("button", { name: "Unfollow" });
    const followBodies = () =>
      sent.filter((item) => /^POST \/api\/v1\/accounts\/[^/]+\/follow$/.test(item.request));
    expect(followBodies().at(-1)?.body).toEqual({ reblogs: true, replies: true });

    await user.click(screen.getByRole("button", { name: "More profile actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Hide replies" }));
    await waitFor(() => expect(followBodies()).toHaveLength(2));
    expect(followBodies().at(-1)?.body).toEqual({ reblogs: true, replies: false });

    await user.click(screen.getByRole("button", { name: "More profile actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Hide reposts" }));
    await waitFor(() => expect(followBodies()).toHaveLength(3));
    expect(followBodies().at(-1)?.body).toEqual({ reblogs: false, replies: false });

    // The menu now offers to show both again: neither setting was reset.
    await user.click(screen.getByRole("button", { name: "More profile actions" }));
    expect(await screen.findByRole("menuitem", { name: "Show replies" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Show reposts" })).toBeInTheDocument();
  });
});

describe("follow re-poll failure", () => {
  it("stops polling and keeps the last known state when a re-read fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const demo = createDemoApp({ server: "3.10" });
      const { requests } = renderApp("/@bob", { demo, signedInAs: "reader" });
      await user.click(await screen.findByRole("button", { name: "Follow" }));
      await screen.findByRole("button", { name: "Cancel follow request" });
      await call(demo, "POST", "/__demo/fail", {
        body: {
          method: "GET",
          path: "/api/v1/accounts/relationships",
          status: 500,
          error_description: "internal error",
        },
      });
      const reads = () =>
        requests.filter((r) => r.startsWith("GET /api/v1/accounts/relationships")).length;
      const before = reads();
      await vi.advanceTimersByTimeAsync(5_100);
      await waitFor(() => expect(reads()).toBe(before + 1));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(reads()).toBe(before + 1);
      expect(screen.getByRole("button", { name: "Cancel follow request" })).toBeInTheDocument();
      expect(errors).toHaveBeenCalled();
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
      errors.mockRestore();
    }
  });
});

describe("subscribers tab", () => {
  it("lists each subscriber with the date the subscription runs to", async () => {
    const user = userEvent.setup();
    renderApp("/@alice", { signedInAs: "alice" });
    const tabs = await screen.findByRole("navigation", { name: "Profile sections" });
    await user.click(within(tabs).getByRole("button", { name: "Subscribers" }));
    const list = await screen.findByRole("list", { name: "Subscribers" });
    expect(list).toHaveTextContent("dave");
    expect(list).toHaveTextContent(/Subscribed until/);
    // erin's subscription has lapsed: not listed.
    expect(list).not.toHaveTextContent("erin");
    expect(screen.queryByText("No one here yet")).toBeNull();
  });
});

describe("the admin's 'Load latest posts'", () => {
  it.each([
    ["3.10", undefined],
    ["5.9", { collection: "outbox" }],
  ] as const)("sends on %s the body that server reads", async (server, body) => {
    const user = userEvent.setup();
    const { sent } = renderApp("/@carol@remote.example", {
      demo: createDemoApp({ server }),
      signedInAs: "admin",
    });
    await user.click(await screen.findByRole("button", { name: "More profile actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Load latest posts" }));
    expect(await screen.findByText(/Reload the page/)).toBeInTheDocument();
    const made = sent.find((item) => item.request.endsWith("/load_activities"));
    expect(made?.body).toEqual(body);
  });
});
