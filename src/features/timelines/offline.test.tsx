import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { homeKey } from "@/domain/offlineCopy";
import { keptCopies } from "@/state/storage/keptCopies";
import { renderApp } from "@/test/renderApp";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const feed = () => screen.findByRole("feed", { name: "Home" });

/** The browser's word on the network, as it tells the page. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

describe("home offline", () => {
  it("shows the posts last seen, marked offline, their actions waiting, and catches up online", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const aliceId = demo.store.localAccount("alice")?.id ?? "";
    const first = renderApp("/home", { demo, signedInAs: "alice" });
    const seen = await within(await feed()).findAllByRole("article");
    const seenIds = seen.map((article) => article.getAttribute("data-post-id"));
    await waitFor(async () => expect(await keptCopies.read(homeKey(aliceId))).toBeDefined());
    expect(screen.queryByText("Offline")).not.toBeInTheDocument();
    first.unmount();

    // A new start with no network at all.
    let network = false;
    setOnline(false);
    const { requests } = renderApp("/home", {
      demo,
      signedInAs: "alice",
      fault: () => (network ? undefined : Promise.reject(new TypeError("Failed to fetch"))),
    });
    const kept = await within(await feed()).findAllByRole("article");
    expect(kept.map((article) => article.getAttribute("data-post-id"))).toEqual(seenIds);
    const mark = screen
      .getAllByRole("status")
      .find((region) => region.textContent.includes("Offline"));
    expect(mark).toHaveTextContent("These are the posts last seen on this device.");

    const card = kept[0] ?? document.body;
    const like = within(card).getByRole("button", { name: "Like" });
    expect(like).toBeDisabled();
    expect(within(card).getByRole("button", { name: "Reply" })).toBeDisabled();
    const actions = within(card).getByRole("group");
    expect(actions).toHaveAccessibleDescription("Needs the connection: not available offline");
    expect(actions).toHaveAttribute("title", "Needs the connection: not available offline");
    // The editor's code comes once the page is idle: slow on a busy machine.
    const form = await screen.findByRole("form", { name: "New post" }, { timeout: 20_000 });
    const publish = within(form).getByRole("button", { name: "Publish" });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAttribute("title", "Needs the connection: not available offline");

    // The network returns: home asks the server again by itself.
    const asked = requests.length;
    network = true;
    setOnline(true);
    await waitFor(() => expect(screen.queryByText("Offline")).not.toBeInTheDocument());
    expect(
      requests.slice(asked).some((request) => request.includes("/api/v1/timelines/home")),
    ).toBe(true);
    const fresh = await within(await feed()).findAllByRole("article");
    await waitFor(() =>
      expect(within(fresh[0] ?? document.body).getByRole("button", { name: "Like" })).toBeEnabled(),
    );
  });

  it("with nothing kept, says what failed as before", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const aliceId = demo.store.localAccount("alice")?.id ?? "";
    // A visit that did not open home (the user is kept, no posts).
    const first = renderApp("/notifications", { demo, signedInAs: "alice" });
    await screen.findByRole("heading", { name: "Notifications", level: 1 });
    first.unmount();
    await keptCopies.forgetAccount(aliceId);
    setOnline(false);
    renderApp("/home", {
      demo,
      signedInAs: "alice",
      fault: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    expect(await screen.findByText("The server could not be reached")).toBeInTheDocument();
    expect(screen.getByText("Offline")).toBeInTheDocument();
    setOnline(true);
  });
});
