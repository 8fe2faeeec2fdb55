import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "../../../demo/app";
import { call } from "../../../demo/testing";
import { renderApp } from "../../test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const composer = () => screen.findByRole("form", { name: "New post" });

describe("post editor", () => {
  it("keeps every keystroke as a draft under post_content_new", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    const box = within(await composer()).getByRole("combobox", { name: "New post" });
    await user.type(box, "Draft in progress");
    expect(localStorage.getItem("post_content_new")).toBe("Draft in progress");
  });

  it("counts down under 100 characters left and blocks an over-long post", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp();
    await call(demo, "PATCH", "/__demo/instance", {
      body: { configuration: { statuses: { max_characters: 120 } } },
    });
    renderApp("/home", { demo, signedInAs: "alice" });
    const form = await composer();
    const box = within(form).getByRole("combobox", { name: "New post" });
    const publish = within(form).getByRole("button", { name: "Publish" });
    expect(publish).toBeDisabled();
    await user.type(box, "x".repeat(20));
    expect(within(form).queryByText(/characters left/)).toBeNull();
    await user.type(box, "x");
    expect(within(form).getByText("99 characters left")).toBeInTheDocument();
    expect(publish).toBeEnabled();
    await user.click(box);
    await user.paste("y".repeat(100));
    expect(within(form).getByText("1 character too many")).toBeInTheDocument();
    expect(publish).toBeDisabled();
  });

  it("offers the instance's file types, with .m4v when it takes video/x-m4v", async () => {
    const demo = createDemoApp();
    await call(demo, "PATCH", "/__demo/instance", {
      body: {
        configuration: {
          media_attachments: { supported_mime_types: ["image/png", "video/x-m4v"] },
        },
      },
    });
    renderApp("/home", { demo, signedInAs: "alice" });
    const input = within(await composer()).getByLabelText("Add images or other media");
    expect(input).toHaveAttribute("accept", "image/png,video/x-m4v,.m4v");
  });

  it("tells when an upload fails, with the message, and attaches nothing", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp();
    await call(demo, "POST", "/__demo/fail", {
      body: { method: "POST", path: "/api/v1/media", status: 413, text: "Payload Too Large" },
    });
    renderApp("/home", { demo, signedInAs: "alice" });
    const form = await composer();
    const png = Uint8Array.from(atob("iVBORw0KGgo="), (char) => char.charCodeAt(0));
    await user.upload(
      within(form).getByLabelText("Add images or other media"),
      new File([png], "big.png", { type: "image/png" }),
    );
    expect(await screen.findByText("request body is too large")).toBeInTheDocument();
    expect(within(form).queryByRole("textbox", { name: /^Description of attachment/ })).toBeNull();
  });

  it("mentions: Tab picks the highlighted person; Escape closes the list for that mention", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    const box = within(await composer()).getByRole("combobox", { name: "New post" });
    await user.type(box, "Hi @da");
    // After the 500 ms pause, up to 4 people (the list floats outside the form).
    const list = await screen.findByRole("listbox", { name: "People to mention" });
    const options = within(list).getAllByRole("option");
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(4);
    expect(box).toHaveAttribute("aria-expanded", "true");
    const handle = within(options[0] as HTMLElement).getByText(/^@/).textContent;
    await user.keyboard("{Tab}");
    expect(box).toHaveValue(`Hi ${handle} `);
    expect(box).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());

    await user.type(box, "and @da");
    await screen.findByRole("listbox", { name: "People to mention" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(box).toHaveValue(`Hi ${handle} and @da`);
    // The same mention stays dismissed as it grows.
    await user.type(box, "v");
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole("listbox")).toBeNull();
  }, 30_000);

  it("is not shown to a user without create_post", async () => {
    renderApp("/home", { signedInAs: "reader" });
    await screen.findByText(/Your account is read-only/);
    await waitFor(() => expect(screen.queryByRole("form", { name: "New post" })).toBeNull());
  });
});
