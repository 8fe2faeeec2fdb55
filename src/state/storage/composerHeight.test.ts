// @vitest-environment jsdom
import { beforeEach, afterEach, describe, expect, it } from "vitest";
import { keepComposerHeight, keptComposerHeight } from "./composerHeight";

beforeEach(() => localStorage.setItem("auth_token", "a-token"));
afterEach(() => localStorage.clear());

describe("the composer's kept height", () => {
  it("is none until one is kept, then the rounded height", () => {
    expect(keptComposerHeight()).toBeNull();
    keepComposerHeight(212.6);
    expect(keptComposerHeight()).toBe(213);
  });

  it("keeps no height out of range, and ignores one stored out of range", () => {
    keepComposerHeight(20);
    keepComposerHeight(5000);
    expect(keptComposerHeight()).toBeNull();
    localStorage.setItem("composer_height", "9999");
    expect(keptComposerHeight()).toBeNull();
    localStorage.setItem("composer_height", "tall");
    expect(keptComposerHeight()).toBeNull();
  });

  it("is not kept without a session: signing out leaves storage empty", () => {
    localStorage.clear();
    keepComposerHeight(212);
    expect(localStorage.length).toBe(0);
  });
});
