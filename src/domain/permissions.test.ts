import { describe, expect, it } from "vitest";
import {
  ADMIN_PERMISSIONS,
  makeUser,
  READ_ONLY_PERMISSIONS,
  USER_PERMISSIONS,
} from "@/test/fixtures";
import { RoleSchema } from "@/api/entities/credentialAccount";
import { hasPermission, isAdmin, rolePermissions } from "./permissions";
import { parse } from "@/api/schema";

describe("permissions across server versions", () => {
  it("reads Mitra 3.10's list of names", () => {
    expect(hasPermission(makeUser(USER_PERMISSIONS), "create_post")).toBe(true);
    expect(isAdmin(makeUser(USER_PERMISSIONS))).toBe(false);
    expect(isAdmin(makeUser(ADMIN_PERMISSIONS))).toBe(true);
  });
  it("reads permissions_names when permissions is a bitmask", () => {
    const user = makeUser(null, {
      role: { id: 2, name: "admin", permissions: "15", permissions_names: ADMIN_PERMISSIONS },
    });
    expect(isAdmin(user)).toBe(true);
  });
  it("trusts permissions_names over the role's name", () => {
    // A 5.9 user whose role lost create_post: the bitmask "0" says nothing either way.
    const user = makeUser(null, {
      role: { id: 1, name: "user", permissions: "0", permissions_names: READ_ONLY_PERMISSIONS },
    });
    expect(hasPermission(user, "create_post")).toBe(false);
    expect(hasPermission(user, "create_follow_request")).toBe(true);
  });
  it("falls back to the role name for a bare bitmask", () => {
    expect(
      rolePermissions(parse(RoleSchema, { name: "read_only_user", permissions: "0" })),
    ).toEqual(["create_follow_request"]);
    expect(rolePermissions(parse(RoleSchema, { name: "admin", permissions: "1" }))).toContain(
      "delete_any_profile",
    );
  });
  it("grants nothing without a user or role", () => {
    expect(hasPermission(null, "create_post")).toBe(false);
    expect(rolePermissions(undefined)).toEqual([]);
  });
});
