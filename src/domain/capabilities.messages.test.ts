import { describe, expect, it } from "vitest";
import { capabilitiesFor } from "./capabilities";

const at = (mitra: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${mitra})`);

describe("direct messages and followed conversations, by release", () => {
  it("lists conversations from 4.20.0 (before, the direct timeline only)", () => {
    expect(at("3.10.0").conversations).toBe(false);
    expect(at("4.19.9").conversations).toBe(false);
    expect(at("4.20.0").conversations).toBe(true);
    expect(at("5.9.1").conversations).toBe(true);
  });

  it("follows a conversation from 4.16.0", () => {
    expect(at("3.10.0").conversationTracking).toBe(false);
    expect(at("4.15.2").conversationTracking).toBe(false);
    expect(at("4.16.0").conversationTracking).toBe(true);
    expect(at("5.9.1").conversationTracking).toBe(true);
  });

  it("reads whether a conversation is followed from the post from 5.9.0", () => {
    expect(at("4.16.0").conversationTrackingState).toBe(false);
    expect(at("5.8.3").conversationTrackingState).toBe(false);
    expect(at("5.9.0").conversationTrackingState).toBe(true);
    expect(at("5.9.1").conversationTrackingState).toBe(true);
  });

  it("a server that does not say its version has none of them", () => {
    expect(capabilitiesFor("4.0.0")).toMatchObject({
      conversations: false,
      conversationTracking: false,
      conversationTrackingState: false,
    });
  });
});
