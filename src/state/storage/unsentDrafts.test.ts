// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { hasUnsentDraft } from "./unsentDrafts";
import { writeToken } from "./tokenStorage";
import { accountStore } from "./accountStore";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("unsent drafts", () => {
  it("are the account's own only", () => {
    writeToken("alice-id", "token-a");
    localStorage.setItem("account:alice-id:post_content_new", "Half a thought");
    expect(hasUnsentDraft(accountStore("alice-id"))).toBe(true);
    writeToken("bob-id", "token-b");
    expect(hasUnsentDraft(accountStore("bob-id"))).toBe(false);
  });

  it("are read under plain keys while no account is known", () => {
    localStorage.setItem("auth_token", "t");
    localStorage.setItem("post_content_p1", "A reply");
    expect(hasUnsentDraft(accountStore(null))).toBe(true);
  });
});
