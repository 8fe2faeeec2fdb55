import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

/** A server that sends no avatar at all: every `avatar` in a response is null. */
function withoutAvatars(_path: string, body: unknown): unknown {
  return JSON.parse(JSON.stringify(body), (key, value: unknown) =>
    key === "avatar" ? null : value,
  ) as unknown;
}

const identicons = (element: HTMLElement) => element.querySelectorAll("svg.identicon").length;

describe("avatars without a picture show the identicon everywhere", () => {
  it("in the top bar and on About", async () => {
    renderApp("/about", { signedInAs: "alice", rewrite: withoutAvatars });
    const me = await screen.findByRole("link", { name: "My profile, @alice" });
    expect(identicons(me)).toBe(1);
    const admin = await screen.findByRole("region", { name: "Administrator" });
    await waitFor(() => expect(identicons(admin)).toBe(1));
  });

  it("in post headers", async () => {
    renderApp("/home", { signedInAs: "alice", rewrite: withoutAvatars });
    const feed = await screen.findByRole("feed", { name: "Home" });
    const [first] = await within(feed).findAllByRole("article");
    if (!first) throw new Error("no post");
    const header = first.querySelector("header");
    if (!header) throw new Error("no header");
    expect(identicons(header)).toBe(1);
    expect(feed.querySelector(".avatar-empty")).toBeNull();
  });
});
