import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { renderApp } from "@/test/renderApp";
import { ownItem } from "@/test/storage";

afterEach(() => vi.unstubAllGlobals());

describe("landing page", () => {
  it("shows the instance and the sign-in form", async () => {
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Mitra Demo" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Learn more" })).toHaveAttribute("href", "/about");
    expect(screen.getByRole("combobox", { name: "Sign in with" })).toHaveValue("password");
    expect(screen.getByText("@demo.test")).toBeInTheDocument();
  });

  it("signs in with a password and lands on home with the sidebar", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/");
    await user.type(await screen.findByLabelText("Username"), "alice");
    await user.type(screen.getByLabelText("Password"), "mitra-demo");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/home");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(ownItem("auth_token")).toBeTruthy();
    // Sign-in asks for a token, then the user.
    const tokenAt = requests.indexOf("POST /oauth/token");
    expect(tokenAt).toBeGreaterThanOrEqual(0);
    expect(requests.slice(tokenAt)).toContain("GET /api/v1/accounts/verify_credentials");
  });

  it("shows the server's message when sign-in fails", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await user.type(await screen.findByLabelText("Username"), "alice");
    await user.type(screen.getByLabelText("Password"), "nope");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).not.toBeEmptyDOMElement();
    expect(window.location.pathname).toBe("/");
  });

  it("enforces the username rule with its message", async () => {
    const user = userEvent.setup();
    renderApp("/");
    await user.type(await screen.findByLabelText("Username"), "Bob");
    await user.type(screen.getByLabelText("Password"), "x");
    expect(
      screen.getByText("Only lowercase letters, numbers and underscores are allowed."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
  });

  it("asks for an invite code to sign up when registrations are closed", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "PATCH", "/__demo/instance", { body: { registrations: false } });
    const { requests } = renderApp("/", { demo });
    await user.click(await screen.findByRole("button", { name: "Don't have an account? Sign Up" }));
    await user.type(screen.getByLabelText("Username"), "newbie");
    await user.type(screen.getByLabelText("Password"), "long enough");
    const signUp = screen.getByRole("button", { name: "Sign up" });
    expect(signUp).toBeDisabled();
    await user.type(screen.getByLabelText("Invite code"), "DEMO-INVITE-2026");
    expect(signUp).toBeEnabled();
    await user.click(signUp);
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(requests).toContain("POST /api/v1/accounts");
  });
});

describe("landing page without instance info", () => {
  it("offers password sign-in with the error and a retry, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "POST", "/__demo/fail", {
      body: { method: "GET", path: "/api/v1/instance", status: 500, error_description: "down" },
    });
    renderApp("/", { demo });
    expect(await screen.findByRole("alert")).toHaveTextContent("down");
    // Signing up needs the instance's rules; signing in does not.
    expect(screen.queryByRole("button", { name: "Don't have an account? Sign Up" })).toBeNull();
    await user.type(screen.getByLabelText("Username"), "alice");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Mitra Demo" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveValue("alice");
    await user.type(screen.getByLabelText("Password"), "mitra-demo");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
  });

  it("signs in with a password while instance info keeps failing", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "POST", "/__demo/fail", {
      body: { method: "GET", path: "/api/v1/instance", status: 503, times: 1 },
    });
    renderApp("/", { demo });
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Username"), "alice");
    await user.type(screen.getByLabelText("Password"), "mitra-demo");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(ownItem("auth_token")).toBeTruthy());
  });
});

describe("session", () => {
  it("validates a stored token at start-up", async () => {
    renderApp("/home", { signedInAs: "alice" });
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /My profile, @alice/ })).toBeInTheDocument();
  });

  it("clears an invalid token and goes to the landing page", async () => {
    localStorage.setItem("auth_token", "made-up");
    renderApp("/home");
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
    await waitFor(() => expect(ownItem("auth_token")).toBeNull());
  });

  it("logs out: revokes the token and clears storage", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/home", { signedInAs: "alice" });
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(requests).toContain("POST /oauth/revoke");
    expect(localStorage.length).toBe(0);
  });
});
