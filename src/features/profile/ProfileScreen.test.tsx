import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "../../../demo/app";
import { call } from "../../../demo/testing";
import { demoFixtures } from "../../test/demoState";
import { renderApp } from "../../test/renderApp";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("follow state machine (spec §4 Follow)", () => {
  it("re-reads a pending follow every 5 s and shows it once accepted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const demo = createDemoApp();
    const { requests } = renderApp("/@bob", { demo, signedInAs: "reader" });
    await user.click(await screen.findByRole("button", { name: "Follow" }));
    expect(
      await screen.findByRole("button", { name: "Cancel follow request" }),
    ).toBeInTheDocument();
    const reads = () =>
      requests.filter((r) => r.startsWith("GET /api/v1/accounts/relationships")).length;
    const before = reads();

    // Nothing yet: the next read comes after 5 s.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(reads()).toBe(before);
    await vi.advanceTimersByTimeAsync(1_100);
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

describe("rate-limited profile lookups (spec §8: 'Too many requests')", () => {
  // The rate limiter answers in plain text; over HTTP/2 the status text is empty.
  for (const text of ["Too Many Requests", ""]) {
    for (const path of ["/@alice", "/@alice/gallery"]) {
      it(`shows 'Too many requests' on ${path} (status text "${text}")`, async () => {
        const demo = createDemoApp();
        await call(demo, "POST", "/__demo/fail", {
          body: { path: "/api/v1/accounts/lookup", status: 429, text },
        });
        renderApp(path, { demo });
        expect(await screen.findByText("Too many requests")).toBeInTheDocument();
      });
    }
  }
});

describe("profile stats (spec §2: posts, followers, following, subscribers)", () => {
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
