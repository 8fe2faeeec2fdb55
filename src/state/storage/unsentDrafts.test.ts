// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { claimKeptDrafts, clearAllButDrafts, hasUnsentDraft } from "./unsentDrafts";

beforeEach(() => localStorage.clear());

describe("drafts across an expired session", () => {
  it("keeps only the drafts, marked with their writer", () => {
    localStorage.setItem("auth_token", "t");
    localStorage.setItem("kept_user", "{}");
    localStorage.setItem("post_content_new", "Half a thought");
    localStorage.setItem("post_content_p1", "A reply");
    clearAllButDrafts("alice-id");
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(localStorage.getItem("kept_user")).toBeNull();
    expect(localStorage.getItem("post_content_new")).toBe("Half a thought");
    expect(localStorage.getItem("post_content_p1")).toBe("A reply");
    expect(localStorage.getItem("kept_drafts_owner")).toBe("alice-id");
  });

  it("gives them back to their writer", () => {
    localStorage.setItem("post_content_new", "Half a thought");
    clearAllButDrafts("alice-id");
    claimKeptDrafts("alice-id");
    expect(localStorage.getItem("post_content_new")).toBe("Half a thought");
    expect(localStorage.getItem("kept_drafts_owner")).toBeNull();
  });

  it("drops them when another account signs in", () => {
    localStorage.setItem("post_content_new", "Half a thought");
    clearAllButDrafts("alice-id");
    claimKeptDrafts("bob-id");
    expect(hasUnsentDraft()).toBe(false);
    expect(localStorage.getItem("kept_drafts_owner")).toBeNull();
  });

  it("leaves drafts alone when none were kept from an expired session", () => {
    localStorage.setItem("post_content_new", "Mine");
    claimKeptDrafts("bob-id");
    expect(localStorage.getItem("post_content_new")).toBe("Mine");
  });
});
