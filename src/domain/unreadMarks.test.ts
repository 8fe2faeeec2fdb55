import { describe, expect, it } from "vitest";
import { isUnread } from "./unread";

describe("isUnread", () => {
  it("marks a notification, or a folded group, with one id above the marker", () => {
    expect(isUnread([{ id: "101" }], "100")).toBe(true);
    expect(isUnread([{ id: "99" }, { id: "100" }], "100")).toBe(false);
    expect(isUnread([{ id: "100" }, { id: "1000" }], "999")).toBe(true);
  });

  it("marks everything when the server has no marker yet, nothing while it is unknown", () => {
    expect(isUnread([{ id: "1" }], null)).toBe(true);
    expect(isUnread([{ id: "1" }], undefined)).toBe(false);
  });
});
