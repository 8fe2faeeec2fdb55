// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { keepComposerHeight, keptComposerHeight } from "./composerHeight";

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
});
