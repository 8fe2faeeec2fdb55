import type { Page } from "@playwright/test";
import { expect, nextCreatedPost, signIn, test } from "../support/fixtures";
import { holdRequests } from "../support/hold";

/** The poll of the post shown on its page. */
const pollOf = (page: Page, id: string) =>
  page.locator(`article[data-post-id="${id}"]`).getByRole("group", { name: "Poll" });

test("a poll voted: the button waits for the answer, then the results show", async ({
  page,
  demo,
  axe,
}) => {
  const id = await demo.fixture("pollSingle");
  await signIn(page, "alice");
  // A slow answer, so the vote is seen in flight.
  const release = await holdRequests(page, /\/api\/v1\/polls\/[^/]+\/votes$/);
  await page.goto(`/post/${id}`);
  const poll = pollOf(page, id);
  await expect(poll.getByText("5 people voted · 2 days left")).toBeVisible();
  expect(await axe(page, { include: [".post-poll"] })).toEqual([]);
  const vote = poll.getByRole("button", { name: "Vote" });
  await expect(vote).toBeDisabled();
  await poll.getByRole("radio", { name: "24–70 mm zoom" }).check();
  const sent = page.waitForRequest((request) => request.url().includes("/votes"));
  await vote.click();
  expect((await sent).postDataJSON()).toEqual({ choices: [1] });
  await expect(vote).toBeDisabled();
  await expect(poll.getByRole("radio", { name: "24–70 mm zoom" })).toBeDisabled();
  release();
  await expect(poll.getByText("Your choice")).toBeAttached();
  await expect(poll.getByRole("button", { name: "Vote" })).toHaveCount(0);
  await expect(poll.getByRole("listitem").nth(1)).toContainText("50%");
  await expect(poll.getByText("6 people voted · 2 days left")).toBeVisible();
  // Focus moved to the results, not to the top of the page.
  await expect(poll.getByRole("list")).toBeFocused();
  expect(await axe(page, { include: [".post-poll"] })).toEqual([]);
  // The vote is the server's: it stays after a reload.
  await page.reload();
  await expect(poll.getByText("Your choice")).toBeAttached();
});

test("a vote the server refuses: the message shows and the choice stays", async ({
  page,
  demo,
}) => {
  const id = await demo.fixture("pollVoted");
  await signIn(page, "bob", { at: `/post/${id}` });
  const poll = pollOf(page, id);
  await poll.getByRole("radio", { name: "Water, honestly" }).check();
  // The poll closes while bob decides.
  await demo.fail({
    method: "POST",
    path: `/api/v1/polls/${id}/votes`,
    status: 422,
    error_description: "poll has ended",
  });
  await poll.getByRole("button", { name: "Vote" }).click();
  await expect(page.getByText("poll has ended")).toBeVisible();
  await expect(poll.getByRole("radio", { name: "Water, honestly" })).toBeChecked();
  await expect(poll.getByRole("button", { name: "Vote" })).toBeEnabled();
});

test("a closed poll shows its results and takes no vote", async ({ page, demo }) => {
  const id = await demo.fixture("pollExpired");
  await signIn(page, "alice", { at: `/post/${id}` });
  const poll = pollOf(page, id);
  await expect(poll.getByText("6 people voted · Closed")).toBeVisible();
  await expect(poll.getByRole("radio")).toHaveCount(0);
  await expect(poll.getByRole("listitem").nth(1)).toContainText("Most votes");
});

test("a poll published from the editor shows in the home timeline", async ({ page, axe }) => {
  await signIn(page, "alice");
  const form = page.getByRole("form", { name: "New post" });
  await form.getByRole("combobox", { name: "New post" }).fill("Where to for the photo walk?");
  await form.getByRole("button", { name: "Add a poll" }).click();
  const editor = form.getByRole("group", { name: "Poll" });
  await editor.getByRole("textbox", { name: "Option 1" }).fill("Harbour");
  await editor.getByRole("textbox", { name: "Option 2" }).fill("Old town :blobcat:");
  await editor.getByRole("button", { name: "Add option" }).click();
  await expect(editor.getByRole("textbox", { name: "Option 3" })).toBeFocused();
  await page.keyboard.type("Park");
  await editor.getByRole("combobox", { name: "Poll duration" }).selectOption({ label: "3 days" });
  await expect(form.getByLabel("Add images or other media")).toBeDisabled();
  expect(await axe(page, { include: [".editor"] })).toEqual([]);
  // The poll is part of the draft: a reload keeps it.
  await page.reload();
  await expect(editor.getByRole("textbox", { name: "Option 3" })).toHaveValue("Park");

  const created = nextCreatedPost(page);
  await form.getByRole("button", { name: "Publish" }).click();
  const { id, sent } = await created;
  expect(sent.poll).toEqual({
    options: ["Harbour", "Old town :blobcat:", "Park"],
    expires_in: 259_200,
    multiple: false,
  });
  const card = page.getByRole("feed", { name: "Home" }).locator(`article[data-post-id="${id}"]`);
  const poll = card.getByRole("group", { name: "Poll" });
  // The author sees the (empty) results, with the emoji drawn.
  await expect(poll.getByRole("listitem")).toHaveCount(3);
  await expect(poll.getByRole("img", { name: ":blobcat:" })).toBeVisible();
  await expect(poll.getByText("0 people voted · 2 days left")).toBeVisible();
  await expect(form.getByRole("group", { name: "Poll" })).toHaveCount(0);
});
