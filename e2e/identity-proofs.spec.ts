import { generateKeyPairSync, sign } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import type { Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { PRESENTATION } from "./support/config";
import { expect, signIn, test } from "./support/fixtures";

// Development keys (Hardhat's accounts #1 and #2), public knowledge; they never hold funds.
// #1 is the address of alice's legacy $ETH proof in the demo seed; #2 is linked to nobody.
const ALICE_KEY: Hex = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const FRESH_KEY: Hex = "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a";

/**
 * A browser wallet (window.ethereum, EIP-1193) for the pages the test opens
 * next: account access and personal_sign answered by a viem local account in
 * the test, so the demo verifies real signatures. `refuse` rejects every call
 * as wallets do.
 */
async function installWallet(page: Page, key: Hex, refuse?: string) {
  const account = privateKeyToAccount(key);
  const methods: string[] = [];
  await page.exposeFunction("__testWallet", async (method: string, params: unknown[]) => {
    methods.push(method);
    if (refuse) return { error: refuse };
    if (method === "eth_requestAccounts") return { result: [account.address] };
    if (method === "personal_sign") {
      return { result: await account.signMessage({ message: { raw: params[0] as Hex } }) };
    }
    return { error: `unsupported ${method}` };
  });
  await page.addInitScript(() => {
    type Answer = { result: unknown } | { error: string };
    const bridge = (
      window as unknown as Record<string, (m: string, p: unknown[]) => Promise<Answer>>
    ).__testWallet;
    Object.assign(window, {
      ethereum: {
        request: async ({ method, params }: { method: string; params?: unknown[] }) => {
          const answer = await bridge?.(method, params ?? []);
          if (!answer) throw new Error("no test wallet");
          // Wallets reject with plain objects, not Errors.
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          if ("error" in answer) throw { code: 4001, message: answer.error };
          return answer.result;
        },
      },
    });
  });
  return { address: account.address, methods };
}

/** A minisign key pair in the file formats a user pastes; legacy (Ed) signatures. */
function minisignKeys() {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(12);
  const keyId = Buffer.from("a1b2c3d4e5f60718", "hex");
  const line = Buffer.concat([Buffer.from("Ed"), keyId, raw]).toString("base64");
  return {
    publicFile: `untrusted comment: minisign public key 1807F6E5D4C3B2A1\n${line}\n`,
    sign: (message: Uint8Array) => {
      const signature = sign(null, message, privateKey);
      const data = Buffer.concat([Buffer.from("Ed"), keyId, signature]).toString("base64");
      return `untrusted comment: signature from minisign secret key\n${data}\ntrusted comment: timestamp:1732460000\nAAAA\n`;
    },
  };
}

const openMenu = async (page: Page) => {
  await page.getByRole("button", { name: "More profile actions" }).click();
  return page.getByRole("menu", { name: "More profile actions" });
};

const isProofCall = (request: Request) => request.url().includes("/api/v1/accounts/identity_proof");

test("a minisign key is linked with a real signature; a wrong one shows the error and keeps the page", async ({
  page,
  axe,
}) => {
  const keys = minisignKeys();
  await signIn(page, "bob", { at: "/@bob" });
  await (await openMenu(page)).getByRole("menuitem", { name: "Link minisign key" }).click();
  await expect(page).toHaveURL(/\/settings\/identity-proof$/);
  const generate = page.getByRole("button", { name: "Generate message" });
  await expect(generate).toBeDisabled();
  await page.getByLabel("Public key").fill(keys.publicFile);
  await generate.click();

  const claimField = page.getByLabel("Message to sign (hex)");
  await expect(claimField).toHaveValue(/^[0-9a-f]+$/);
  const claim = await claimField.inputValue();
  await expect(page.getByText("Key ID 1807F6E5D4C3B2A1")).toBeVisible();
  await expect(page.getByText(`echo -n '${claim}' | xxd -r -p > message`)).toBeVisible();
  await expect(generate).toBeDisabled();
  expect(await axe(page)).toEqual([]);

  const submit = page.getByRole("button", { name: "Submit" });
  await expect(submit).toBeDisabled();
  const wrong = keys.sign(new TextEncoder().encode("another message"));
  await page.getByLabel("Signature").fill(wrong);
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "invalid signature" })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/identity-proof$/);
  await expect(claimField).toHaveValue(claim);
  await expect(page.getByLabel("Signature")).toHaveValue(wrong);

  await page.getByLabel("Signature").fill(keys.sign(new Uint8Array(Buffer.from(claim, "hex"))));
  await submit.click();
  await page.waitForURL((url) => url.pathname === "/@bob");
  const field = page.locator(".profile-field-verified", { hasText: "Key" });
  await expect(field).toBeVisible();
  await expect(field.getByRole("img", { name: /^Verified/ })).toBeVisible();
});

