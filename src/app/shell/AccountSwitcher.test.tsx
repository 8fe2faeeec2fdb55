import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call, fixedToken } from "@demo/testing";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const switcher = (name: RegExp) => screen.findByRole("button", { name }, { timeout: 15_000 });

describe("several accounts", () => {
  it("shows the current account's name with its custom emoji drawn, not its shortcode", async () => {
    renderApp("/home", { signedInAs: "alice" });
    const button = await switcher(/^Accounts, signed in as .*@alice/);
    const name = button.querySelector(".account-switcher-name");
    expect(name).toHaveTextContent(/^Alice Liddell$/);
    const emoji = within(button).getByRole("img", { name: ":blobcat:", hidden: true });
    expect(emoji).toHaveAttribute("src", expect.stringMatching(/^https?:\/\/.*blobcat/) as string);
  });

  it("adds a second account, switches back and forth, and keeps each one's home and drafts", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    // A post only alice's home has: addressed to nobody but herself.
    await call(demo, "POST", "/api/v1/statuses", {
      token: fixedToken("alice"),
      body: { status: "A note for alice alone", visibility: "direct" },
    });
    renderApp("/home", { demo, signedInAs: "alice" });
    expect(
      await screen.findByText("A note for alice alone", {}, { timeout: 15_000 }),
    ).toBeVisible();

    await user.click(await switcher(/^Accounts, signed in as .*@alice/));
    await user.click(await screen.findByRole("menuitem", { name: "Add account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Add account" })).toBeVisible();
    await user.type(screen.getByLabelText("Username"), "bob");
    await user.type(screen.getByLabelText("Password"), "mitra-demo");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    // Bob's home, under bob's name, without alice's post.
    expect(await switcher(/^Accounts, signed in as .*@bob/)).toBeVisible();
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    expect(window.location.pathname).toBe("/home");
    await waitFor(() => expect(screen.queryByText("A note for alice alone")).toBeNull());

    // Bob writes a draft; alice's composer does not show it, and bob finds it again.
    const composer = await screen.findByRole("combobox", { name: "New post" }, { timeout: 15_000 });
    await user.type(composer, "Bob's half thought");
    await user.click(await switcher(/signed in as .*@bob/));
    await user.click(await screen.findByRole("menuitem", { name: /^Switch to .*@alice/ }));
    expect(await switcher(/signed in as .*@alice/)).toBeVisible();
    expect(
      await screen.findByText("A note for alice alone", {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(
      await screen.findByRole("combobox", { name: "New post" }, { timeout: 15_000 }),
    ).toHaveValue("");

    await user.click(await switcher(/signed in as .*@alice/));
    await user.click(await screen.findByRole("menuitem", { name: /^Switch to .*@bob/ }));
    expect(
      await screen.findByRole("combobox", { name: "New post" }, { timeout: 15_000 }),
    ).toHaveValue("Bob's half thought");
  });

  it("logging out one account shows the other, still signed in", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    await user.click(await switcher(/signed in as .*@alice/));
    await user.click(await screen.findByRole("menuitem", { name: "Add account" }));
    await user.type(await screen.findByLabelText("Username"), "bob");
    await user.type(screen.getByLabelText("Password"), "mitra-demo");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await switcher(/signed in as .*@bob/);

    const sidebar = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(sidebar).getByRole("button", { name: "Log out" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /signed in as .*@alice/ })).toBeVisible(),
    );
    expect(window.location.pathname).toBe("/home");
    expect(screen.queryByRole("button", { name: /signed in as .*@bob/ })).toBeNull();
  });
});
