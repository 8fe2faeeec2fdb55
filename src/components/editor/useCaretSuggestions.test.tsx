import { useState } from "react";
import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { fixedToken } from "@demo/testing";
import { call } from "@demo/testing";
import { renderHookOnDemo } from "@/test/renderHookOnDemo";
import { useCaretSuggestions } from "./useCaretSuggestions";
import { ownItem } from "@/test/storage";

afterEach(() => vi.unstubAllGlobals());

/** The hook over a text kept as the editor keeps it, with the caret at its end. */
async function typed(start: string, demo?: DemoApp) {
  const placeCaret = vi.fn<(position: number) => void>();
  const rendered = await renderHookOnDemo(
    () => {
      const [text, setText] = useState(start);
      return { text, setText, ...useCaretSuggestions(text, setText, placeCaret) };
    },
    { demo, signedInAs: "alice" },
  );
  act(() => rendered.result.current.setCaret(start.length));
  return { ...rendered, placeCaret };
}

describe("suggestions at the caret", () => {
  it("offers up to 4 people for @someone and puts the pick in its place, caret after a space", async () => {
    const { result, placeCaret, sent } = await typed("Hi @da");
    expect(result.current.kind).toBe("mention");
    await waitFor(() => expect(result.current.suggestions.length).toBeGreaterThan(0));
    expect(result.current.suggestions.length).toBeLessThanOrEqual(4);
    expect(sent.some(({ request }) => /\/search\?.*q=da/.test(request))).toBe(true);
    const [first] = result.current.suggestions;
    if (first?.kind !== "account") throw new Error("expected a person");
    act(() => result.current.pick(first));
    const inserted = `Hi @${first.account.acct} `;
    expect(result.current.text).toBe(inserted);
    expect(placeCaret).toHaveBeenCalledWith(inserted.length);
    expect(result.current.kind).toBeNull();
  });

  it("keeps a dismissed word closed while it grows", async () => {
    const { result } = await typed("Hi @da");
    act(() => result.current.dismiss());
    expect(result.current.kind).toBeNull();
    act(() => result.current.setText("Hi @dav"));
    act(() => result.current.setCaret("Hi @dav".length));
    expect(result.current.kind).toBeNull();
    expect(result.current.suggestions).toEqual([]);
    // A new word is offered again.
    act(() => result.current.setText("Hi @dav and @al"));
    act(() => result.current.setCaret("Hi @dav and @al".length));
    expect(result.current.kind).toBe("mention");
  });

  it("offers the instance's emoji for :shortcode, and remembers the one picked", async () => {
    const { result } = await typed("Hi :mitr");
    expect(result.current.kind).toBe("emoji");
    const mitra = await waitFor(() => {
      const found = result.current.suggestions.find(
        (item) => item.kind === "emoji" && item.emoji.name === "mitra",
      );
      if (!found) throw new Error("expected :mitra:");
      return found;
    });
    act(() => result.current.pick(mitra));
    expect(result.current.text).toBe("Hi :mitra: ");
    expect(ownItem("recent_emoji")).toContain("mitra");
  });

  it("offers tags for #tag, leaving out the one already typed whole", async () => {
    const demo = createDemoApp({ server: "3.10" });
    await call(demo, "POST", "/api/v1/statuses", {
      token: fixedToken("alice"),
      body: { status: "A new tag: #photo" },
    });
    const { result } = await typed("Look #photo", demo);
    expect(result.current.kind).toBe("tag");
    await waitFor(() =>
      expect(result.current.suggestions).toContainEqual({ kind: "tag", name: "photography" }),
    );
    expect(result.current.suggestions).not.toContainEqual({ kind: "tag", name: "photo" });
  });

  it("offers nothing after a plain word", async () => {
    const { result } = await typed("Plain words");
    expect(result.current.kind).toBeNull();
    expect(result.current.suggestions).toEqual([]);
  });
});
