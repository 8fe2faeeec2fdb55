import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { ANY_SERVER, DEMO_SERVER } from "./support/config";
import { expect, signIn, test } from "./support/fixtures";

/** The requests the page sends whose path ends as given, recorded from now on. */
function recorder(page: Page, suffix: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(suffix)) seen.push(request);
  });
  return seen;
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("the settings page has every section in order, with links to requests and mutes", async ({
  page,
  axe,
}) => {
  await signIn(page, "alice", { at: "/settings" });
  // Posting defaults and sessions are kept by today's servers only.
  const today = DEMO_SERVER === "5.9";
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Profile",
    "Subscriptions",
    ...(today ? ["Posts"] : []),
    "Appearance",
    "Home timeline filters",
    "Authentication",
    ...(today ? ["Sessions"] : []),
    "Identities",
    "Export",
    "Delete account",
    "Experiments",
  ]);
  const links: Record<string, [string, string][]> = {
    Profile: [
      ["Edit profile", "/settings/profile"],
      ["Follow requests", "/follow-requests"],
      ["Muted users", "/mutes"],
    ],
    Subscriptions: [["Subscription settings", "/subscriptions/settings"]],
    Identities: [
      ["Aliases", "/settings/aliases"],
      ["Link minisign key", "/settings/identity-proof"],
    ],
    Experiments: [
      ["Import follows", "/settings/import-follows"],
      ["Import followers", "/settings/import-followers"],
      ["Move followers", "/settings/move-followers"],
    ],
  };
  for (const [title, expected] of Object.entries(links)) {
    const found = section(page, title).getByRole("link");
    await expect(found).toHaveText(expected.map(([name]) => name));
    for (const [index, [, path]] of expected.entries()) {
      await expect(found.nth(index)).toHaveAttribute("href", path);
    }
  }
  await expect(section(page, "Authentication").getByRole("listitem")).toHaveText(["Password"]);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
    expect(await axe(page)).toEqual([]);
  }
  // At phone width nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  const download = section(page, "Export").getByRole("button", { name: "Download followers" });
  await download.scrollIntoViewIfNeeded();
  await expect(download).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axe(page)).toEqual([]);
});

test("the subscriptions section is hidden without the permission or without chain support", async ({
  page,
  demo,
}) => {
  await signIn(page, "reader", { at: "/settings" });
  await expect(section(page, "Appearance")).toBeVisible();
  await expect(section(page, "Subscriptions")).toHaveCount(0);

  await demo.patchInstance({
    blockchains: [
      {
        chain_id: "monero:76ee3cc98646292206cd3e86f74d88b4",
        // 5.9 always sends the metadata as an object; 3.10 may send null.
        chain_metadata:
          DEMO_SERVER === "5.9"
            ? { is_forwarding_required: true, payment_amount_min: 1_000_000_000 }
            : null,
        features: { subscriptions: false },
      },
    ],
  });
  await page.evaluate(() => localStorage.clear());
  await signIn(page, "alice", { at: "/settings" });
  await expect(section(page, "Appearance")).toBeVisible();
  await expect(section(page, "Subscriptions")).toHaveCount(0);
});

test(
  "change password: disabled until both match, success clears, failure shows the message",
  { tag: ANY_SERVER },
  async ({ page, demo }) => {
    await signIn(page, "alice", { at: "/settings" });
    const password = page.getByLabel("New password", { exact: true });
    const confirmation = page.getByLabel("Confirm new password");
    const save = page.getByRole("button", { name: "Save password" });
    await expect(save).toBeDisabled();
    await password.fill("better-secret");
    await expect(save).toBeDisabled();
    await confirmation.fill("better-secreT");
    await expect(save).toBeDisabled();
    await expect(page.getByText("The passwords do not match")).toBeVisible();

    await demo.fail({
      path: "/api/v1/settings/change_password",
      status: 400,
      error_description: "password is too short",
    });
    await confirmation.fill("better-secret");
    await save.click();
    await expect(
      page.getByRole("alert").filter({ hasText: "password is too short" }),
    ).toBeVisible();
    await expect(password).toHaveValue("better-secret");

    await save.click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(password).toHaveValue("");
    await expect(confirmation).toHaveValue("");
    await expect(save).toBeDisabled();

    // The new password signs in.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, "alice", { password: "better-secret" });
  },
);

