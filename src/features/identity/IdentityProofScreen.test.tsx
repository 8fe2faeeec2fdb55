import { generateKeyPairSync, sign } from "node:crypto";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A minisign key pair in the file formats a user pastes; `sign` makes a legacy (Ed) signature. */
function minisignKeys(keyIdHex = "0123456789abcdef") {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(12);
  const keyId = Buffer.from(keyIdHex, "hex");
  const line = Buffer.concat([Buffer.from("Ed"), keyId, raw]).toString("base64");
  return {
    publicFile: `untrusted comment: minisign public key\n${line}\n`,
    sign: (message: Uint8Array, algorithm: "Ed" | "ED" = "Ed") => {
      const signature = sign(null, message, privateKey);
      const data = Buffer.concat([Buffer.from(algorithm), keyId, signature]).toString("base64");
      return `untrusted comment: signature from minisign secret key\n${data}\ntrusted comment: timestamp:1\nAAAA\n`;
    },
  };
}

// The first screen of a file loads the whole app: slow on a busy shared machine.
describe("minisign identity proof page", { timeout: 90_000 }, () => {
  it("gets a claim for the key, keeps everything on a bad signature, links on a good one", async () => {
    const user = userEvent.setup({ delay: null });
    const keys = minisignKeys();
    const { sent } = renderApp("/settings/identity-proof", { signedInAs: "bob" });
    const generate = await screen.findByRole(
      "button",
      { name: "Generate message" },
      { timeout: 40_000 },
    );
    expect(generate).toBeDisabled();
    const keyField = screen.getByLabelText("Public key");
    await user.click(keyField);
    await user.paste(keys.publicFile);
    expect(generate).toBeEnabled();
    await user.click(generate);

    const claimField = await screen.findByLabelText<HTMLTextAreaElement>("Message to sign (hex)");
    const claim = claimField.value;
    expect(claim).toMatch(/^[0-9a-f]+$/);
    // The key line alone is sent, and a claim is asked for once.
    const claimRequests = sent.filter((item) =>
      item.request.startsWith("GET /api/v1/accounts/identity_proof?"),
    );
    expect(claimRequests).toHaveLength(1);
    expect(claimRequests[0]?.request).toContain("proof_type=minisign-unhashed");
    expect(claimRequests[0]?.request).not.toContain("untrusted");
    expect(generate).toBeDisabled();
    expect(screen.getByText(/minisign -S -l -m message -x message.sig/)).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`echo -n '${claim}' \\| xxd -r -p > message`)),
    ).toBeInTheDocument();

    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).toBeDisabled();
    const signatureField = screen.getByLabelText("Signature");
    const message = new Uint8Array(Buffer.from(claim, "hex"));
    const prehashed = keys.sign(message, "ED");
    await user.click(signatureField);
    await user.paste(prehashed);
    expect(screen.getByText(/sign again with minisign -S -l/)).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText("invalid signature type")).toBeInTheDocument();
    // The step and what was pasted stay.
    expect(claimField.value).toBe(claim);
    expect(signatureField).toHaveValue(prehashed);

    await user.clear(signatureField);
    await user.paste(keys.sign(new Uint8Array([1, 2, 3])));
    await user.click(submit);
    expect(await screen.findByText("invalid signature")).toBeInTheDocument();

    await user.clear(signatureField);
    await user.paste(keys.sign(message));
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe("/@bob"));
    // The profile's proof (the identity page also listed it, just before it went).
    await waitFor(() => expect(screen.getByText("Key")).toBeInTheDocument());
    const posted = sent.filter((item) => item.request === "POST /api/v1/accounts/identity_proof");
    expect(posted.at(-1)?.body).toMatchObject({ proof_type: "minisign-unhashed" });
  });

  it("warns when the signature is by another key, and starts over with another key", async () => {
    const user = userEvent.setup({ delay: null });
    const keys = minisignKeys("0123456789abcdef");
    const other = minisignKeys("fedcba9876543210");
    renderApp("/settings/identity-proof", { signedInAs: "bob" });
    await user.click(await screen.findByLabelText("Public key", {}, { timeout: 40_000 }));
    await user.paste(keys.publicFile);
    await user.click(screen.getByRole("button", { name: "Generate message" }));
    expect(await screen.findByText("Key ID EFCDAB8967452301")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Signature"));
    await user.paste(other.sign(new Uint8Array([1])));
    expect(
      screen.getByText(
        "This signature was made with the key 1032547698BADCFE, not with the key above.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Use another key" }));
    expect(screen.queryByLabelText("Signature")).toBeNull();
    expect(screen.getByRole("button", { name: "Generate message" })).toBeEnabled();
  });

  it("shows the server's message when the key is refused", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp("/settings/identity-proof", { signedInAs: "bob" });
    await user.type(
      await screen.findByLabelText("Public key", {}, { timeout: 40_000 }),
      "not a key",
    );
    await user.click(screen.getByRole("button", { name: "Generate message" }));
    expect(await screen.findByText("invalid key")).toBeInTheDocument();
    expect(screen.getByLabelText("Public key")).toHaveValue("not a key");
  });

  it("asks a newer server for the claim at identity_claim", async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = renderApp("/settings/identity-proof", {
      signedInAs: "bob",
      rewrite: (path, body) =>
        path === "/api/v1/instance"
          ? { ...(body as object), version: "4.0.0 (compatible; Mitra 5.9.1)" }
          : body,
    });
    await user.type(await screen.findByLabelText("Public key", {}, { timeout: 40_000 }), "RWSkey");
    await user.click(screen.getByRole("button", { name: "Generate message" }));
    await waitFor(() =>
      expect(requests.some((r) => r.startsWith("GET /api/v1/accounts/identity_claim?"))).toBe(true),
    );
    expect(requests.some((r) => r.startsWith("GET /api/v1/accounts/identity_proof"))).toBe(false);
  });
});
