import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import { firstOrKept } from "./offlineCopy";

const copy = { kept: 1 };
const readCopy = () => Promise.resolve(copy);

describe("the server's answer or the copy kept", () => {
  it("is the server's answer when there is one", async () => {
    expect(await firstOrKept("1", () => Promise.resolve("fresh"), readCopy)).toBe("fresh");
  });

  it("is the copy when no answer came at all", async () => {
    const unreachable = () => Promise.reject(new ApiError("The server could not be reached", 0));
    expect(await firstOrKept("1", unreachable, readCopy)).toBe(copy);
  });

  it("is the failure when the server refused (its answer is no reason to show the copy)", async () => {
    const refused = () => Promise.reject(new ApiError("internal error", 500));
    await expect(firstOrKept("1", refused, readCopy)).rejects.toThrow("internal error");
  });

  it("is the failure when nothing is kept, or no account's copy is read", async () => {
    const unreachable = () => Promise.reject(new ApiError("The server could not be reached", 0));
    await expect(firstOrKept("1", unreachable, () => Promise.resolve(null))).rejects.toThrow(
      "could not be reached",
    );
    await expect(firstOrKept(null, unreachable, readCopy)).rejects.toThrow("could not be reached");
  });
});
