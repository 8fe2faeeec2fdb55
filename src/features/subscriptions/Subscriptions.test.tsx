import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { renderApp } from "@/test/renderApp";

/** A stagenet standard address (the demo checks it as the server does). */
const PAYOUT =
  "5AYiNYCaKjiRhZkMZKhv9z11Pds9ZFKerQVJGEMRZjiqdi85m3tt6hw9yQcrCsznimFpZfPCSpRKX2xWdFk7QrrkJS9bCk4";

describe("subscription settings", () => {
  it("enables only with a price above 0 and an address, then shows the saved price", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/subscriptions/settings", {
      demo: createDemoApp({ server: "3.10" }),
      signedInAs: "bob",
    });
    const price = await screen.findByLabelText("Price per month (XMR)");
    expect(price).toHaveValue(0.01);
    const enable = screen.getByRole("button", { name: "Enable" });
    expect(enable).toBeDisabled();
    await user.click(screen.getByLabelText("Payout address"));
    await user.paste(PAYOUT);
    expect(enable).toBeEnabled();
    await user.clear(price);
    await user.type(price, "0.0000001");
    // Below one atomic unit a second: nothing to charge.
    expect(enable).toBeDisabled();
    await user.clear(price);
    await user.type(price, "0.0311");
    expect(screen.getByText("Subscribers will see 0.0311 XMR per month")).toBeInTheDocument();
    await user.click(enable);
    expect(await screen.findByRole("region", { name: "Current settings" })).toHaveTextContent(
      "0.0311 XMR",
    );
    expect(requests).toContain("POST /api/v1/subscriptions/options");
  });
});

describe("on a server with a monthly price floor (5.9)", () => {
  it("refuses a price under 0.001 XMR a month with the lowest one it takes", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/subscriptions/settings", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "bob",
    });
    const price = await screen.findByLabelText("Price per month (XMR)");
    await user.click(screen.getByLabelText("Payout address"));
    await user.paste(PAYOUT);
    const enable = screen.getByRole("button", { name: "Enable" });
    await user.clear(price);
    await user.type(price, "0.0009");
    expect(
      screen.getByText("Price is too low: at least 0.001001 XMR per month"),
    ).toBeInTheDocument();
    expect(price).toHaveAttribute("aria-invalid", "true");
    expect(enable).toBeDisabled();
    await user.clear(price);
    await user.type(price, "0.0311");
    expect(screen.queryByText(/Price is too low/)).not.toBeInTheDocument();
    await user.click(enable);
    expect(await screen.findByRole("region", { name: "Current settings" })).toHaveTextContent(
      "0.0311 XMR",
    );
    expect(requests).toContain("POST /api/v1/subscriptions/options");
  });

  it("tells a visitor when the capped search left their profile out", async () => {
    const user = userEvent.setup();
    renderApp("/@alice/subscription", { demo: createDemoApp({ server: "5.9" }) });
    await user.type(await screen.findByLabelText("Your address"), "e");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText(/This server shows visitors only 2 matches/),
    ).toBeInTheDocument();
  });

  it("leaves 3.10 visitors with the plain request for a full address", async () => {
    const user = userEvent.setup();
    renderApp("/@alice/subscription", { demo: createDemoApp({ server: "3.10" }) });
    await user.type(await screen.findByLabelText("Your address"), "e");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please provide full address")).toBeInTheDocument();
  });
});

