import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { renderApp } from "@/test/renderApp";
import { onPhone } from "@/test/phoneLayout";

afterEach(() => vi.unstubAllGlobals());

describe("sidebar", () => {
  it("lists every entry of a signed-in user's sidebar", async () => {
    renderApp("/home", { signedInAs: "alice" });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    for (const name of [
      /^Notifications/,
      /^Local$/,
      /^Federated$/,
      /^Profile directory$/,
      /^Bookmarks$/,
      /^Settings$/,
      /^About$/,
    ]) {
      expect(within(nav).getByRole("link", { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });

  it("keeps its words and places for the next start's frame, with the language", async () => {
    renderApp("/home", { signedInAs: "alice" });
    await screen.findByRole("link", { name: "Federated" });
    await waitFor(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith(":boot_frame"));
      const kept = JSON.parse(localStorage.getItem(key ?? "") ?? "null") as {
        lang: string;
        dir: string;
        places: string[];
        texts: Record<string, string>;
      } | null;
      expect(kept?.lang).toBe("en");
      expect(kept?.dir).toBe("ltr");
      expect(kept?.places).toContain("federated");
      expect(kept?.texts["nav.notifications"]).toBe("Notifications");
      expect(kept?.texts["search.placeholder"]).toBe("Search people, posts, tags");
    });
  });

  it("hides the federated timeline when restricted, except from admins", async () => {
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "PATCH", "/__demo/instance", {
      body: { federated_timeline_restricted: true },
    });
    const { unmount } = renderApp("/home", { demo, signedInAs: "alice" });
    await screen.findByRole("navigation", { name: "Main" });
    expect(screen.queryByRole("link", { name: "Federated" })).toBeNull();
    unmount();
    renderApp("/home", { demo, signedInAs: "admin" });
    expect(await screen.findByRole("link", { name: "Federated" })).toBeInTheDocument();
  });

  it("shows the unread count from the marker", async () => {
    renderApp("/home", { signedInAs: "alice" });
    const link = await screen.findByRole("link", { name: /unread notification/ });
    expect(link.textContent).toMatch(/\d/);
  });

  it("is absent for visitors, who see the instance header instead", async () => {
    renderApp("/tag/mitra");
    expect(await screen.findByRole("link", { name: "Learn more" })).toHaveAttribute(
      "href",
      "/about",
    );
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });
});

describe("search box", () => {
  it("needs text, clears, and submits the first search it offers to /search", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    const box = await screen.findByRole("combobox", { name: "Search" });
    const submit = screen.getByRole("button", { name: "Search" });
    expect(submit).toBeDisabled();
    await user.type(box, "  ");
    expect(submit).toBeDisabled();
    await user.type(box, "tag");
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(box).toHaveValue("");
    await user.type(box, "hello world{Enter}");
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe("/search?q=%3Ehello+world"),
    );
  });
});

describe("route guard", () => {
  it("shows a spinner until instance info has loaded", async () => {
    // The local timeline's access rule needs instance info.
    renderApp("/local");
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(await screen.findByRole("feed")).toBeInTheDocument();
  });

  it("sends guests from authenticated routes to the landing page", async () => {
    renderApp("/settings");
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
  });

  it("sends any other path home", async () => {
    renderApp("/what/is/this", { signedInAs: "alice" });
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/home");
  });

  it("explains a failure to load instance info, and retries", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "POST", "/__demo/fail", {
      body: {
        method: "GET",
        path: "/api/v1/instance",
        status: 503,
        error_description: "maintenance",
      },
    });
    renderApp("/about", { demo });
    expect(await screen.findByRole("alert")).toHaveTextContent("maintenance");
    // What is known without the server: its address and this client's version.
    expect(screen.getByRole("heading", { level: 1, name: window.location.host })).toBeVisible();
    expect(screen.getByText("Client version")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Mitra Demo" }),
    ).toBeInTheDocument();
  });
});

describe("the shell's global shortcuts", () => {
  it("goes to the messages with m and lists the shortcuts with ?, on a phone too", async () => {
    onPhone();
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    await screen.findByRole("heading", { level: 1, name: "Home" }, { timeout: 15_000 });
    await user.keyboard("m");
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await user.keyboard("?");
    expect(await screen.findByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  });

  it("leaves m alone for a visitor, who still gets the list with ?", async () => {
    const user = userEvent.setup();
    renderApp("/profile-directory");
    await screen.findByRole(
      "heading",
      { level: 1, name: "Profile directory" },
      { timeout: 15_000 },
    );
    await user.keyboard("m");
    expect(window.location.pathname).toBe("/profile-directory");
    await user.keyboard("?");
    expect(await screen.findByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  });
});
