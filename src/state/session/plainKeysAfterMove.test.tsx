import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { fixedToken } from "@demo/testing";
import { renderApp } from "@/test/renderApp";
import { ownKey } from "@/state/storage/ownKey";
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

describe("a session kept from before there were several accounts, its user not kept", () => {
  it("a draft written under its plain key after the keys moved comes back at the next start", async () => {
    const demo = createDemoApp();
    const token = fixedToken("alice");
    localStorage.setItem("auth_token", token);
    // The user's answer waits: until it comes, no account is known.
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
    const first = renderApp("/home", { demo, fault });
    // Whatever takes the draft's key now (an older version's page still
    // open, a script) is given the plain one...
    const key = ownKey("post_content_new");
    expect(key).toBe("post_content_new");
    answer();
    // ...and writes it only once the user is known and the keys have moved.
    await waitFor(() => expect(localStorage.getItem("accounts")).not.toBeNull());
    expect(localStorage.getItem("auth_token")).toBeNull();
    localStorage.setItem(key, "From an older version");
    first.unmount();

    renderApp("/home", { demo });
    expect(await composerBox()).toHaveValue("From an older version");
  }, 30_000);
});
