import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { renderApp } from "@/test/renderApp";
// The editor is a lazy chunk: loading it with this file spares the first
// test its transform, which took over 10 s on a busy machine.
import "@/components/editor/PostEditor";
import { anyDraft, ownItem } from "@/test/storage";

afterEach(() => vi.unstubAllGlobals());

const editorBox = async () =>
  within(await screen.findByRole("form", { name: "New post" })).getByRole("combobox", {
    name: "New post",
  });

describe("a session the server ends", () => {
  it("on 5.9, an expired token mid-send: landing page, a calm note, the draft kept", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { requests } = renderApp("/home", { demo, signedInAs: "alice" });
    await user.type(await editorBox(), "Words I will not lose");
    await call(demo, "POST", "/__demo/token-lifetime", { body: { seconds: 0 } });
    await user.click(screen.getByRole("button", { name: "Publish" }));

    expect(
      await screen.findByText(/^Your session has expired\. Sign in again to carry on/),
    ).toHaveAttribute("role", "status");
    expect(window.location.pathname).toBe("/");
    // Calm: no error alert repeating the server's message.
    expect(screen.queryByText("access token is invalid")).toBeNull();
    expect(ownItem("auth_token")).toBeNull();
    expect(anyDraft("new")).toContain("Words I will not lose");

    await call(demo, "POST", "/__demo/token-lifetime", { body: { seconds: 3600 } });
    await user.type(screen.getByLabelText("Username"), "alice");
    await user.type(screen.getByLabelText("Password"), "mitra-demo");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(window.location.pathname).toBe("/home"));
    expect(await editorBox()).toHaveValue("Words I will not lose");
    expect(screen.queryByText(/Your session has expired/)).toBeNull();
    // Nothing was published by the refused send.
    expect(requests.filter((request) => request === "POST /api/v1/statuses")).toHaveLength(1);
  });

  it("goes back to where the person was, from any screen", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    renderApp("/@bob", { demo, signedInAs: "alice" });
    const [like] = await screen.findAllByRole("button", { name: "Like" });
    if (!like) throw new Error("no post to like");
    await call(demo, "POST", "/__demo/token-lifetime", { body: { seconds: 0 } });
    await user.click(like);
    await screen.findByText(/^Your session has expired/);
    await call(demo, "POST", "/__demo/token-lifetime", { body: { seconds: 3600 } });
    await user.type(screen.getByLabelText("Username"), "alice");
    await user.type(screen.getByLabelText("Password"), "mitra-demo");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(window.location.pathname).toBe("/@bob"));
  });

  it("on 3.10, a revoked token says the session ended", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    renderApp("/home", { demo, signedInAs: "alice" });
    await user.type(await editorBox(), "Still here");
    await call(demo, "POST", "/oauth/revoke", {
      token: "demo-token-alice",
      body: { token: "demo-token-alice" },
    });
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(/^Your session has ended\./)).toBeInTheDocument();
    expect(anyDraft("new")).toContain("Still here");
  });
});
