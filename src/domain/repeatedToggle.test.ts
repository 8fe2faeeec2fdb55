import { describe, expect, it } from "vitest";
import { isAlreadyDone } from "./repeatedToggle";

describe("isAlreadyDone", () => {
  it("reads the server's refusal of a repeated repost or reaction as done", () => {
    expect(isAlreadyDone("reblog", new Error("post already exists"))).toBe(true);
    expect(isAlreadyDone("react", new Error("reaction already exists"))).toBe(true);
  });
  it("reads the refusal to undo what is already undone as done", () => {
    expect(isAlreadyDone("unreblog", new Error("post not found"))).toBe(true);
    expect(isAlreadyDone("unreact", new Error("reaction not found"))).toBe(true);
  });
  it("keeps every other failure a failure", () => {
    expect(isAlreadyDone("reblog", new Error("permission error"))).toBe(false);
    expect(isAlreadyDone("reblog", new Error("post not found"))).toBe(false);
    expect(isAlreadyDone("react", new Error("emoji not found"))).toBe(false);
    expect(isAlreadyDone("unreact", new Error("reaction already exists"))).toBe(false);
    expect(isAlreadyDone("react", "reaction already exists")).toBe(false);
  });
});
