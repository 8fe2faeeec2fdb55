import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createDemoApp } from "@demo/app";
import { MONERO_STAGENET } from "@demo/store/instance-settings";
import { renderApp } from "@/test/renderApp";

/** A stagenet standard address (the demo checks it as the server does). */
const PAYOUT =
  "5AYiNYCaKjiRhZkMZKhv9z11Pds9ZFKerQVJGEMRZjiqdi85m3tt6hw9yQcrCsznimFpZfPCSpRKX2xWdFk7QrrkJS9bCk4";

const KEY = "77916d0cd56ed1920aef6ca56d8a41bac915b68e4c46a589e0956e27a7b77404";
const INVALID = "This is not a private view key: it is 64 hexadecimal characters (0–9 and a–f).";
const SAVE = "POST /api/v1/subscriptions/options";

/** Everything the browser keeps for the page: both storages and the address. */
function kept(): string {
  const all = [window.location.href];
  for (const storage of [localStorage, sessionStorage]) {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index) ?? "";
      all.push(key, storage.getItem(key) ?? "");
    }
  }
  return all.join("\n");
}

describe("subscription settings on a light-wallet instance", () => {
  it("asks for the payout wallet's view key, refuses a wrong one and saves a monero-light option", async () => {
    const user = userEvent.setup();
    const { sent } = renderApp("/subscriptions/settings", {
      demo: createDemoApp({ server: "5.9", lightWallet: true }),
      signedInAs: "bob",
    });
    const key = await screen.findByLabelText("Private view key");
    expect(key).toHaveAttribute("type", "password");
    expect(key).toHaveAttribute("autocomplete", "off");
    expect(key).toHaveAccessibleDescription(
      "The private view key of your payout wallet lets this server see incoming payments without being able to spend them.",
    );
    await user.click(screen.getByLabelText("Payout address"));
    await user.paste(PAYOUT);
    const enable = screen.getByRole("button", { name: "Enable" });
    // Price and address are not enough: the key is required.
    expect(enable).toBeDisabled();

    // A character no key has is called wrong at once, and nothing is sent.
    await user.type(key, "7791-6d0c");
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(key).toHaveAttribute("aria-invalid", "true");
    expect(enable).toBeDisabled();

    // A key cut short is called wrong once the field is left.
    await user.clear(key);
    await user.type(key, KEY.slice(0, 40));
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    await user.click(enable);
    expect(sent.filter((item) => item.request === SAVE)).toEqual([]);

    // The whole key, pasted with spaces around it, is fine; the toggle shows it.
    await user.clear(key);
    await user.click(key);
    await user.paste(`  ${KEY} `);
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    const show = screen.getByRole("button", { name: "Show view key" });
    expect(show).toHaveAttribute("aria-pressed", "false");
    await user.click(show);
    expect(show).toHaveAttribute("aria-pressed", "true");
    expect(key).toHaveAttribute("type", "text");
    expect(key).toHaveValue(`  ${KEY} `);
    expect(kept()).not.toContain(KEY);

    await user.click(enable);
    const current = await screen.findByRole("region", { name: "Current settings" });
    expect(sent.filter((item) => item.request === SAVE).map((item) => item.body)).toEqual([
      {
        type: "monero-light",
        chain_id: MONERO_STAGENET,
        price: 3858,
        payout_address: PAYOUT,
        view_key: KEY,
      },
    ]);
    // The saved key is a secret: the screen says it is set, never what it is.
    expect(current).toHaveTextContent("Private view keySet (not shown)");
    expect(document.body).not.toHaveTextContent(KEY);
    expect(kept()).not.toContain(KEY);
  });

  it("keeps the key that is set when the field is left empty, but not for a new payout address", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9", lightWallet: true });
    const bob = [...demo.store.accounts.values()].find((account) => account.username === "bob");
    if (!bob?.user) throw new Error("the demo has no bob");
    bob.user.subscriptionOption = {
      chainId: MONERO_STAGENET,
      price: 3858,
      payoutAddress: PAYOUT,
      viewKey: KEY,
    };
    const { sent } = renderApp("/subscriptions/settings", { demo, signedInAs: "bob" });
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const key = screen.getByLabelText("Private view key");
    expect(key).toHaveValue("");
    expect(key).toHaveAccessibleDescription(
      /A key is set: leave this field empty to keep it, unless you change the payout address\.$/,
    );
    const address = screen.getByLabelText("Payout address");
    const save = screen.getByRole("button", { name: "Save" });
    await user.type(address, "2");
    expect(save).toBeDisabled();
    await user.type(address, "{Backspace}");
    expect(save).toBeEnabled();
    const price = screen.getByLabelText("Price per month (XMR)");
    await user.clear(price);
    await user.type(price, "0.5");
    await user.click(save);
    await screen.findByRole("region", { name: "Current settings" });
    expect(sent.filter((item) => item.request === SAVE).map((item) => item.body)).toEqual([
      expect.objectContaining({ type: "monero-light", price: 192901, view_key: KEY }),
    ]);
  });
});

describe("subscription settings on a full-wallet 5.9 instance", () => {
  it("shows no view key and saves a monero option", async () => {
    const user = userEvent.setup();
    const { sent } = renderApp("/subscriptions/settings", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "bob",
    });
    await user.click(await screen.findByLabelText("Payout address"));
    await user.paste(PAYOUT);
    expect(screen.queryByLabelText("Private view key")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Enable" }));
    const current = await screen.findByRole("region", { name: "Current settings" });
    expect(current).not.toHaveTextContent("Private view key");
    expect(sent.filter((item) => item.request === SAVE).map((item) => item.body)).toEqual([
      {
        type: "monero",
        chain_id: MONERO_STAGENET,
        price: 3858,
        payout_address: PAYOUT,
      },
    ]);
  });
});
