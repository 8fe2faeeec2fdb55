import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixedToken } from "../../../demo/seed-activity";
import { call } from "../../../demo/testing";
import de from "../../locales/de.json";
import { renderApp } from "../../test/renderApp";

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("data-theme");
});

async function storedConfig(demo: Parameters<typeof call>[0]): Promise<Record<string, unknown>> {
  const { body } = await call(demo, "GET", "/api/v1/accounts/verify_credentials", {
    token: fixedToken("alice"),
  });
  return (
    (body as { client_config: Record<string, Record<string, unknown>> }).client_config[
      "mitra-web"
    ] ?? {}
  );
}

describe("appearance settings", () => {
  it("stores dark mode in client_config and applies it", async () => {
    const user = userEvent.setup();
    const { demo } = renderApp("/settings", { signedInAs: "alice" });
    const dark = await screen.findByRole("checkbox", { name: "Dark mode" });
    expect(dark).not.toBeChecked();
    await user.click(dark);
    expect(document.documentElement.dataset.theme).toBe("dark");
    await waitFor(async () => expect(await storedConfig(demo)).toMatchObject({ theme: "dark" }));
  });

  it("switches the language and stores it", async () => {
    const user = userEvent.setup();
    const { demo } = renderApp("/settings", { signedInAs: "alice" });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "de");
    expect(
      await screen.findByRole("heading", { level: 1, name: de["nav.settings"] }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("de");
    await waitFor(async () => expect(await storedConfig(demo)).toMatchObject({ locale: "de" }));
  });

  it("keeps the other keys of the stored map when saving one", async () => {
    const user = userEvent.setup();
    const { demo } = renderApp("/settings", { signedInAs: "alice" });
    await user.click(await screen.findByRole("checkbox", { name: "Send posts with Ctrl+Enter" }));
    await waitFor(async () =>
      expect(await storedConfig(demo)).toMatchObject({ ctrlEnterEnabled: true }),
    );
    await user.click(screen.getByRole("checkbox", { name: "Content warnings" }));
    await waitFor(async () =>
      expect(await storedConfig(demo)).toMatchObject({
        ctrlEnterEnabled: true,
        contentWarningsEnabled: false,
      }),
    );
  });
});
