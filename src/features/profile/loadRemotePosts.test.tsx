import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { renderApp, type RenderOptions } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

async function openMenu(demo: DemoApp, signedInAs: string, options: RenderOptions = {}) {
  const user = userEvent.setup();
  const app = renderApp("/@carol@remote.example", { demo, signedInAs, ...options });
  await user.click(
    await screen.findByRole("button", { name: "More profile actions" }, { timeout: 10_000 }),
  );
  const menu = await screen.findByRole("menu");
  return { app, user, menu };
}

describe("loading a remote profile's posts", () => {
  it("is offered to anyone signed in on 5.9, and asks for the featured collection", async () => {
    const { app, user, menu } = await openMenu(createDemoApp({ server: "5.9" }), "alice");
    await user.click(within(menu).getByRole("menuitem", { name: "Load featured posts" }));
    expect(await screen.findByText(/Loading the featured posts/)).toBeInTheDocument();
    const loads = app.sent.filter((each) => each.request.endsWith("/load_activities"));
    expect(loads.map((each) => each.body)).toEqual([{ collection: "featured" }]);
  });

  it("tells the rate limiter's wait kindly", async () => {
    const tooMany = () =>
      new Response("Too many requests, retry in 287s", {
        status: 429,
        headers: { "Content-Type": "text/plain; charset=utf-8", "x-ratelimit-after": "287" },
      });
    const { user, menu } = await openMenu(createDemoApp({ server: "5.9" }), "alice", {
      fault: (path) => (path.endsWith("/load_activities") ? tooMany() : undefined),
    });
    await user.click(within(menu).getByRole("menuitem", { name: "Load latest posts" }));
    expect(
      await screen.findByText(
        "The server is already loading many posts for you. Try again in 5 minutes.",
      ),
    ).toBeInTheDocument();
  });

  it("is for admins only on 3.10", async () => {
    const { menu } = await openMenu(createDemoApp({ server: "3.10" }), "alice");
    expect(within(menu).queryByRole("menuitem", { name: /^Load/ })).toBeNull();
  });
});
