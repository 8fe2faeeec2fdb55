import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "@demo/testing";
import { renderApp } from "@/test/renderApp";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("change password", () => {
  it("saves only a non-empty password equal to its confirmation, then clears the fields", async () => {
    const user = userEvent.setup();
    const { demo, sent } = renderApp("/settings", { signedInAs: "alice" });
    const password = await screen.findByLabelText("New password");
    const confirmation = screen.getByLabelText("Confirm new password");
    const save = screen.getByRole("button", { name: "Save password" });
    expect(save).toBeDisabled();

    await user.type(password, "new-secret");
    expect(save).toBeDisabled();
    await user.type(confirmation, "new-secreT");
    expect(save).toBeDisabled();
    expect(confirmation).toHaveAccessibleDescription("The passwords do not match");

    await user.clear(confirmation);
    await user.type(confirmation, "new-secret");
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    expect(password).toHaveValue("");
    expect(confirmation).toHaveValue("");
    expect(save).toBeDisabled();
    expect(sent.find((item) => item.request.includes("change_password"))?.body).toEqual({
      new_password: "new-secret",
    });
    const login = await call(demo, "POST", "/oauth/token", {
      body: { grant_type: "password", username: "alice", password: "new-secret" },
    });
    expect(login.status).toBe(200);
  });

  it("shows the server's message and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { demo } = renderApp("/settings", { signedInAs: "alice" });
    await call(demo, "POST", "/__demo/fail", {
      body: {
        path: "/api/v1/settings/change_password",
        status: 400,
        error_description: "password is too weak",
      },
    });
    await user.type(await screen.findByLabelText("New password"), "x");
    await user.type(screen.getByLabelText("Confirm new password"), "x");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText("password is too weak")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveValue("x");
    expect(screen.queryByText("Password changed")).not.toBeInTheDocument();
  });
});

describe("aliases", () => {
  const declared = () => screen.findByRole("list", { name: "Declared aliases" });

  it("lists a declared alias the server does not know as 'Unknown', and removes it", async () => {
    const user = userEvent.setup();
    renderApp("/settings/aliases", { signedInAs: "alice" });
    const list = await declared();
    expect(within(list).getByText("Unknown")).toBeInTheDocument();
    expect(within(list).getByText("https://social.example/users/alice_old")).toBeInTheDocument();
    expect(screen.getByText("No verified aliases")).toBeInTheDocument();
    await user.click(
      within(list).getByRole("button", {
        name: "Remove alias https://social.example/users/alice_old",
      }),
    );
    expect(await screen.findByText("No aliases declared")).toBeInTheDocument();
  });

  it("adds a single exact match at once, with the address trimmed", async () => {
    const user = userEvent.setup();
    const { sent } = renderApp("/settings/aliases", { signedInAs: "alice" });
    const field = await screen.findByRole("combobox", { name: "Fediverse address" });
    const add = screen.getByRole("button", { name: "Add" });
    expect(add).toBeDisabled();
    await user.type(field, "   ");
    expect(add).toBeDisabled();
    await user.type(field, "carol@remote.example ");
    await user.click(add);
    const list = await declared();
    expect(await within(list).findByText("@carol@remote.example")).toBeInTheDocument();
    expect(field).toHaveValue("");
    const search = sent.find((item) => item.request.startsWith("GET /api/v1/accounts/search"));
    expect(search?.request).toContain("q=carol%40remote.example");
    expect(search?.request).toContain("limit=5");
    expect(sent.find((item) => item.request === "POST /api/v1/settings/aliases")?.body).toEqual({
      acct: "carol@remote.example",
    });
  });

  it("offers the matches when the answer is not one exact match", async () => {
    const user = userEvent.setup();
    renderApp("/settings/aliases", { signedInAs: "alice" });
    await user.type(await screen.findByRole("combobox", { name: "Fediverse address" }), "er");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const matches = await screen.findByRole("listbox", { name: "Matching profiles" });
    await user.click(within(matches).getByRole("option", { name: /@erin@/ }));
    const list = await declared();
    expect(await within(list).findByText(/^@erin@/)).toBeInTheDocument();
  });

  it("says 'Profile not found' for no match and keeps Add disabled until the address changes", async () => {
    const user = userEvent.setup();
    const { sent } = renderApp("/settings/aliases", { signedInAs: "alice" });
    const field = await screen.findByRole("combobox", { name: "Fediverse address" });
    await user.type(field, "nobody@nowhere.example");
    const add = screen.getByRole("button", { name: "Add" });
    await user.click(add);
    await waitFor(() => expect(field).toHaveAccessibleDescription("Profile not found"));
    expect(add).toBeDisabled();
    expect(sent.some((item) => item.request === "POST /api/v1/settings/aliases")).toBe(false);
    await user.type(field, "x");
    expect(add).toBeEnabled();
  });

  it("shows the server's refusal under the field", async () => {
    const user = userEvent.setup();
    renderApp("/settings/aliases", { signedInAs: "alice" });
    await user.type(await screen.findByRole("combobox", { name: "Fediverse address" }), "alice");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(
        screen.getByRole("combobox", { name: "Fediverse address" }),
      ).toHaveAccessibleDescription("alias must differ from current account"),
    );
  });
});

describe("import followers", () => {
  it("warns a user without an identity proof before the list is pasted, with a link to add one", async () => {
    const { requests } = renderApp("/settings/import-followers", { signedInAs: "bob" });
    const notice = await screen.findByText(
      /moves followers only to an account with an identity proof/,
    );
    expect(within(notice).getByRole("link", { name: "Add an identity proof" })).toHaveAttribute(
      "href",
      "/settings/identity-proof",
    );
    // Read from the signed-in user: no call of its own.
    expect(requests.filter((r) => /identity_(proof|claim)/.test(r))).toEqual([]);
  });

  it("says nothing of it to a user who has a proof", async () => {
    renderApp("/settings/import-followers", { signedInAs: "alice" });
    expect(
      await screen.findByRole("textbox", { name: "Actor ID of the old account" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/identity proof/)).toBeNull();
  });
});
