import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { fixedToken } from "@demo/testing";
import { renderApp } from "@/test/renderApp";
import { migrateLegacyKeys } from "@/state/storage/accountStorage";
import { ownKey } from "@/test/storage";
// The editor is a lazy chunk: loaded with this file, so its transform does not
// count against the test's wait.
import "@/components/editor/PostEditor";

afterEach(() => {
  vi.unstubAllGlobals();
});

const USER_PATH = "/api/v1/accounts/verify_credentials";

const composerBox = async () =>
  within(await screen.findByRole("form", { name: "New post" }, { timeout: 15_000 })).getByRole(
    "combobox",
    { name: "New post" },
  );

/**
 * The app started with alice's token under its plain key and no user kept,
 * the user's answer held until `answer()`.
 */
function startWithPlainToken(demo: DemoApp) {
  const token = fixedToken("alice");
  localStorage.setItem("auth_token", token);
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const fault = (path: string) =>
    path === USER_PATH
      ? held.then(() =>
          demo.handle(
            new Request(`http://demo.test${USER_PATH}`, {
              headers: { Authorization: `Bearer ${token}` },
            }),
          ),
        )
      : undefined;
  return { app: renderApp("/home", { demo, fault }), answer };
}

describe("a session kept from before there were several accounts, its user not kept", () => {
  it("a draft written under its plain key after the keys moved comes back at the next start", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const { app, answer } = startWithPlainToken(demo);
    // Whatever takes the draft's key now (an older version's page still
    // open, a script) is given the plain one...
    const key = ownKey("post_content_new");
    expect(key).toBe("post_content_new");
    answer();
    // ...and writes it only once the user is known and the keys have moved.
    await waitFor(() => expect(localStorage.getItem("accounts")).not.toBeNull());
    expect(localStorage.getItem("auth_token")).toBeNull();
    localStorage.setItem(key, "From an older version");
    app.unmount();

    renderApp("/home", { demo });
    expect(await composerBox()).toHaveValue("From an older version");
  }, 30_000);

  it("when another page moved the keys first, this page's session is the account they went to", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    const { answer } = startWithPlainToken(demo);
    const id = demo.store.localAccount("alice")?.id ?? "";
    // Another page of the app, started at the same time, knew the user first.
    migrateLegacyKeys(localStorage, id);
    answer();
    await composerBox();
    // Logging out here ends alice's session, as anywhere else.
    const sidebar = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(sidebar).getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(localStorage.getItem(`account:${id}:auth_token`)).toBeNull());
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
  }, 30_000);
});
