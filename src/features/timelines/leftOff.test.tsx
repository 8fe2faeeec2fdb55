import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { renderApp } from "@/test/renderApp";
import { preloadScreens } from "@/test/preloadScreens";

preloadScreens(() => import("./HomeTimeline"));

const feed = () => screen.findByRole("feed", { name: "Home" }, { timeout: 20_000 });

/** The ids of alice's home timeline's first page, as the server lists them. */
async function homeIds(demo: ReturnType<typeof createDemoApp>): Promise<string[]> {
  const page = (await call(demo, "GET", "/api/v1/timelines/home", { token: "demo-token-alice" }))
    .body as { id: string }[];
  return page.map((status) => status.id);
}

describe("where you left off", () => {
  it("offers the place another device read to, and goes there only when asked", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const ids = await homeIds(demo);
    const target = ids[ids.length - 3] ?? "";
    await call(demo, "POST", "/__demo/markers", {
      body: { account: "alice", timeline: "home", last_read_id: target },
    });
    renderApp("/home", { demo, signedInAs: "alice" });
    await within(await feed()).findAllByRole("article");
    const pill = await screen.findByRole("button", { name: "Go to where you left off" });
    // Never by itself: nothing has focus in the feed until the reader asks.
    expect(document.activeElement?.closest("[role=feed]")).toBeNull();
    await user.click(pill);
    await waitFor(() =>
      expect(document.activeElement?.closest("[data-index]")?.getAttribute("data-index")).toBe(
        String(ids.length - 3),
      ),
    );
    expect(screen.queryByRole("button", { name: "Go to where you left off" })).toBeNull();
    // The posts above it are still in the list.
    expect(within(await feed()).getAllByRole("article").length).toBeGreaterThan(0);
  });

  it("offers a place once: after going there, this device has seen it", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const ids = await homeIds(demo);
    await call(demo, "POST", "/__demo/markers", {
      body: { account: "alice", timeline: "home", last_read_id: ids[2] ?? "" },
    });
    const first = renderApp("/home", { demo, signedInAs: "alice" });
    await user.click(await screen.findByRole("button", { name: "Go to where you left off" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Go to where you left off" })).toBeNull(),
    );
    first.unmount();
    const { requests } = renderApp("/home", { demo, signedInAs: "alice" });
    await within(await feed()).findAllByRole("article");
    await waitFor(() =>
      expect(requests.some((r) => r.startsWith("GET /api/v1/markers?timeline%5B%5D=home"))).toBe(
        true,
      ),
    );
    expect(screen.queryByRole("button", { name: "Go to where you left off" })).toBeNull();
  });

  it("keeps no server position before Mitra 3.17", async () => {
    const { requests } = renderApp("/home", {
      demo: createDemoApp({ server: "3.10" }),
      signedInAs: "alice",
    });
    await within(await feed()).findAllByRole("article");
    expect(requests.filter((r) => r.includes("timeline%5B%5D=home"))).toEqual([]);
    expect(screen.queryByRole("button", { name: "Go to where you left off" })).toBeNull();
  });
});
