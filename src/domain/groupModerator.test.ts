import { describe, expect, it } from "vitest";
import { isGroupModerator } from "./groupModerator";

const alice = "1";
const group = "g1";

describe("isGroupModerator", () => {
  it("is true for one of the group's admins", () => {
    expect(
      isGroupModerator({
        userId: alice,
        groupId: group,
        admins: [{ id: "9" }, { id: alice }],
        moderated: undefined,
      }),
    ).toBe(true);
  });

  it("is true when the group is among those the user moderates", () => {
    expect(
      isGroupModerator({
        userId: alice,
        groupId: group,
        admins: undefined,
        moderated: [{ id: "g0" }, { id: group }],
      }),
    ).toBe(true);
  });

  it("is false for a member who is neither", () => {
    expect(
      isGroupModerator({
        userId: alice,
        groupId: group,
        admins: [{ id: "9" }],
        moderated: [{ id: "g0" }],
      }),
    ).toBe(false);
  });

  it("is false while nothing is known yet", () => {
    expect(
      isGroupModerator({ userId: alice, groupId: group, admins: undefined, moderated: undefined }),
    ).toBe(false);
  });

  it("is false for a visitor, whatever the lists say", () => {
    expect(
      isGroupModerator({
        userId: null,
        groupId: group,
        admins: [{ id: alice }],
        moderated: [{ id: group }],
      }),
    ).toBe(false);
  });
});
