import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";
import { preloadScreens } from "@/test/preloadScreens";

afterEach(() => vi.unstubAllGlobals());
preloadScreens(() => import("./EditProfileScreen"));

const SAVE = "PATCH /api/v1/accounts/update_credentials";

describe("edit profile: the server's limits", () => {
  it("counts the bio against 5.9's 10000 characters and refuses one over before saving", async () => {
    const { requests } = renderApp("/settings/profile", {
      signedInAs: "alice",
      demo: createDemoApp({ server: "5.9" }),
    });
    const bio = await screen.findByRole("textbox", { name: /^Bio/ });
    fireEvent.change(bio, { target: { value: "🦊".repeat(9999) } });
    // Counted in characters as the server counts them, not in UTF-16 units.
    expect(screen.getByText("1 character left (at most 10000)")).toBeInTheDocument();
    fireEvent.change(bio, { target: { value: "x".repeat(10002) } });
    expect(screen.getByText("2 characters too many")).toBeInTheDocument();
    expect(bio).toHaveAttribute("aria-invalid", "true");
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await userEvent.click(save);
    expect(requests).not.toContain(SAVE);
  });

  it("takes the display name's limit and the field count from the server", async () => {
    const demo = createDemoApp({ server: "5.9" });
    renderApp("/settings/profile", { signedInAs: "alice", demo });
    const name = await screen.findByRole("textbox", { name: /^Display name/ });
    fireEvent.change(name, { target: { value: "n".repeat(150) } });
    // 5.9 says 200: a name of 150 is within it (the client's own 75 held before).
    expect(screen.getByText("50 characters left (at most 200)")).toBeInTheDocument();
    expect(screen.getByText("Maximum on this server: 10")).toBeInTheDocument();
  });

  it("counts a field's value near the server's limit", async () => {
    renderApp("/settings/profile", { signedInAs: "alice", demo: createDemoApp({ server: "5.9" }) });
    await userEvent.click(await screen.findByRole("button", { name: "Add item" }));
    const values = await screen.findAllByRole("textbox", { name: /^Content \d+$/ });
    const value = values.at(-1);
    if (!value) throw new Error("no field");
    fireEvent.change(value, { target: { value: "v".repeat(5001) } });
    expect(screen.getByText("1 character too many")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeDisabled());
  });

  it("keeps today's form on 3.10: no bio counter, the client's own name limit", async () => {
    renderApp("/settings/profile", {
      signedInAs: "alice",
      demo: createDemoApp({ server: "3.10" }),
    });
    const bio = await screen.findByRole("textbox", { name: /^Bio/ });
    fireEvent.change(bio, { target: { value: "x".repeat(10002) } });
    expect(screen.queryByText(/too many/)).toBeNull();
    expect(screen.getByText(/at most 75/)).toBeInTheDocument();
  });
});
