import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, fixedToken, obj } from "@demo/testing";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

describe("edit profile: the images", () => {
  it("removes the avatar and the banner for good", async () => {
    const user = userEvent.setup();
    const { sent, demo } = renderApp("/settings/profile", { signedInAs: "alice" });
    await user.click(await screen.findByRole("button", { name: "Remove avatar" }));
    await user.click(screen.getByRole("button", { name: "Remove banner" }));
    expect(screen.queryByRole("button", { name: "Remove avatar" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        sent.some((item) => item.request === "PATCH /api/v1/accounts/update_credentials"),
      ).toBe(true),
    );
    const body = sent.find((item) => item.request.endsWith("/update_credentials"))?.body;
    expect(body).toMatchObject({ avatar: "", header: "" });
    // The server forgot both: it answers its identicon for each.
    const saved = obj(
      (
        await call(demo, "GET", "/api/v1/accounts/verify_credentials", {
          token: fixedToken("alice"),
        })
      ).body,
    );
    expect(String(saved.avatar)).toContain("/api/v1/accounts/identicon?input=");
    expect(String(saved.header)).toMatch(/\/api\/v1\/accounts\/identicon$/);
  });

  it("offers nothing to remove when the server draws the identicon and there is no banner", async () => {
    renderApp("/settings/profile", { signedInAs: "reader" });
    expect(await screen.findByText("Change avatar")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove avatar" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove banner" })).toBeNull();
  });
});
