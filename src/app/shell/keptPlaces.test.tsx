import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";
import { accountStore } from "@/state/storage/accountStore";
import { keepFrame } from "@/state/storage/keptFrame";
import { writeToken } from "@/state/storage/tokenStorage";

async function sidebar(): Promise<HTMLElement> {
  const navs = await screen.findAllByRole("navigation", { name: "Main" });
  const found = navs.find((nav) => nav.classList.contains("sidebar"));
  if (!found) throw new Error("no sidebar");
  return found;
}

const instanceHangs = (path: string) => path === "/api/v1/instance";

describe("the sidebar's places before the instance is known", () => {
  it("are the last visit's, so the places the server offers do not come late", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const alice = demo.store.localAccount("alice")?.id ?? "";
    // As the last visit left it (the frame is kept only beside a token).
    writeToken(alice, "kept");
    keepFrame(accountStore(alice), {
      lang: "en",
      dir: "ltr",
      places: ["notifications", "messages", "local", "groups", "settings", "about"],
      texts: {},
    });
    renderApp("/home", { demo, signedInAs: "alice", hang: instanceHangs });
    const nav = await sidebar();
    // Drawn before the instance's answer (which never comes here).
    expect(within(nav).getByRole("link", { name: "Messages" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Groups" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Federated" })).toBeNull();
  });

  it("without a kept frame are those a session alone may see", async () => {
    renderApp("/home", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "alice",
      hang: instanceHangs,
    });
    const nav = await sidebar();
    expect(within(nav).getByRole("link", { name: "Local" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Groups" })).toBeNull();
  });
});
