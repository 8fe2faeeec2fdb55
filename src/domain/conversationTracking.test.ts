import { describe, expect, it } from "vitest";
import { makeStatus } from "@/test/fixtures";
import { followsConversation, toldTracking } from "./messages";

const conversation = { id: "c1", root_id: "p0" };

describe("a post saying whether the viewer follows its conversation", () => {
  it("is read from the top-level conversation_tracking on 4.16–5.7, which send no conversation", () => {
    const post = makeStatus({ conversation_tracking: "follow" });
    expect(toldTracking(post)).toBe("follow");
    expect(followsConversation(toldTracking(post), undefined)).toBe(true);
    expect(toldTracking(makeStatus({ conversation_tracking: "normal" }))).toBe("normal");
  });

  it("is read from conversation_tracking on 5.8, whose conversation has no tracking", () => {
    const post = makeStatus({ conversation, conversation_tracking: "follow" });
    expect(followsConversation(toldTracking(post), false)).toBe(true);
  });

  it("is read from conversation.tracking on 5.9", () => {
    const post = makeStatus({
      conversation: { ...conversation, tracking: "follow" },
      conversation_tracking: "follow",
    });
    expect(toldTracking(post)).toBe("follow");
    expect(
      toldTracking(makeStatus({ conversation: { ...conversation, tracking: "follow" } })),
    ).toBe("follow");
  });

  it("says nothing to a visitor or on servers before 4.16", () => {
    expect(toldTracking(makeStatus())).toBeNull();
    expect(toldTracking(makeStatus({ conversation }))).toBeNull();
  });
});
