import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call, list } from "@demo/testing";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

describe("the user's own pending follow requests (5.9)", () => {
  it("lists them under Sent; Cancel request takes one back everywhere", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const frank = (await demoFixtures(demo))["account:frank@remote.example"] ?? "";
    const { requests } = renderApp("/follow-requests", { demo, signedInAs: "alice" });
    const tabs = await screen.findByRole("group", { name: "Show follow requests" });
    expect(within(tabs).getByRole("button", { name: "Received" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The requests to alice, as before.
    const received = await screen.findByRole("list", { name: "Follow requests" });
    expect(within(received).getByRole("link", { name: /nowebfinger/ })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes("/outgoing"))).toEqual([]);

    const sent = within(tabs).getByRole("button", { name: "Sent" });
    await user.click(sent);
    expect(window.location.search).toBe("?tab=sent");
    const mine = await screen.findByRole("list", { name: "Sent" });
    const row = within(mine)
      .getByRole("link", { name: /@frank@remote\.example$/ })
      .closest("li");
    if (!row) throw new Error("no row for frank");
    const cancel = within(row).getByRole("button", { name: "Cancel request" });
    expect(cancel).toHaveAccessibleDescription(/frank@remote\.example/);

    await user.click(cancel);
    expect(
      await screen.findByText("None of your follow requests is waiting for an answer"),
    ).toBeInTheDocument();
    expect(requests).toContain(`POST /api/v1/accounts/${frank}/unfollow`);
    // The row went; focus is on the tab, not lost.
    await waitFor(() => expect(sent).toHaveFocus());
    const outgoing = await call(demo, "GET", "/api/v1/follow_requests/outgoing", {
      token: "demo-token-alice",
    });
    expect(list(outgoing.body)).toEqual([]);
  });

  it("shows the server's refusal and keeps the request", async () => {
    const user = userEvent.setup();
    renderApp("/follow-requests?tab=sent", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "alice",
      fault: (path) =>
        path.endsWith("/unfollow")
          ? new Response(JSON.stringify({ error_description: "database error" }), {
              status: 500,
              headers: { "Content-Type": "application/json" },
            })
          : undefined,
    });
    const mine = await screen.findByRole("list", { name: "Sent" });
    await user.click(within(mine).getByRole("button", { name: "Cancel request" }));
    expect(await screen.findByText("database error")).toBeInTheDocument();
    expect(within(mine).getByRole("link", { name: /@frank@remote\.example$/ })).toBeInTheDocument();
  });
});

describe("follow requests on 3.10", () => {
  it("has no Sent tab and asks for no outgoing requests", async () => {
    const { requests } = renderApp("/follow-requests?tab=sent", { signedInAs: "alice" });
    await screen.findByRole("list", { name: "Follow requests" });
    expect(screen.queryByRole("group", { name: "Show follow requests" })).toBeNull();
    expect(requests.filter((r) => r.includes("/outgoing"))).toEqual([]);
  });
});
