import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";
// The editor is a lazy chunk: loading it with this file spares the first
// test its transform, which took over 15 s on a busy machine.
import "./PostEditor";
import { ownItem } from "@/test/storage";

afterEach(() => vi.unstubAllGlobals());

const composer = () => screen.findByRole("form", { name: "New post" }, { timeout: 15_000 });

describe("poll in the post editor", () => {
  it("publishes a poll within the instance's limits, and keeps it in the draft meanwhile", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const app = renderApp("/home", { demo, signedInAs: "alice" });
    const form = await composer();
    await user.type(within(form).getByRole("combobox", { name: "New post" }), "Lunch?");
    await user.click(within(form).getByRole("button", { name: "Add a poll" }));
    const poll = within(form).getByRole("group", { name: "Poll" });
    const publish = within(form).getByRole("button", { name: "Publish" });
    // Two empty options: nothing to send yet.
    expect(within(poll).getByText("Fill in every option of the poll")).toBeInTheDocument();
    expect(publish).toBeDisabled();
    await user.type(within(poll).getByRole("textbox", { name: "Option 1" }), "Soup");
    await user.type(within(poll).getByRole("textbox", { name: "Option 2" }), "Salad");
    // Up to max_options (4): then no more "Add option".
    await user.click(within(poll).getByRole("button", { name: "Add option" }));
    await waitFor(() =>
      expect(within(poll).getByRole("textbox", { name: "Option 3" })).toHaveFocus(),
    );
    await user.keyboard("Noodles");
    await user.click(within(poll).getByRole("button", { name: "Add option" }));
    await user.keyboard("Nothing");
    expect(within(poll).queryByRole("button", { name: "Add option" })).toBeNull();
    await user.click(within(poll).getByRole("button", { name: "Remove option 4" }));
    expect(within(poll).getAllByRole("textbox")).toHaveLength(3);
    await user.click(within(poll).getByRole("checkbox", { name: "Allow multiple choices" }));
    await user.selectOptions(
      within(poll).getByRole("combobox", { name: "Poll duration" }),
      "6 hours",
    );
    expect(JSON.parse(ownItem("post_content_new") ?? "")).toMatchObject({
      poll: { options: ["Soup", "Salad", "Noodles"], expiresIn: 21_600, multiple: true },
    });
    // No attachments next to a poll.
    expect(within(form).getByLabelText("Add images or other media")).toBeDisabled();

    await user.click(publish);
    await waitFor(() => expect(within(form).queryByRole("group", { name: "Poll" })).toBeNull());
    const created = app.sent.find((each) => each.request === "POST /api/v1/statuses");
    expect(created?.body).toMatchObject({
      status: "Lunch?",
      poll: { options: ["Soup", "Salad", "Noodles"], expires_in: 21_600, multiple: true },
    });
    expect(ownItem("post_content_new")).toBeNull();
  }, 30_000);

  it("counts each option's characters and blocks one over max_characters_per_option", async () => {
    const user = userEvent.setup();
    renderApp("/home", { demo: createDemoApp({ server: "5.9" }), signedInAs: "alice" });
    const form = await composer();
    await user.type(within(form).getByRole("combobox", { name: "New post" }), "Pick");
    await user.click(within(form).getByRole("button", { name: "Add a poll" }));
    const poll = within(form).getByRole("group", { name: "Poll" });
    const first = within(poll).getByRole("textbox", { name: "Option 1" });
    await user.type(within(poll).getByRole("textbox", { name: "Option 2" }), "Short");
    expect(first).toHaveAccessibleDescription("50 characters left");
    await user.click(first);
    await user.paste("x".repeat(51));
    expect(first).toHaveAccessibleDescription("1 character too many");
    expect(within(poll).getByText("A poll option is too long")).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "Publish" })).toBeDisabled();
    // The durations offered lie within min_expiration … max_expiration.
    const durations = within(poll)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(durations).toEqual([
      "5 minutes",
      "30 minutes",
      "1 hour",
      "6 hours",
      "12 hours",
      "1 day",
      "3 days",
      "7 days",
    ]);
    await user.click(within(poll).getByRole("button", { name: "Remove poll" }));
    expect(within(form).queryByRole("group", { name: "Poll" })).toBeNull();
    await waitFor(() =>
      expect(within(form).getByRole("button", { name: "Add a poll" })).toHaveFocus(),
    );
  });

  it("is not offered on a server that cannot publish polls", async () => {
    renderApp("/home", { signedInAs: "alice" });
    const form = await composer();
    expect(within(form).getByLabelText("Add images or other media")).toBeInTheDocument();
    expect(within(form).queryByRole("button", { name: "Add a poll" })).toBeNull();
  });
});
