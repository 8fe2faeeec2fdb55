import { describe, expect, it } from "vitest";
import { capabilitiesFor } from "./capabilities";

const groupsOf = (mitra: string) => {
  const { groups, createGroups, editGroups, groupAdmins, groupModeration } = capabilitiesFor(
    `4.0.0 (compatible; Mitra ${mitra})`,
  );
  return { groups, createGroups, editGroups, groupAdmins, groupModeration };
};

describe("group capabilities, by the release that added each call", () => {
  it.each([
    ["3.10.0", [false, false, false, false, false]],
    ["5.4.0", [false, false, false, false, false]],
    ["5.5.0", [true, false, false, false, false]],
    ["5.6.0", [true, true, false, false, false]],
    ["5.7.0", [true, true, true, false, false]],
    ["5.8.0", [true, true, true, true, false]],
    ["5.9.0", [true, true, true, true, true]],
    ["5.9.1", [true, true, true, true, true]],
  ] as const)("Mitra %s", (version, [groups, create, edit, admins, moderation]) => {
    expect(groupsOf(version)).toEqual({
      groups,
      createGroups: create,
      editGroups: edit,
      groupAdmins: admins,
      groupModeration: moderation,
    });
  });

  it("offers a new group's description from 5.7.0: 5.6 keeps only the name", () => {
    const at = (mitra: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${mitra})`);
    expect(at("5.5.0").createGroupDescription).toBe(false);
    expect(at("5.6.0").createGroupDescription).toBe(false);
    expect(at("5.6.9").createGroupDescription).toBe(false);
    expect(at("5.7.0").createGroupDescription).toBe(true);
    expect(at("5.9.1").createGroupDescription).toBe(true);
  });

  it("lists a group's admins to the signed-in only from 5.9.2, whose call requires a token", () => {
    const at = (mitra: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${mitra})`);
    expect(at("5.8.0").groupAdminsNeedToken).toBe(false);
    expect(at("5.9.1").groupAdminsNeedToken).toBe(false);
    expect(at("5.9.2-dev").groupAdminsNeedToken).toBe(true);
    expect(at("5.9.2").groupAdminsNeedToken).toBe(true);
  });

  it("a server that does not say its version has no groups", () => {
    expect(capabilitiesFor("4.0.0").groups).toBe(false);
  });
});
