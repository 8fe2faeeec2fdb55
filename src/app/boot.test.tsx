import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../test/renderApp";

afterEach(() => vi.unstubAllGlobals());

describe("boot", () => {
  it("asks for instance info and the user once each, together", async () => {
    const { requests } = renderApp("/settings", { signedInAs: "alice" });
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(requests.filter((r) => r === "GET /api/v1/instance")).toHaveLength(1);
    expect(requests.filter((r) => r === "GET /api/v1/accounts/verify_credentials")).toHaveLength(1);
  });
});