test(
  "both exports download as CSV files; a failed one shows the message",
  { tag: ANY_SERVER },
  async ({ page, demo }) => {
    await signIn(page, "alice", { at: "/settings" });
    const exports = section(page, "Export");
    await expect(exports.getByRole("listitem")).toHaveText([
      /^\d+ following\s*Download follows$/,
      /^\d+ followers\s*Download followers$/,
    ]);

    for (const [index, button, file] of [
      [0, "Download follows", "follows.csv"],
      [1, "Download followers", "followers.csv"],
    ] as const) {
      const shown = Number(
        /^\d+/.exec(await exports.getByRole("listitem").nth(index).innerText())?.[0],
      );
      const download = page.waitForEvent("download");
      await exports.getByRole("button", { name: button }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(file);
      const text = readFileSync(await saved.path(), "utf8");
      const lines = text.trim().split("\n");
      // One address per line, as many as the count beside the button.
      expect(lines).toHaveLength(shown);
      // Names may hold hyphens on servers from 4.8 (and groups' names do).
      for (const line of lines) expect(line).toMatch(/^[a-z0-9_-]+@[a-z0-9.:-]+$/i);
    }

    await demo.fail({
      path: "/api/v1/settings/export_followers",
      status: 500,
      error_description: "export failed",
    });
    await exports.getByRole("button", { name: "Download followers" }).click();
    await expect(exports.getByRole("alert")).toHaveText("export failed");
  },
);

test(
  "delete account: dismissed sends nothing; confirmed ends the session on the landing page",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await signIn(page, "alice", { at: "/settings" });
    const deletes = recorder(page, "/api/v1/settings/delete_account");
    const open = section(page, "Delete account").getByRole("button", { name: "Delete account" });
    await open.click();
    let dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(
      "Are you sure you want to delete your account? This can not be undone.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.press("Enter");
    dialog = page.getByRole("dialog");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect(deletes).toHaveLength(0);

    await open.click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(deletes).toHaveLength(1);
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The account is gone: its password no longer signs in.
    await page.getByLabel("Username", { exact: true }).fill("alice");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("mitra-demo");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ }).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
  },
);

test("aliases: 'Unknown', remove, and add by exact match, suggestion or none", async ({
  page,
  demo,
  axe,
}) => {
  await signIn(page, "alice", { at: "/settings" });
  await section(page, "Identities").getByRole("link", { name: "Aliases" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Aliases" })).toBeVisible();
  await expect(page.getByText(/before you move your followers/i)).toBeVisible();
  const declared = page.getByRole("list", { name: "Declared aliases" });
  await expect(declared.getByText("Unknown")).toBeVisible();
  expect(await axe(page)).toEqual([]);

  const field = page.getByRole("combobox", { name: "Fediverse address" });
  const add = page.getByRole("button", { name: "Add", exact: true });
  await expect(add).toBeDisabled();

  // No match.
  await field.fill("nobody@nowhere.example");
  await add.click();
  await expect(page.getByText("Profile not found")).toBeVisible();
  await expect(add).toBeDisabled();

  // One exact match is added at once.
  await field.fill("  carol@remote.example ");
  await expect(add).toBeEnabled();
  await add.click();
  await expect(declared.getByText("@carol@remote.example")).toBeVisible();
  await expect(field).toHaveValue("");

  // Several matches are offered.
  await field.fill("er");
  await field.press("Enter");
  const matches = page.getByRole("listbox", { name: "Matching profiles" });
  await matches.getByRole("option", { name: /@erin@/ }).click();
  await expect(declared.getByText(/^@erin@/)).toBeVisible();

  // The server's refusal shows under the field.
  await demo.fail({
    path: "/api/v1/settings/aliases",
    status: 400,
    error_description: "at most 10 aliases are allowed",
  });
  await field.fill("frank@remote.example");
  await add.click();
  await expect(page.getByText("at most 10 aliases are allowed")).toBeVisible();

  // Remove.
  await declared
    .getByRole("button", { name: "Remove alias https://social.example/users/alice_old" })
    .click();
  await expect(declared.getByText("Unknown")).toHaveCount(0);
  await expect(declared.getByRole("listitem")).toHaveCount(2);
});

test("import follows: disabled while empty, failure keeps the text, success goes to the own profile", async ({
  page,
  demo,
}) => {
  await signIn(page, "alice", { at: "/settings/import-follows" });
  const csv = page.getByLabel("Addresses (CSV)");
  const submit = page.getByRole("button", { name: "Import" });
  await expect(submit).toBeDisabled();
  await csv.fill("not an address");
  await submit.click();
  // One line that is not an address refuses the whole list.
  await expect(
    page.getByRole("alert").filter({ hasText: "invalid webfinger address" }),
  ).toBeVisible();
  await expect(csv).toHaveValue("not an address");

  const imports = recorder(page, "/api/v1/settings/import_follows");
  await demo.fail({
    path: "/api/v1/settings/import_follows",
    status: 429,
    text: "Too Many Requests",
  });
  await csv.fill("grace@fedi.example\n");
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "Too Many Requests" })).toBeVisible();
  await submit.click();
  await page.waitForURL((url) => url.pathname === "/@alice");
  expect(imports.map((request) => request.postDataJSON() as unknown)).toEqual([
    { follows_csv: "grace@fedi.example\n" },
    { follows_csv: "grace@fedi.example\n" },
  ]);
});

