// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { hasUnsentDraft } from "./unsentDrafts";
import { writeToken } from "./tokenStorage";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("unsent drafts", () => {
  it("are the current account's only", () => {
    writeToken("alice-id", "token-a");
    localStorage.setItem("account:alice-id:post_content_new", "Half a thought");
    expect(hasUnsentDraft()).toBe(true);
    writeToken("bob-id", "token-b");
    expect(hasUnsentDraft()).toBe(false);
  });

  it("are read under plain keys while no account is known", () => {
    localStorage.setItem("auth_token", "t");
    localStorage.setItem("post_content_p1", "A reply");
    expect(hasUnsentDraft()).toBe(true);
  });
});
