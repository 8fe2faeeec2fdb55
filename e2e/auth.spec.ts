import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { ANY_SERVER, DEMO_SERVER, DEMO_URL } from "./support/config";
import { currentAccountId, keyOfAccount } from "./support/views";

/** The current account's token, where the app keeps it (under the account's own keys). */
async function currentToken(page: Page): Promise<string | null> {
  const id = await currentAccountId(page);
  if (id === null) return null;
  return page.evaluate((key) => localStorage.getItem(key), keyOfAccount(id, "auth_token"));
}

test("the landing page presents the instance and its sign-in options", async ({ page, axe }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Mitra Demo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Learn more" })).toHaveAttribute("href", "/about");
  await expect(page.getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/local");
  await expect(page.getByRole("link", { name: "Ethereum Wallet" })).toHaveAttribute(
    "href",
    "/ethereum",
  );
  const types = page.getByRole("combobox", { name: "Sign in with" });
  await expect(types).toHaveValue("password");
  await expect(types.getByRole("option")).toHaveText(["Password", "Ethereum", "Monero"]);
  // The instance host follows the @ of the username field.
  const host = new URL(page.url()).hostname;
  await expect(page.getByText(`@${host}`, { exact: false })).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test("signing in with a password lands on home, with the user in the top bar", async ({ page }) => {
  await page.goto("/");
  const submit = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Username", { exact: true }).fill("alice");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Password", { exact: true }).fill("mitra-demo");
  await submit.click();
  await page.waitForURL((url) => url.pathname === "/home");
  await expect(page.getByRole("link", { name: /My profile, @alice/ })).toBeVisible();
  expect(await currentToken(page)).toBeTruthy();
});

test(
  "a wrong password shows the server's message and keeps what was typed",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Username", { exact: true }).fill("alice");
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).not.toBeEmpty();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel("Username", { exact: true })).toHaveValue("alice");
    // Switching between sign-in and sign-up clears the error.
    await page.getByRole("button", { name: "Don't have an account? Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
  },
);

test("a sixth sign-in within two minutes shows the rate limiter's refusal and keeps what was typed", async ({
  page,
  demo,
}) => {
  await demo.setRateLimits(true);
  // Five sign-ins from this address (the browser's too: one machine).
  for (let i = 0; i < 5; i++) {
    const answer = await page.request.post("/oauth/token", {
      data: { grant_type: "password", username: "bob", password: "mitra-demo" },
    });
    expect(answer.status()).toBe(200);
  }
  await page.goto("/");
  await page.getByLabel("Username", { exact: true }).fill("alice");
  await page.getByLabel("Password", { exact: true }).fill("mitra-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The limiter answers in plain text; the form shows the status.
  await expect(page.getByRole("alert")).toHaveText("Too Many Requests");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel("Username", { exact: true })).toHaveValue("alice");
});

test("the username rule shows its message and blocks the form", async ({ page }) => {
  // 5.9 also takes upper case and hyphens, so a dot is what breaks its rule.
  const [invalid, rule] =
    DEMO_SERVER === "5.9"
      ? ["Alice.1", "Only letters, numbers, hyphens and underscores are allowed."]
      : ["Alice-1", "Only lowercase letters, numbers and underscores are allowed."];
  await page.goto("/");
  await page.getByLabel("Username", { exact: true }).fill(invalid);
  await page.getByLabel("Password", { exact: true }).fill("mitra-demo");
  await expect(page.getByText(rule)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeDisabled();
  await page.getByLabel("Username", { exact: true }).fill("alice_1");
  await expect(page.getByText(rule)).toHaveCount(0);
});

test("signing up creates the account and signs in", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Don't have an account? Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Sign up" })).toBeVisible();
  await expect(page.getByLabel("Invite code")).toHaveCount(0);
  await page.getByLabel("Username", { exact: true }).fill("newcomer");
  await page.getByLabel("Password", { exact: true }).fill("a long passphrase");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/home");
  await expect(page.getByRole("link", { name: /My profile, @newcomer/ })).toBeVisible();
});

test("signing up needs an invite code when registrations are closed", async ({ page, demo }) => {
  await demo.patchInstance({ registrations: false });
  await page.goto("/");
  await page.getByRole("button", { name: "Don't have an account? Sign Up" }).click();
  await page.getByLabel("Username", { exact: true }).fill("invited");
  await page.getByLabel("Password", { exact: true }).fill("a long passphrase");
  const submit = page.getByRole("button", { name: "Sign up", exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Invite code").fill("NOT-A-CODE");
  await submit.click();
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel("Invite code").fill("DEMO-INVITE-2026");
  await submit.click();
  await page.waitForURL((url) => url.pathname === "/home");
  await expect(page.getByRole("link", { name: /My profile, @invited/ })).toBeVisible();
});

test("Monero sign-in shows the message to sign once an address is typed", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Sign in with" }).selectOption({ label: "Monero" });
  await expect(page.getByLabel("Username", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Message to sign")).toHaveCount(0);
  await expect(page.getByLabel("Signature")).toHaveCount(0);
  await page
    .getByLabel("Monero address")
    .fill(
      "888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H",
    );
  const message = page.getByLabel("Message to sign");
  await expect(message).toHaveValue(/wants you to sign in with your Monero account:\n888tNkZr/);
  await expect(message).toHaveValue(/\nSign in to Mitra Demo\n/);
  await expect(message).toHaveValue(/\nNonce: [0-9a-f]{16}\n/);
  const submit = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Signature").fill("not-a-real-signature");
  await submit.click();
  await expect(page.getByRole("alert")).not.toBeEmpty();
});

test(
  "Ethereum sign-in without a wallet says 'wallet not found'",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Sign in with" }).selectOption({ label: "Ethereum" });
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("wallet not found");
  },
);

test(
  "the Ethereum info page explains wallet registration",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Ethereum Wallet" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/fresh address/)).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  "logging out revokes the token, clears storage and returns to the landing page",
  { tag: ANY_SERVER },
  async ({ page, request }) => {
    await signIn(page, "alice", { password: "mitra-demo" });
    const token = await currentToken(page);
    expect(token).toBeTruthy();
    const before = await request.get(`${DEMO_URL}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${token ?? ""}` },
    });
    expect(before.status()).toBe(200);

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    // Named, so that a key written again after signing out says which it is.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

    const after = await request.get(`${DEMO_URL}/api/v1/accounts/verify_credentials`, {
      headers: { Authorization: `Bearer ${token ?? ""}` },
    });
    expect(after.status()).toBe(401);
    // A guest-only page again: home now sends us back here.
    await page.goto("/home");
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  "an invalid stored token ends the session and shows the landing page",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("auth_token", "revoked-or-made-up");
      localStorage.setItem("post_content_new", "a draft");
    });
    await page.goto("/home");
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  },
);

test("with a browser wallet, Ethereum is the default and signs an EIP-4361 message", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: { method: string; params?: unknown[] }[] = [];
    Object.assign(window, {
      __walletCalls: calls,
      ethereum: {
        request: (args: { method: string; params?: unknown[] }) => {
          calls.push(args);
          return Promise.resolve(
            args.method === "eth_requestAccounts"
              ? ["0x70997970c51812dc3a010c7d01b50e0d17dc79c8"]
              : "0xfeedface",
          );
        },
      },
    });
  });
  await page.goto("/");
  await expect(page.getByRole("combobox", { name: "Sign in with" })).toHaveValue("eip4361");
  const tokenRequest = page.waitForRequest((request) => request.url().endsWith("/oauth/token"));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const body = (await tokenRequest).postDataJSON() as Record<string, string>;
  expect(body.grant_type).toBe("eip4361");
  expect(body.signature).toBe("0xfeedface");
  expect(body.message).toContain(
    "wants you to sign in with your Ethereum account:\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n",
  );
  expect(body).not.toHaveProperty("password");
  // The demo verifies wallet signatures: a made-up one gets its error, and the page stays.
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await expect(page).toHaveURL(/\/$/);
});