test("an Ethereum wallet is linked after the question; the demo verifies the signature sent without 0x", async ({
  page,
}) => {
  await signIn(page, "bob");
  const wallet = await installWallet(page, FRESH_KEY);
  const proofCalls: Request[] = [];
  page.on("request", (request) => {
    if (isProofCall(request)) proofCalls.push(request);
  });
  await page.goto("/@bob");
  const question = page.getByRole("dialog", {
    name: "This action will link your wallet address to your profile. Continue?",
  });

  // Dismissed: nothing is asked of the wallet or sent.
  await (await openMenu(page)).getByRole("menuitem", { name: "Link Ethereum address" }).click();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  expect(wallet.methods).toEqual([]);
  expect(proofCalls).toEqual([]);

  await (await openMenu(page)).getByRole("menuitem", { name: "Link Ethereum address" }).click();
  const submitted = page.waitForRequest(
    (request) => isProofCall(request) && request.method() === "POST",
  );
  await question.getByRole("button", { name: "Link address" }).click();
  const body = (await submitted).postDataJSON() as Record<string, string>;
  expect(body.proof_type).toBe("ethereum");
  expect(body.signature).toMatch(/^[0-9a-f]{130}$/);
  const field = page.locator(".profile-field-verified", { hasText: "$ETH" });
  await expect(field).toContainText(wallet.address.toLowerCase());
  expect(wallet.methods).toEqual(["eth_requestAccounts", "personal_sign"]);
});

test("a wallet that refuses says why, and nothing is linked", async ({ page }) => {
  await signIn(page, "bob");
  await installWallet(page, FRESH_KEY, "User rejected the request.");
  await page.goto("/@bob");
  await (await openMenu(page)).getByRole("menuitem", { name: "Link Ethereum address" }).click();
  await page.getByRole("button", { name: "Link address" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "User rejected the request." }),
  ).toBeVisible();
  await expect(page.locator(".profile-field", { hasText: "$ETH" })).toHaveCount(0);
});

test("without a wallet: no Ethereum item, and renewing a legacy wallet proof says so", async ({
  page,
}) => {
  await signIn(page, "alice", { at: "/@alice" });
  const items = await openMenu(page);
  await expect(items.getByRole("menuitem", { name: "Link minisign key" })).toBeVisible();
  await expect(items.getByRole("menuitem", { name: "Link Ethereum address" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Renew" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Ethereum wallet is not detected" }),
  ).toBeVisible();
});

test("a legacy wallet proof is renewed by the wallet flow", async ({ page }) => {
  await signIn(page, "alice");
  await installWallet(page, ALICE_KEY);
  await page.goto("/@alice");
  await page.getByRole("button", { name: "Renew" }).click();
  await page.getByRole("button", { name: "Link address" }).click();
  await expect(page.getByText("Wallet address linked")).toBeVisible();
  await expect(page.getByRole("button", { name: "Renew" })).toHaveCount(0);
});

test("the linking items are absent on other profiles", async ({ page }) => {
  await signIn(page, "bob");
  await installWallet(page, FRESH_KEY);
  await page.goto("/@alice");
  const items = await openMenu(page);
  await expect(items.getByRole("menuitem", { name: "Mute", exact: true })).toBeVisible();
  await expect(items.getByRole("menuitem", { name: "Link minisign key" })).toHaveCount(0);
  await expect(items.getByRole("menuitem", { name: "Link Ethereum address" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Renew" })).toHaveCount(0);
});

test("signing up and signing in with the test wallet land on home", async ({ page }) => {
  const wallet = await installWallet(page, FRESH_KEY);
  await page.goto("/");
  await expect(page.getByRole("combobox", { name: "Sign in with" })).toHaveValue("eip4361");
  await page.getByRole("button", { name: "Don't have an account? Sign Up" }).click();
  await page.getByLabel("Username", { exact: true }).fill("walletholder");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/home");

  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/home");
  await page.goto("/@walletholder");
  await expect(page.getByRole("link", { name: "Edit profile" })).toBeVisible();
  expect(wallet.methods.filter((method) => method === "personal_sign")).toHaveLength(2);
});

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, { tag: PRESENTATION }, () => {
    test.use({ colorScheme: scheme });

    test("the minisign page with an error, and the wallet question, are axe-clean", async ({
      page,
      axe,
    }) => {
      await signIn(page, "bob");
      await installWallet(page, FRESH_KEY);
      await page.goto("/settings/identity-proof");
      await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
      await page.getByLabel("Public key").fill("not a key");
      await page.getByRole("button", { name: "Generate message" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "invalid key" })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.goto("/@bob");
      await (await openMenu(page)).getByRole("menuitem", { name: "Link Ethereum address" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  });
}
