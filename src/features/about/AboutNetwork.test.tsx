import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";
import { preloadScreens } from "@/test/preloadScreens";

afterEach(() => vi.unstubAllGlobals());
preloadScreens(
  () => import("@/features/about/AboutNetwork"),
  () => import("@/features/timelines/ServerTimeline"),
);

const blocked = () => screen.queryByRole("heading", { name: "Blocked servers" });

describe("About: blocked and known servers", () => {
  it("lists a signed-in user the blocked servers and the known ones, each a way into its timeline", async () => {
    const user = userEvent.setup();
    renderApp("/about", { signedInAs: "alice", demo: createDemoApp({ server: "5.9" }) });
    const section = (await screen.findByRole("heading", { name: "Blocked servers" })).closest(
      "section",
    );
    if (!section) throw new Error("no section");
    expect(await within(section).findByText("spam.example")).toBeInTheDocument();
    expect(within(section).getByText("harassment.example")).toBeInTheDocument();

    const search = await screen.findByRole("searchbox", {
      name: "Find a server or type its address",
    });
    expect(await screen.findByRole("link", { name: "social.example" })).toBeInTheDocument();
    await user.type(search, "pleroma");
    await waitFor(() => expect(screen.queryByRole("link", { name: "social.example" })).toBeNull());
    await user.click(screen.getByRole("link", { name: "pleroma.example" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Posts from pleroma.example" }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe("/server/pleroma.example");
  });

  it("opens a typed server that is not in the list", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/about", {
      signedInAs: "alice",
      demo: createDemoApp({ server: "5.9" }),
    });
    const search = await screen.findByRole("searchbox", {
      name: "Find a server or type its address",
    });
    await user.type(search, "https://Elsewhere.example/@someone");
    expect(await screen.findByText("No known server matches.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open its timeline" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Posts from elsewhere.example" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests).toContain(
        "GET /api/v1/timelines/public?instance=elsewhere.example&limit=20",
      ),
    );
  });

  it("leaves the blocked servers out for a visitor where the list is private, shows them where it is public", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const first = renderApp("/about", { demo });
    expect(await screen.findByRole("heading", { name: "Known servers" })).toBeInTheDocument();
    await waitFor(() => expect(first.requests).toContain("GET /api/v1/instance/domain_blocks"));
    expect(blocked()).toBeNull();
    // A visitor gets the list but no way into a timeline the server keeps from visitors.
    expect(await screen.findByText("social.example")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "social.example" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Open its timeline" })).toBeNull();
    first.unmount();

    demo.store.instance.filter_blocklist_public = true;
    renderApp("/about", { demo });
    expect(await screen.findByRole("heading", { name: "Blocked servers" })).toBeInTheDocument();
    expect(await screen.findByText("spam.example")).toBeInTheDocument();
  });

  it("on 3.10 has known servers as plain names, no blocked servers, and asks for no list of them", async () => {
    const { requests } = renderApp("/about", {
      signedInAs: "alice",
      demo: createDemoApp({ server: "3.10" }),
    });
    expect(await screen.findByText("social.example")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "social.example" })).toBeNull();
    expect(blocked()).toBeNull();
    expect(requests.filter((r) => r.includes("domain_blocks"))).toEqual([]);
  });
});
