import { describe, expect, it } from "vitest";
import { makeStatus } from "@/test/fixtures";

const quoted = {
  id: "q1",
  created_at: "2026-11-22T11:00:00.000Z",
  account: { id: "a2", username: "carol", acct: "carol" },
  content: "<p>Quoted</p>",
};

describe("the Mastodon-style quote", () => {
  it("is read into pleroma.quote when only it is given", () => {
    const post = makeStatus({ quote: { state: "accepted", quoted_status: quoted } });
    expect(post.pleroma.quote?.id).toBe("q1");
    expect(post).not.toHaveProperty("quote");
  });

  it("is taken without a state too", () => {
    expect(makeStatus({ quote: { quoted_status: quoted } }).pleroma.quote?.id).toBe("q1");
  });

  it("is left out unless accepted", () => {
    for (const state of ["pending", "rejected", "revoked", "deleted"]) {
      expect(makeStatus({ quote: { state, quoted_status: quoted } }).pleroma.quote).toBeNull();
    }
  });

  it("gives way to pleroma.quote when both are given", () => {
    const post = makeStatus({
      quote: { state: "accepted", quoted_status: quoted },
      pleroma: { quote: { ...quoted, id: "q2" } },
    });
    expect(post.pleroma.quote?.id).toBe("q2");
  });

  it("does not break a post when malformed", () => {
    const post = makeStatus({ quote: { state: "accepted", quoted_status: { id: 3 } } });
    expect(post.pleroma.quote).toBeNull();
    expect(makeStatus({ quote: "yes" }).pleroma.quote).toBeNull();
  });

  it("marks hidden posts, and no others", () => {
    expect(makeStatus({ hidden: true }).hidden).toBe(true);
    expect(makeStatus().hidden).toBe(false);
  });
});