describe("a visitor naming themselves", () => {
  it("is found by a resolving search of their full address, though this server never saw them", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/@alice/subscription", {
      demo: createDemoApp({ server: "3.10" }),
    });
    const address = await screen.findByLabelText("Your address");
    await user.type(address, "oscar@faraway.example");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/Paying as/)).toHaveTextContent("Paying as Oscar Faraway");
    expect(requests).toContain(
      "GET /api/v1/accounts/search?q=oscar%40faraway.example&resolve=true&limit=5",
    );
    expect(await screen.findByRole("button", { name: "Pay" })).toBeEnabled();
  });

  it("searches a bare name without resolving it", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/@alice/subscription", {
      demo: createDemoApp({ server: "3.10" }),
    });
    await user.type(await screen.findByLabelText("Your address"), "bob");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/Paying as/)).toHaveTextContent("Paying as Bob");
    expect(requests).toContain("GET /api/v1/accounts/search?q=bob&resolve=false&limit=5");
  });

  it("is told our own message when the server holds back their resolving searches, never its 'retry in 29.00ms'", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    renderApp("/@alice/subscription", { demo });
    const address = await screen.findByLabelText("Your address");
    await call(demo, "POST", "/__demo/fail", {
      body: { path: "/api/v1/accounts/search", status: 429, error_description: "retry in 29.00ms" },
    });
    await user.type(address, "oscar@faraway.example");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(address).toHaveAccessibleDescription(/Too many requests/));
    expect(address).not.toHaveAccessibleDescription(/retry in/);
    // What was typed stays, and the next try goes through.
    expect(address).toHaveValue("oscar@faraway.example");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/Paying as/)).toHaveTextContent("Paying as Oscar Faraway");
  });

  it("is told how long to wait where the server's headers say it", async () => {
    const user = userEvent.setup();
    renderApp("/@alice/subscription", {
      demo: createDemoApp(),
      fault: (path) =>
        path === "/api/v1/accounts/search"
          ? new Response(JSON.stringify({ error: "x", error_description: "retry in 29.00ms" }), {
              status: 429,
              headers: { "Content-Type": "application/json", "retry-after": "29" },
            })
          : undefined,
    });
    const address = await screen.findByLabelText("Your address");
    await user.type(address, "oscar@faraway.example");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(/Too many requests\. Try again in 29 seconds\./),
    );
  });

  it("searches once per submitted address, never while typing", async () => {
    const user = userEvent.setup();
    let release: (value: null) => void = () => undefined;
    const held = new Promise<null>((resolve) => (release = resolve));
    const demo = createDemoApp();
    const { requests } = renderApp("/@alice/subscription", {
      demo,
      fault: (path) =>
        path === "/api/v1/accounts/search"
          ? held.then(() =>
              demo.handle(
                new Request(
                  "http://demo.test/api/v1/accounts/search?q=oscar%40faraway.example&resolve=true&limit=5",
                ),
              ),
            )
          : undefined,
    });
    const address = await screen.findByLabelText("Your address");
    await user.type(address, "oscar@faraway.example");
    expect(requests.filter((r) => r.includes("/accounts/search"))).toEqual([]);
    // Enter twice while the first search runs.
    await user.type(address, "{Enter}{Enter}");
    release(null);
    expect(await screen.findByText(/Paying as/)).toHaveTextContent("Paying as Oscar Faraway");
    expect(requests.filter((r) => r.includes("/accounts/search"))).toHaveLength(1);
  });
});

describe("subscription page", () => {
  it("links duration and amount by the price, exactly", async () => {
    const user = userEvent.setup();
    renderApp("/@alice/subscription", {
      demo: createDemoApp({ server: "3.10" }),
      signedInAs: "reader",
    });
    expect(await screen.findByText("0.01 XMR per month")).toBeInTheDocument();
    const months = await screen.findByLabelText("Duration (months)");
    const amount = screen.getByLabelText("Amount (XMR)");
    await user.clear(months);
    await user.type(months, "3");
    expect(amount).toHaveValue(0.03);
    await user.clear(amount);
    await user.type(amount, "0.3");
    expect(months).toHaveValue(30);
    await user.clear(amount);
    await user.type(amount, "0.0001");
    expect(screen.getByRole("button", { name: "Pay" })).toBeDisabled();
  });

  it("names the creator with the custom emoji of their name drawn, not its shortcode", async () => {
    renderApp("/@alice/subscription", {
      demo: createDemoApp({ server: "3.10" }),
      signedInAs: "reader",
    });
    expect(await screen.findByText("0.01 XMR per month")).toBeInTheDocument();
    expect(screen.getByText("Alice Liddell", { exact: false })).not.toHaveTextContent(":blobcat:");
    expect(screen.getByRole("img", { name: ":blobcat:" })).toBeInTheDocument();
  });

  it("says so when a profile offers no subscription", async () => {
    renderApp("/@bob/subscription", {
      demo: createDemoApp({ server: "3.10" }),
      signedInAs: "reader",
    });
    expect(
      await screen.findByText("This profile doesn't offer subscriptions."),
    ).toBeInTheDocument();
  });

  it("shows the creator their own page instead of a payment form", async () => {
    renderApp("/@alice/subscription", {
      demo: createDemoApp({ server: "3.10" }),
      signedInAs: "alice",
    });
    await waitFor(() => {
      expect(screen.getByText(/This is your subscription page/)).toBeInTheDocument();
    });
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });
});
