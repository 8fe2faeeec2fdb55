import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";
import { cutOffJson, htmlServerError, networkError } from "@/test/serverFaults";
import { SILENCE_MS } from "@/ui/LoadStatus";
import { anyDraft, ownItem, setOwnItem } from "@/test/storage";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const USER_PATH = "/api/v1/accounts/verify_credentials";

/** The answers of a failing server to verify_credentials, while `failing` says so. */
function failingUser(answer: () => Promise<Response>) {
  const state = { failing: true };
  const fault = (path: string) => (state.failing && path === USER_PATH ? answer() : undefined);
  return { state, fault };
}

const FAULTS = [htmlServerError, cutOffJson('{"id": "1", "username": '), networkError];

describe("a stored session whose user the server fails to give, with none kept", () => {
  for (const { name, answer, message } of FAULTS) {
    it(`keeps the shell, says why and retries: ${name}`, async () => {
      const user = userEvent.setup();
      const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const server = failingUser(answer);
      renderApp("/settings", { signedInAs: "alice", fault: server.fault });

      const main = await screen.findByRole("main");
      expect(await within(main).findByRole("alert")).toHaveTextContent(message);
      const nav = screen.getByRole("navigation", { name: "Main" });
      expect(within(nav).getByRole("link", { name: "Settings" })).toBeInTheDocument();
      expect(within(nav).getByRole("button", { name: "Log out" })).toBeInTheDocument();
      // The session stays, to be tried again.
      expect(ownItem("auth_token")).not.toBeNull();
      expect(window.location.pathname).toBe("/settings");

      server.state.failing = false;
      await user.click(within(main).getByRole("button", { name: "Try again" }));
      expect(
        await screen.findByRole("heading", { level: 1, name: "Settings" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "My profile, @alice" })).toBeInTheDocument();
      log.mockRestore();
    });
  }

  it("says the server is not answering when it stays silent, and a retry that is answered draws the screen", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const server = failingUser(() => new Promise<Response>(() => undefined));
    renderApp("/settings", { signedInAs: "alice", fault: server.fault });

    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("status")).toHaveTextContent("Loading");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(within(main).queryByRole("alert")).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(SILENCE_MS));
    expect(within(main).getByRole("alert")).toHaveTextContent("The server is not answering");
    expect(ownItem("auth_token")).not.toBeNull();

    server.state.failing = false;
    await user.click(within(main).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
  });

  it("still ends the session on a refused token, keeping the drafts", async () => {
    setOwnItem("post_content_new", '"Words I keep"');
    renderApp("/settings", {
      signedInAs: "alice",
      fault: (path) =>
        path === USER_PATH
          ? Promise.resolve(
              Response.json(
                { error: "invalid_token", error_description: "access token is invalid" },
                { status: 401 },
              ),
            )
          : undefined,
    });
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe("/"));
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(ownItem("auth_token")).toBeNull();
    expect(anyDraft("new")).toBe('"Words I keep"');
  });
});
