import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const on59 = () => createDemoApp({ server: "5.9" });

describe("creating a group", () => {
  it("checks the name as it is typed, with the server's rules", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/groups/new", { demo: on59(), signedInAs: "alice" });
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect(name).toHaveAccessibleDescription(/at most 30 characters/);
    await user.type(name, "film club");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(
      /Only letters, numbers, hyphens and underscores are allowed\./,
    );
    await user.clear(name);
    await user.type(name, "a".repeat(31));
    expect(name).toHaveAccessibleDescription(/The name is too long: at most 30 characters\./);
    await user.type(name, "{Backspace}");
    expect(name).not.toHaveAttribute("aria-invalid");
    await user.clear(name);
    // Empty: said once the person tries to go on.
    await user.click(screen.getByRole("button", { name: "Create group" }));
    expect(name).toHaveAccessibleDescription(/Give the group a name\./);
    expect(name).toHaveFocus();
    expect(requests.filter((r) => r.startsWith("POST"))).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderApp("/groups/new", { demo: on59(), signedInAs: "alice" });
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "fediverse-cafe");
    await user.type(screen.getByRole("textbox", { name: "Description (optional)" }), "Coffee");
    await user.click(screen.getByRole("button", { name: "Create group" }));
    expect(await screen.findByText("user already exists")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("fediverse-cafe");
    expect(screen.getByRole("textbox", { name: "Description (optional)" })).toHaveValue("Coffee");
  });

  it("opens the new group's page, which alice moderates", async () => {
    const user = userEvent.setup();
    const { sent } = renderApp("/groups", { demo: on59(), signedInAs: "alice" });
    await user.click(await screen.findByRole("link", { name: "Create a group" }));
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "Film_Club-2026");
    await user.type(
      screen.getByRole("textbox", { name: "Description (optional)" }),
      "Cameras and chemicals",
    );
    await user.click(screen.getByRole("button", { name: "Create group" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Film_Club-2026" }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe("/@Film_Club-2026");
    expect(sent.find((s) => s.request === "POST /api/v1/groups")?.body).toEqual({
      name: "Film_Club-2026",
      description: "Cameras and chemicals",
    });
    expect(screen.getByText("Group", { exact: true })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Settings" })).toBeInTheDocument();
    // The new group is in My groups.
    await user.click(screen.getByRole("link", { name: "Groups" }));
    expect(
      await within(await screen.findByRole("list", { name: "Member" })).findByRole("link", {
        name: /Film_Club-2026/,
      }),
    ).toBeInTheDocument();
  });

  it("on 5.6, which keeps only a new group's name, offers no description to lose", async () => {
    const user = userEvent.setup();
    const { sent } = renderApp("/groups/new", {
      demo: on59(),
      signedInAs: "alice",
      rewrite: (path, body) =>
        path === "/api/v1/instance"
          ? { ...(body as object), version: "4.0.0 (compatible; Mitra 5.6.0)" }
          : body,
    });
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "film_club");
    expect(screen.queryByRole("textbox", { name: "Description (optional)" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Create group" }));
    expect(await screen.findByRole("heading", { level: 1, name: "film_club" })).toBeInTheDocument();
    expect(sent.find((s) => s.request === "POST /api/v1/groups")?.body).toEqual({
      name: "film_club",
    });
  });
});
