import { describe, expect, it } from "vitest";
import { ANCHOR_DIST, compareInTurns, compareWith } from "./turns";

describe("compareInTurns", () => {
  it("alternates which build goes first, so drift falls on both alike", async () => {
    const order: number[] = [];
    const result = await compareInTurns(3, (build) => {
      order.push(build);
      return Promise.resolve(`${String(build)}:${String(order.length)}`);
    });
    expect(order).toEqual([0, 1, 1, 0, 0, 1]);
    expect(result).toEqual({
      runs: 3,
      thisBuild: ["0:1", "0:4", "0:5"],
      otherBuild: ["1:2", "1:3", "1:6"],
    });
  });

  it("measures this build alone when there is no other", async () => {
    const order: number[] = [];
    const result = await compareInTurns(
      2,
      (build) => {
        order.push(build);
        return Promise.resolve(build);
      },
      { alone: true },
    );
    expect(order).toEqual([0, 0]);
    expect(result.otherBuild).toEqual([]);
  });
});

describe("compareWith", () => {
  it("takes the build named, else the anchor when it is there, else none", () => {
    expect(compareWith("/tmp/other", () => true)).toBe("/tmp/other");
    expect(compareWith(undefined, () => true)).toBe(ANCHOR_DIST);
    expect(compareWith(undefined, () => false)).toBeNull();
    expect(compareWith("", () => true)).toBe(ANCHOR_DIST);
  });

  it("measures alone when told none", () => {
    expect(compareWith("none", () => true)).toBeNull();
  });
});