test("import followers: both inputs needed, failure in an error box, success goes to the own profile", async ({
  page,
  axe,
}) => {
  await signIn(page, "alice", { at: "/settings/import-followers" });
  const from = page.getByLabel("Actor ID of the old account");
  const csv = page.getByLabel("Addresses (CSV)");
  const submit = page.getByRole("button", { name: "Import" });
  await expect(submit).toBeDisabled();
  await csv.fill("dave@social.example");
  await expect(submit).toBeDisabled();
  // A profile the server knows that shares no identity proof with alice.
  await from.fill("https://remote.example/users/carol");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "old profile is not an alias" }),
  ).toBeVisible();
  await expect(from).toHaveValue("https://remote.example/users/carol");
  await expect(csv).toHaveValue("dave@social.example");
  expect(await axe(page)).toEqual([]);

  await from.fill("https://social.example/users/alice_old");
  await submit.click();
  await page.waitForURL((url) => url.pathname === "/@alice");
});

test("import followers says before the list is pasted that an identity proof is needed", async ({
  page,
  axe,
}) => {
  // alice has a proof: nothing to say.
  await signIn(page, "alice", { at: "/settings/import-followers" });
  await expect(page.getByLabel("Actor ID of the old account")).toBeVisible();
  await expect(page.getByText(/identity proof/)).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Log out" })
    .click();

  await signIn(page, "bob", { at: "/settings/import-followers" });
  const notice = page.getByText(/moves followers only to an account with an identity proof/);
  await expect(notice).toBeVisible();
  expect(await axe(page)).toEqual([]);
  // The server refuses the import without one, with its own message.
  await page.getByLabel("Actor ID of the old account").fill("https://social.example/users/bob");
  await page.getByLabel("Addresses (CSV)").fill("dave@social.example");
  await page.getByRole("button", { name: "Import" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "identity proof is required" }),
  ).toBeVisible();
  await notice.getByRole("link", { name: "Add an identity proof" }).click();
  await expect(page).toHaveURL(/\/settings\/identity-proof$/);
});

test("move followers: the target is shown before the move, failure inline, success on its profile", async ({
  page,
  axe,
}) => {
  await signIn(page, "alice", { at: "/settings/move-followers" });
  await expect(page.getByRole("heading", { level: 1, name: "Move followers" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Aliases" })).toHaveAttribute(
    "href",
    "/settings/aliases",
  );
  const target = page.getByLabel("Target address");
  const move = page.getByRole("button", { name: "Move", exact: true });
  await expect(move).toBeDisabled();
  await target.fill("@");
  await expect(move).toBeDisabled();

  // Not an alias yet: the server refuses, and says so under the field.
  const moves = recorder(page, "/api/v1/settings/move_followers");
  await target.fill("@carol@remote.example");
  await move.click();
  const confirm = page.getByRole("region", { name: "Your followers will move to this profile:" });
  await expect(confirm.getByRole("link", { name: /@carol@remote\.example/ })).toBeVisible();
  await confirm.getByRole("button", { name: "Move followers" }).click();
  await expect(page.getByText("target is not an alias")).toBeVisible();
  expect(await axe(page)).toEqual([]);
  expect(moves.map((request) => request.postDataJSON() as unknown)).toEqual([
    { target_acct: "carol@remote.example" },
  ]);

  // Erin lists alice among her aliases: alice declares Erin too, then moves.
  await page.goto("/settings/aliases");
  await page.getByRole("combobox", { name: "Fediverse address" }).fill("erin@mastodon.example");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(
    page.getByRole("list", { name: "Declared aliases" }).getByText("@erin@mastodon.example"),
  ).toBeVisible();

  await page.getByRole("link", { name: "Move followers" }).click();
  await page.getByLabel("Target address").fill("erin@mastodon.example");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await page.getByRole("button", { name: "Move followers" }).click();
  await page.waitForURL((url) => url.pathname === "/@erin@mastodon.example");
});
