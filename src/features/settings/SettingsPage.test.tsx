import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, fixedToken } from "@demo/testing";
import de from "@/locales/de.json";
import fa from "@/locales/fa.json";
import vietnamese from "@/locales/vi.json";
import { renderApp } from "@/test/renderApp";

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
  it("stores the theme in client_config, applies it, and goes back to the system's", async () => {
    const user = userEvent.setup();
    const { demo } = renderApp("/settings", { signedInAs: "alice" });
    const group = await screen.findByRole("group", { name: "Theme" });
    const system = within(group).getByRole("radio", { name: "System" });
    const dark = within(group).getByRole("radio", { name: "Dark" });
    expect(system).toBeChecked();
    await user.click(dark);
    expect(dark).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe("dark");
    await waitFor(async () => expect(await storedConfig(demo)).toMatchObject({ theme: "dark" }));
    await user.click(system);
    expect(system).toBeChecked();
    await waitFor(async () => expect(await storedConfig(demo)).toMatchObject({ theme: null }));
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

  it("turns the page right to left in Persian, and back in Vietnamese", async () => {
    const user = userEvent.setup();
    renderApp("/settings", { signedInAs: "alice" });
    expect(document.documentElement.dir).not.toBe("rtl");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "fa");
    expect(
      await screen.findByRole("heading", { level: 1, name: fa["nav.settings"] }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("fa");
    expect(document.documentElement.dir).toBe("rtl");
    await user.selectOptions(screen.getByRole("combobox", { name: fa["settings.language"] }), "vi");
    expect(
      await screen.findByRole("heading", { level: 1, name: vietnamese["nav.settings"] }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("vi");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("keeps the other keys of the stored map when saving one", async () => {
    const user = userEvent.setup();
    const { demo } = renderApp("/settings", { signedInAs: "alice" });
    await user.click(await screen.findByRole("checkbox", { name: "Send posts with Ctrl+Enter" }));
    await waitFor(async () =>
      expect(await storedConfig(demo)).toMatchObject({ ctrlEnterEnabled: true }),
    );
    await user.click(screen.getByRole("checkbox", { name: "Blur sensitive media" }));
    await waitFor(async () =>
      expect(await storedConfig(demo)).toMatchObject({
        ctrlEnterEnabled: true,
        contentWarningsEnabled: false,
      }),
    );
  });
});
