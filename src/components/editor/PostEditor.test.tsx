import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { call, fixedToken, list, obj } from "@demo/testing";
import { nth } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";
// The editor is a lazy chunk: loading it with this file spares the first
// test its transform, which took over 15 s on a busy machine.
import "./PostEditor";
import { ownItem } from "@/test/storage";

afterEach(() => vi.unstubAllGlobals());

const composer = () => screen.findByRole("form", { name: "New post" }, { timeout: 15_000 });

describe("post editor", () => {
  it("keeps every keystroke as a draft under post_content_new", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    const box = within(await composer()).getByRole("combobox", { name: "New post" });
    // A post may be written in either direction, whatever the UI's.
    expect(box).toHaveAttribute("dir", "auto");
    await user.type(box, "Draft in progress");
    expect(JSON.parse(ownItem("post_content_new") ?? "")).toMatchObject({
      text: "Draft in progress",
    });
  });

  it("counts down under 100 characters left and blocks an over-long post", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
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
    const demo = createDemoApp({ server: "3.10" });
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
    const demo = createDemoApp({ server: "3.10" });
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

  it("attaches up to the instance's limit and says the other files were left out", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "PATCH", "/__demo/instance", {
      body: { configuration: { statuses: { max_media_attachments: 2 } } },
    });
    renderApp("/home", { demo, signedInAs: "alice" });
    const form = await composer();
    const png = Uint8Array.from(atob(PNG), (char) => char.charCodeAt(0));
    await user.upload(
      within(form).getByLabelText("Add images or other media"),
      ["a.png", "b.png", "c.png"].map((name) => new File([png], name, { type: "image/png" })),
    );
    expect(
      await screen.findByText(
        "A post can have up to 2 attachments: the other files were not added",
      ),
    ).toBeInTheDocument();
    await within(form).findByRole("textbox", { name: "Description of attachment 2" });
    expect(within(form).queryByRole("textbox", { name: "Description of attachment 3" })).toBeNull();
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

const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** An attachment uploaded to the demo as alice, as a draft keeps it. */
async function uploaded(demo: DemoApp, draftDescription: string) {
  const { body } = await call(demo, "POST", "/api/v1/media", {
    token: fixedToken("alice"),
    body: { file: PNG, media_type: "image/png" },
  });
  return { ...obj(body), draftDescription };
}

describe("drafts", () => {
  it("brings back attachments, descriptions, the sensitive mark and visibility, and sends them", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    const first = await uploaded(demo, "Boats at dawn");
    const second = await uploaded(demo, "The pier");
    const draft = JSON.stringify({
      version: 2,
      text: "Two frames",
      attachments: [first, second],
      sensitive: true,
      visibility: "private",
    });
    renderApp("/home", { demo, signedInAs: "alice", storedDrafts: { new: draft } });
    const form = await composer();
    expect(within(form).getByRole("combobox", { name: "New post" })).toHaveValue("Two frames");
    expect(within(form).getByRole("textbox", { name: "Description of attachment 1" })).toHaveValue(
      "Boats at dawn",
    );
    expect(within(form).getByRole("textbox", { name: "Description of attachment 2" })).toHaveValue(
      "The pier",
    );
    expect(within(form).getByRole("checkbox", { name: "Sensitive content" })).toBeChecked();
    expect(within(form).getByRole("combobox", { name: "Visibility" })).toHaveValue("private");

    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(ownItem("post_content_new")).toBe(null));
    const { body } = await call(demo, "GET", "/api/v1/timelines/home", {
      token: fixedToken("alice"),
    });
    const [sent] = list(body);
    expect(sent).toMatchObject({ sensitive: true, visibility: "private" });
    expect(list(sent?.media_attachments).map((media) => media.description)).toEqual([
      "Boats at dawn",
      "The pier",
    ]);
  });

  it("reads an old draft, kept as plain text", async () => {
    renderApp("/home", {
      signedInAs: "alice",
      storedDrafts: { new: "Written before drafts kept media" },
    });
    expect(within(await composer()).getByRole("combobox", { name: "New post" })).toHaveValue(
      "Written before drafts kept media",
    );
  });

  it("keeps a draft of attachments only, and follows removing one and unticking sensitive", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    const form = await composer();
    const png = Uint8Array.from(atob(PNG), (char) => char.charCodeAt(0));
    await user.upload(within(form).getByLabelText("Add images or other media"), [
      new File([png], "one.png", { type: "image/png" }),
      new File([png], "two.png", { type: "image/png" }),
    ]);
    await within(form).findByRole("textbox", { name: "Description of attachment 2" });
    await user.click(within(form).getByRole("checkbox", { name: "Sensitive content" }));
    const stored = () => JSON.parse(ownItem("post_content_new") ?? "null") as unknown;
    await waitFor(() =>
      expect(stored()).toMatchObject({ text: "", sensitive: true, attachments: [{}, {}] }),
    );
    await user.click(within(form).getByRole("button", { name: "Remove attachment 1" }));
    await user.click(within(form).getByRole("checkbox", { name: "Sensitive content" }));
    await waitFor(() => expect(stored()).toMatchObject({ sensitive: false, attachments: [{}] }));
    await user.click(within(form).getByRole("button", { name: "Remove attachment 1" }));
    await waitFor(() => expect(stored()).toBe(null));
  });
});

describe("after publishing", () => {
  it("a reply from a timeline counts on its parent at once, confirms with a link, and focuses the card", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "bob" });
    const feed = await screen.findByRole("feed", { name: "Home" });
    const card = nth(within(feed).getAllByRole("article"), 0, "card");
    const id = card.getAttribute("data-post-id") ?? "";
    const copies = () =>
      within(feed)
        .getAllByRole("article")
        .filter((article) => article.getAttribute("data-post-id") === id);
    const replyButton = within(card).getByRole("button", { name: "Reply" });
    const before = Number(replyButton.textContent);
    await user.click(replyButton);
    const form = await within(card).findByRole("form", { name: "Reply" });
    await user.type(within(form).getByRole("combobox", { name: "Reply" }), "Agreed!");
    await user.click(within(form).getByRole("button", { name: "Publish" }));

    await waitFor(() => expect(within(card).queryByRole("form")).toBeNull());
    for (const copy of copies()) {
      expect(within(copy).getByRole("button", { name: "Reply" })).toHaveTextContent(
        String(before + 1),
      );
    }
    // The toast's live region, not the mention box's announcement.
    const status = await waitFor(() =>
      nth(
        screen.getAllByRole("status").filter((region) => region.textContent.includes("Reply sent")),
        0,
        "toast",
      ),
    );
    expect(within(status).getByText("Reply sent")).toBeInTheDocument();
    const link = within(status).getByRole("link", { name: "View reply" });
    expect(link.getAttribute("href")).toMatch(/^\/post\/[\w-]+$/);
    expect(link.getAttribute("href")).not.toBe(`/post/${id}`);
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});
