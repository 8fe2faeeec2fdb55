import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

/**
 * The demo speaks Mitra 3.10; this rewrites its answers into the newest
 * server's shapes: the version string, and role permissions as a bitmask with
 * the names in permissions_names.
 */
function asNewestServer(path: string, body: unknown): unknown {
  if (path === "/api/v1/instance" && body && typeof body === "object") {
    return { ...body, version: "4.0.0 (compatible; Mitra 5.9.1)" };
  }
  if (path === "/api/v1/accounts/verify_credentials" && body && typeof body === "object") {
    const user = body as { role?: { permissions?: string[] } };
    const names = user.role?.permissions ?? [];
    return {
      ...user,
      display_name: "",
      role: {
        ...user.role,
        permissions: names.includes("delete_any_profile") ? "1" : "0",
        permissions_names: names,
      },
    };
  }
  return body;
}

describe("on the newest Mitra server", () => {
  it("reads permissions from permissions_names: the admin still sees a restricted federated timeline", async () => {
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "PATCH", "/__demo/instance", {
      body: { federated_timeline_restricted: true },
    });
    renderApp("/federated", { demo, signedInAs: "admin", rewrite: asNewestServer });
    expect(await screen.findByRole("heading", { level: 1, name: "Federated" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Federated" })).toBeInTheDocument();
  });

  it("keeps a non-admin out of a restricted federated timeline", async () => {
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "PATCH", "/__demo/instance", {
      body: { federated_timeline_restricted: true },
    });
    renderApp("/federated", { demo, signedInAs: "alice", rewrite: asNewestServer });
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
  });

  it("accepts upper-case letters and hyphens in usernames, with the matching message", async () => {
    const user = userEvent.setup();
    renderApp("/", { rewrite: asNewestServer });
    await user.type(await screen.findByLabelText("Username"), "Anna-Lena");
    expect(
      screen.queryByText("Only lowercase letters, numbers and underscores are allowed."),
    ).toBeNull();
    await user.type(screen.getByLabelText("Username"), "!");
    expect(
      screen.getByText("Only letters, numbers, hyphens and underscores are allowed."),
    ).toBeInTheDocument();
  });

  it("shows the newer version on the about page", async () => {
    renderApp("/about", { rewrite: asNewestServer });
    expect(await screen.findByText("5.9.1")).toBeInTheDocument();
  });
});
