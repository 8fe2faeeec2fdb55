import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { fakeWallet, TEST_KEYS } from "@/test/fakeWallet";
import { renderApp } from "@/test/renderApp";

afterEach(() => {
  vi.unstubAllGlobals();
});

const proofPosts = (sent: { request: string; body: unknown }[]) =>
  sent.filter((item) => item.request === "POST /api/v1/accounts/identity_proof");

/** Whether the text shows in an error box (announced as an alert). */
async function inAlert(text: string): Promise<boolean> {
  return (await screen.findByText(text)).closest('[role="alert"]') !== null;
}

/** The profile's first control: the whole app loads first, slow on a busy shared machine. */
const profileLoaded = (name: string, role: "button" | "link" = "button") =>
  screen.findByRole(role, { name }, { timeout: 40_000 });

// Several round trips through the whole app each: slow on a shared machine.
describe("linking an Ethereum wallet from the own profile", { timeout: 90_000 }, () => {
  it(
    "asks first, then links the wallet with a signature sent without 0x",
    { timeout: 60_000 },
    async () => {
      const wallet = fakeWallet(TEST_KEYS.fresh);
      vi.stubGlobal("ethereum", wallet.provider);
      const user = userEvent.setup();
      const { sent } = renderApp("/@bob", { signedInAs: "bob" });
      await user.click(await profileLoaded("More profile actions"));
      await user.click(await screen.findByRole("menuitem", { name: "Link Ethereum address" }));
      const question = "This action will link your wallet address to your profile. Continue?";
      expect(await screen.findByRole("dialog", { name: question })).toBeInTheDocument();

      // Dismissed: nothing asked of the wallet or sent.
      await user.click(screen.getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(wallet.methods).toEqual([]);
      expect(sent.some((item) => item.request.includes("identity_proof"))).toBe(false);

      await user.click(screen.getByRole("button", { name: "More profile actions" }));
      await user.click(await screen.findByRole("menuitem", { name: "Link Ethereum address" }));
      await user.click(await screen.findByRole("button", { name: "Link address" }));
      expect(await screen.findByText(wallet.address.toLowerCase())).toBeInTheDocument();
      expect(wallet.methods).toEqual(["eth_requestAccounts", "personal_sign"]);
      expect(
        sent.some((item) =>
          item.request.startsWith(
            `GET /api/v1/accounts/identity_proof?proof_type=ethereum&signer=${wallet.address}`,
          ),
        ),
      ).toBe(true);
      const [post] = proofPosts(sent);
      const body = post?.body as { proof_type: string; signature: string };
      expect(body.proof_type).toBe("ethereum");
      // The wallet's 0x is removed: bare hex of 65 bytes.
      expect(body.signature).toMatch(/^[0-9a-f]{130}$/);
      expect(await screen.findByText("Wallet address linked")).toBeInTheDocument();
    },
  );

  it("shows why when the wallet refuses", async () => {
    vi.stubGlobal(
      "ethereum",
      fakeWallet(TEST_KEYS.fresh, { refuse: "User rejected the request." }).provider,
    );
    const user = userEvent.setup();
    const { sent } = renderApp("/@bob", { signedInAs: "bob" });
    await user.click(await profileLoaded("More profile actions"));
    await user.click(await screen.findByRole("menuitem", { name: "Link Ethereum address" }));
    await user.click(await screen.findByRole("button", { name: "Link address" }));
    expect(await inAlert("User rejected the request.")).toBe(true);
    expect(proofPosts(sent)).toEqual([]);
  });

  it(
    "offers the linking items only on the own profile, the wallet one only with a wallet",
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const own = renderApp("/@bob", { signedInAs: "bob" });
      await user.click(await profileLoaded("More profile actions"));
      expect(
        await screen.findByRole("menuitem", { name: "Link minisign key" }),
      ).toBeInTheDocument();
      expect(screen.queryByRole("menuitem", { name: "Link Ethereum address" })).toBeNull();
      own.unmount();

      vi.stubGlobal("ethereum", fakeWallet(TEST_KEYS.fresh).provider);
      renderApp("/@alice", { signedInAs: "bob" });
      await user.click(await profileLoaded("More profile actions"));
      expect(await screen.findByRole("menuitem", { name: "Mute" })).toBeInTheDocument();
      expect(screen.queryByRole("menuitem", { name: "Link minisign key" })).toBeNull();
      expect(screen.queryByRole("menuitem", { name: "Link Ethereum address" })).toBeNull();
    },
  );

  it(
    "renews a legacy wallet proof by the wallet flow; without a wallet it says so",
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const first = renderApp("/@alice", { signedInAs: "alice" });
      await user.click(await profileLoaded("Renew"));
      expect(await inAlert("Ethereum wallet is not detected")).toBe(true);
      first.unmount();

      const wallet = fakeWallet(TEST_KEYS.alice);
      vi.stubGlobal("ethereum", wallet.provider);
      const { sent } = renderApp("/@alice", { signedInAs: "alice" });
      await user.click(await profileLoaded("Renew"));
      await user.click(await screen.findByRole("button", { name: "Link address" }));
      // The renewed proof is of the current type: no Renew any more.
      await waitFor(() => expect(screen.queryByRole("button", { name: "Renew" })).toBeNull());
      expect(proofPosts(sent)).toHaveLength(1);
    },
  );

  it("renews a legacy minisign proof on the minisign page", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    const bob = [...demo.store.accounts.values()].find(
      (account) => account.username === "bob" && account.domain === null,
    );
    const key = "z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2";
    bob?.identityProofs.push({
      name: "Key",
      value: key,
      valueSource: key,
      verifiedAt: Date.now(),
      legacy: true,
    });
    renderApp("/@bob", { demo, signedInAs: "bob" });
    await user.click(await profileLoaded("Renew", "link"));
    // The minisign page is a chunk of its own, loaded now.
    expect(
      await screen.findByRole("heading", { name: "Link minisign key" }, { timeout: 40_000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe("/settings/identity-proof");
  });
});
