import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const ETH = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";

describe("the user's identity proofs", () => {
  it("removes one after a confirmation, naming its DID", async () => {
    const user = userEvent.setup();
    const app = renderApp("/settings/identity-proof", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "alice",
    });
    const section = await screen.findByRole("region", { name: "Your identity proofs" });
    await user.click(within(section).getByRole("button", { name: `Remove $ETH ${ETH}` }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(`Remove the proof $ETH ${ETH} from your profile?`);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Your identity proofs" })).toBeNull(),
    );
    expect(
      app.sent.filter((each) => each.request === "DELETE /api/v1/accounts/identity_proof"),
    ).toEqual([
      {
        request: "DELETE /api/v1/accounts/identity_proof",
        body: { did: `did:pkh:eip155:1:${ETH}` },
      },
    ]);
  });

  it("are listed without Remove where the server cannot remove them (3.10)", async () => {
    renderApp("/settings/identity-proof", { signedInAs: "alice" });
    const section = await screen.findByRole("region", { name: "Your identity proofs" });
    expect(within(section).getByText(ETH)).toBeInTheDocument();
    expect(within(section).queryByRole("button")).toBeNull();
  });
});

describe("the bot mark on Edit profile", () => {
  it("is saved as `bot` where the server reads it", async () => {
    const user = userEvent.setup();
    const app = renderApp("/settings/profile", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "alice",
    });
    const bot = await screen.findByRole("checkbox", { name: "Automated account (bot)" });
    expect(bot).not.toBeChecked();
    await user.click(bot);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        app.sent.find((each) => each.request === "PATCH /api/v1/accounts/update_credentials")?.body,
      ).toMatchObject({ bot: true }),
    );
  });

  it("is not offered where the server does not read it (3.10)", async () => {
    renderApp("/settings/profile", { signedInAs: "alice" });
    await screen.findByRole("checkbox", { name: "Approve followers by hand" });
    expect(screen.queryByRole("checkbox", { name: "Automated account (bot)" })).toBeNull();
  });
});
