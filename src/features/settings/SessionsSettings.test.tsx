import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

describe("Settings → Sessions", () => {
  it("lists the sessions with this device marked, and signs another out after confirming", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const app = renderApp("/settings", { demo, signedInAs: "alice" });
    const section = await screen.findByRole("region", { name: "Sessions" });
    const rows = await within(section).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Unnamed application.*This device$/),
      expect.stringMatching(/^Tusky.*Sign out$/),
      expect.stringMatching(/^Unnamed application.*Sign out$/),
    ]);
    expect(within(section).getAllByRole("button", { name: /^Sign out/ })).toHaveLength(2);

    // Cancelling asks nothing of the server.
    await user.click(within(section).getByRole("button", { name: "Sign out Tusky" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(app.requests.filter((r) => r.startsWith("DELETE"))).toEqual([]);

    await user.click(within(section).getByRole("button", { name: "Sign out Tusky" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Sign out this session?");
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(within(section).queryByText("Tusky")).toBeNull());
    expect(app.requests.filter((r) => r.startsWith("DELETE"))).toEqual([
      expect.stringMatching(/^DELETE \/api\/v1\/settings\/sessions\/\d+$/),
    ]);
  });

  it("is not there on a server that does not list sessions", async () => {
    renderApp("/settings", { signedInAs: "alice" });
    await screen.findByRole("region", { name: "Appearance" });
    expect(screen.queryByRole("region", { name: "Sessions" })).toBeNull();
  });
});
