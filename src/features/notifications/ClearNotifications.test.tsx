import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call, list, obj } from "@demo/testing";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const feed = () => screen.findByRole("feed", { name: "Notifications" });
const nav = () => screen.findByRole("navigation", { name: "Main" });

describe("Clear all notifications (5.9)", () => {
  it("asks first; a cancel sends nothing", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/notifications", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "alice",
    });
    await feed();
    const clear = screen.getByRole("button", { name: "Clear all" });
    await user.click(clear);
    const dialog = await screen.findByRole("dialog", { name: /^Clear all notifications\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(clear).toHaveFocus();
    expect(requests.filter((r) => r.includes("/clear"))).toEqual([]);
    expect(within(await feed()).getAllByRole("article").length).toBeGreaterThan(0);
  });

  it("empties the list and the badge, keeps the marker, and counts what comes next", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const token = "demo-token-alice";
    const markerBefore = obj((await call(demo, "GET", "/api/v1/markers", { token })).body);
    // A new notification, unread when the list opens.
    await call(demo, "POST", "/__demo/notifications", {
      body: { to: "alice", from: "bob", type: "follow" },
    });
    const { requests } = renderApp("/notifications", { demo, signedInAs: "alice" });
    await feed();
    const clear = screen.getByRole("button", { name: "Clear all" });
    await user.click(clear);
    const dialog = await screen.findByRole("dialog", { name: /^Clear all notifications\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Clear all" }));

    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    expect(await screen.findByText("Notifications cleared")).toBeInTheDocument();
    expect(requests).toContain("POST /api/v1/notifications/clear");
    await waitFor(() => expect(clear).toHaveFocus());
    // No unread count on the link.
    const link = within(await nav()).getByRole("link", { name: /^Notifications/ });
    expect(link).toHaveAccessibleName("Notifications");
    expect(list((await call(demo, "GET", "/api/v1/notifications", { token })).body)).toEqual([]);

    // The marker is where opening the list put it (the newest one), not reset.
    const marker = obj(
      obj((await call(demo, "GET", "/api/v1/markers", { token })).body).notifications,
    );
    expect(Number(marker.last_read_id)).toBeGreaterThan(
      Number(obj(markerBefore.notifications).last_read_id),
    );
    const after = requests.filter((r) => r.startsWith("POST /api/v1/markers"));
    expect(after).toHaveLength(1);

    // Home, and home again (which reads the notifications anew): a new one counts as unread.
    await user.click(screen.getAllByRole("link", { name: "Home" })[0] as HTMLElement);
    await screen.findByRole("feed", { name: "Home" });
    await call(demo, "POST", "/__demo/notifications", {
      body: { to: "alice", from: "carol@remote.example", type: "follow" },
    });
    await user.click(screen.getAllByRole("link", { name: "Home" })[0] as HTMLElement);
    expect(
      await within(await nav()).findByRole("link", { name: /[^\d]1 unread notification$/ }),
    ).toBeInTheDocument();
  });

  it("empties the badge at once, also when the read marker could not be saved", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    await call(demo, "POST", "/__demo/fail", {
      body: { method: "POST", path: "/api/v1/markers", status: 500, error_description: "nope" },
    });
    renderApp("/notifications", { demo, signedInAs: "alice" });
    await feed();
    // The marker stayed where it was: the badge still counts the unread ones.
    await within(await nav()).findByRole("link", { name: /12 unread notifications$/ });
    await user.click(screen.getByRole("button", { name: "Clear all" }));
    const dialog = await screen.findByRole("dialog", { name: /^Clear all notifications\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Clear all" }));
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    expect(within(await nav()).getByRole("link", { name: /^Notifications/ })).toHaveAccessibleName(
      "Notifications",
    );
  });

  it("tells when the server refuses, and keeps the list", async () => {
    const user = userEvent.setup();
    renderApp("/notifications", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "alice",
      fault: (path) =>
        path === "/api/v1/notifications/clear"
          ? new Response(JSON.stringify({ error_description: "database error" }), {
              status: 500,
              headers: { "Content-Type": "application/json" },
            })
          : undefined,
    });
    await feed();
    await user.click(screen.getByRole("button", { name: "Clear all" }));
    const dialog = await screen.findByRole("dialog", { name: /^Clear all notifications\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Clear all" }));
    expect(await screen.findByText("database error")).toBeInTheDocument();
    expect(within(await feed()).getAllByRole("article").length).toBeGreaterThan(0);
  });
});

describe("notifications on 3.10", () => {
  it("has no Clear all", async () => {
    renderApp("/notifications", { signedInAs: "alice" });
    await feed();
    expect(screen.queryByRole("button", { name: "Clear all" })).toBeNull();
  });
});
