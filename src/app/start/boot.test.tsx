import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";
import { setOwnItem } from "@/test/storage";

afterEach(() => vi.unstubAllGlobals());

const once = (requests: string[], request: string) =>
  requests.filter((sent) => sent === request).length;

describe("boot", () => {
  it("asks for instance info and the user once each, together", async () => {
    const { requests } = renderApp("/settings", { signedInAs: "alice" });
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(once(requests, "GET /api/v1/instance")).toBe(1);
    expect(once(requests, "GET /api/v1/accounts/verify_credentials")).toBe(1);
  });

  it("starts instance, user, marker and home's first page before the app renders, once each", async () => {
    const { requests } = renderApp("/home", { signedInAs: "alice" });
    // Everything the start needs was asked for before React drew anything.
    const first = requests.slice(0, 4).sort();
    expect(first).toEqual(
      [
        "GET /api/v1/accounts/verify_credentials",
        "GET /api/v1/instance",
        "GET /api/v1/markers?timeline%5B%5D=notifications",
        expect.stringMatching(/^GET \/api\/v1\/timelines\/home/) as string,
      ].sort(),
    );
    const feed = await screen.findByRole("feed", { name: "Home" });
    expect(within(feed).getAllByRole("article").length).toBeGreaterThan(0);
    expect(requests.filter((sent) => sent.startsWith("GET /api/v1/timelines/home"))).toHaveLength(
      1,
    );
    expect(once(requests, "GET /api/v1/instance")).toBe(1);
    expect(requests.filter((sent) => sent.startsWith("GET /api/v1/markers"))).toHaveLength(1);
  });

  it("asks for the unread count's notifications after the start's requests, once the screen is drawn", async () => {
    const { requests } = renderApp("/home", { signedInAs: "alice" });
    const isPage = (sent: string) => sent.startsWith("GET /api/v1/notifications");
    await screen.findAllByRole("article");
    const link = await screen.findByRole("link", { name: /unread notification/ });
    expect(link).toBeInTheDocument();
    expect(requests.filter(isPage)).toHaveLength(1);
    const home = requests.findIndex((sent) => sent.startsWith("GET /api/v1/timelines/home"));
    expect(requests.findIndex(isPage)).toBeGreaterThan(home);
  });

  it("draws the shell from the user kept at the last visit while verify_credentials hangs", async () => {
    // A first visit keeps the user.
    const visit = renderApp("/settings", { signedInAs: "alice" });
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    visit.unmount();
    vi.unstubAllGlobals();

    renderApp("/settings", {
      signedInAs: "alice",
      hang: (path) => path === "/api/v1/accounts/verify_credentials",
    });
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
  });

  it("draws the shell with a loading state when no user was kept and verify_credentials hangs", async () => {
    renderApp("/settings", {
      signedInAs: "alice",
      hang: (path) => path === "/api/v1/accounts/verify_credentials",
    });
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByRole("heading", { level: 1, name: "Settings" })).toBeNull();
  });

  it("still ends the session when the kept user's token is refused", async () => {
    const visit = renderApp("/settings", { signedInAs: "alice" });
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    visit.unmount();
    vi.unstubAllGlobals();

    setOwnItem("auth_token", "revoked-meanwhile");
    renderApp("/settings");
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
    await waitFor(() =>
      expect(Object.keys(localStorage).filter((key) => key.endsWith("kept_user"))).toEqual([]),
    );
  });
});
