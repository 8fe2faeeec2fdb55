import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { NotificationSchema } from "@/api/entities/notification";
import { renderApp } from "@/test/renderApp";
import { kindOf } from "./notificationKinds";
import { parse } from "@/api/schema";

afterEach(() => vi.unstubAllGlobals());

const notifications = async () =>
  within(await screen.findByRole("feed", { name: "Notifications" })).getAllByRole("article", {
    name: "Notification",
  });

describe("notification types of later servers (5.9)", () => {
  it("shows a moderator's warning: what was done, and the text as plain text", async () => {
    const demo = createDemoApp({ server: "5.9" });
    await call(demo, "POST", "/__demo/notifications", {
      body: {
        to: "alice",
        from: "admin",
        type: "moderation_warning",
        text: "Please keep <b>spoilers</b> behind a warning.\nThanks!",
      },
    });
    renderApp("/notifications", { demo, signedInAs: "alice" });
    const [first] = await notifications();
    if (!first) throw new Error("no notifications");
    expect(within(first).getByText("A moderator sent you a warning")).toBeInTheDocument();
    expect(
      within(first).getByText("Action taken: some of your posts were removed"),
    ).toBeInTheDocument();
    // The markup is text, not HTML, and the line break is kept.
    const text = first.querySelector(".notification-warning-text");
    expect(text?.textContent).toBe("Please keep <b>spoilers</b> behind a warning.\nThanks!");
    expect(text?.querySelector("b")).toBeNull();
    expect(first.querySelector(".notification-moderation_warning svg")).not.toBeNull();
  });

  it("shows an anonymous payment with its exact amount and nobody's profile", async () => {
    const demo = createDemoApp({ server: "5.9" });
    await call(demo, "POST", "/__demo/notifications", {
      body: { to: "alice", from: "bob", type: "payment_anonymous", payment_amount: 1_500_000_001 },
    });
    renderApp("/notifications", { demo, signedInAs: "alice" });
    const [first] = await notifications();
    if (!first) throw new Error("no notifications");
    expect(within(first).getByText("You received an anonymous payment")).toBeInTheDocument();
    expect(within(first).getByText("Amount: 0.001500000001 XMR")).toBeInTheDocument();
    expect(within(first).queryByRole("link")).toBeNull();
  });

  it("adds the amount to a subscription notification when the server sends one", async () => {
    const demo = createDemoApp({ server: "5.9" });
    await call(demo, "POST", "/__demo/notifications", {
      body: { to: "alice", from: "bob", type: "subscription", payment_amount: 77_750_000_000 },
    });
    renderApp("/notifications", { demo, signedInAs: "alice" });
    const [first] = await notifications();
    if (!first) throw new Error("no notifications");
    expect(within(first).getByText(/subscribed to you/)).toBeInTheDocument();
    expect(within(first).getByText("Amount: 0.07775 XMR")).toBeInTheDocument();
  });

  it("reads the new fields tolerantly", () => {
    const base = {
      id: "1",
      type: "payment_anonymous",
      created_at: "2026-11-24T10:00:00Z",
      account: { id: "a1", username: "bob", acct: "bob" },
    };
    const parsed = parse(NotificationSchema, { ...base, payment_amount: 2 ** 53 + 2 });
    // Past 2^53 JSON has already lost digits: no amount rather than a wrong one.
    expect(parsed.payment_amount).toBeNull();
    expect(parse(NotificationSchema, { ...base, payment_amount: 5 }).payment_amount).toBe(5n);
    expect(parse(NotificationSchema, base).moderation_warning).toBeNull();
    expect(kindOf(parse(NotificationSchema, base)).id).toBe("payment_anonymous");
    expect(kindOf(parse(NotificationSchema, { ...base, type: "moderation_warning" })).text).toBe(
      "notification.moderationWarning",
    );
  });
});
