import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call, fixedToken } from "@demo/testing";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

async function source(demo: Parameters<typeof call>[0]) {
  const { body } = await call(demo, "GET", "/api/v1/accounts/verify_credentials", {
    token: fixedToken("alice"),
  });
  return (body as { source: Record<string, unknown> }).source;
}

describe("Settings → Posts", () => {
  it("saves the default visibility and language under `source`", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const app = renderApp("/settings", { demo, signedInAs: "alice" });
    const section = await screen.findByRole("region", { name: "Posts" });
    const visibility = within(section).getByRole("combobox", { name: "Default visibility" });
    const language = within(section).getByRole("combobox", { name: "Default language of posts" });
    expect(visibility).toHaveValue("public");
    // No language is set yet: new posts follow the interface's.
    expect(language).toHaveValue("");
    await user.selectOptions(visibility, "private");
    await user.selectOptions(language, "de");
    await user.click(within(section).getByRole("button", { name: "Save" }));
    expect(await within(section).findByRole("status")).toHaveTextContent("Saved");
    expect(
      app.sent.filter((each) => each.request === "PATCH /api/v1/accounts/update_credentials"),
    ).toEqual([
      {
        request: "PATCH /api/v1/accounts/update_credentials",
        body: { source: { privacy: "private", language: "de" } },
      },
    ]);
    expect(await source(demo)).toMatchObject({ privacy: "private", language: "de" });
    // Once a language is set, the server cannot go back to none.
    await waitFor(() =>
      expect(within(language).queryByRole("option", { name: "The interface language" })).toBeNull(),
    );
  });

  it("is not offered by a server that keeps no defaults", async () => {
    renderApp("/settings", { signedInAs: "alice" });
    await screen.findByRole("region", { name: "Appearance" });
    expect(screen.queryByRole("region", { name: "Posts" })).toBeNull();
  });
});
