import { describe, expect, it } from "vitest";
import { compareInTurns } from "./turns";

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
