import { describe, expect, it } from "vitest";
import { spent } from "./cdp";

describe("spent", () => {
  it("is the difference of two readings of a cumulative counter", () => {
    expect(spent(120, 350)).toBe(230);
  });

  it("counts from zero when the renderer was swapped between the readings", () => {
    expect(spent(120, 40)).toBe(40);
  });
});
