import { describe, expect, it } from "vitest";
import { AdminAccountSchema } from "@/api/entities/adminAccount";
import { parse } from "@/api/schema";
import { ADMIN_PERMISSIONS, makeUser, USER_PERMISSIONS } from "@/test/fixtures";
import { capabilitiesFor } from "./capabilities";
import {
  canCopyObjectId,
  canDeleteAnyPost,
  canDeleteProfile,
  canListAccounts,
  filterAccounts,
  postDeletionReach,
  profileDeletionReach,
  sortAccounts,
} from "./moderation";

const at = (mitra: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${mitra})`);
const admin = makeUser(ADMIN_PERMISSIONS, { id: "admin" });
const alice = makeUser(USER_PERMISSIONS, { id: "alice" });
/** A 5.9 role that may delete posts but not profiles. */
const postsOnly = makeUser(null, {
  id: "mod",
  role: { id: 9, name: "moderator", permissions: "1", permissions_names: ["delete_any_post"] },
});
const carolPost = { account: { id: "carol", acct: "carol@remote.example", username: "carol" } };
const bobPost = { account: { id: "bob", acct: "bob", username: "bob" } };

describe("moderation gates, by permission and by the release that added each call", () => {
  it.each([
    ["3.10.0", false, false],
    ["4.8.0", false, false],
    ["4.9.0", true, false],
    ["5.8.0", true, false],
    ["5.9.0", true, true],
  ] as const)("Mitra %s: deletes %s, accounts list %s", (version, deletes, list) => {
    const capabilities = at(version);
    expect(capabilities.adminDeletes).toBe(deletes);
    expect(capabilities.adminAccounts).toBe(list);
    expect(canDeleteAnyPost(carolPost, admin, capabilities)).toBe(deletes);
    expect(canDeleteProfile(carolPost.account, admin, capabilities)).toBe(deletes);
    expect(canListAccounts(admin, capabilities)).toBe(list);
  });

  it("offers nothing to a user without the permission, or to a visitor", () => {
    const capabilities = at("5.9.1");
    for (const user of [alice, null]) {
      expect(canDeleteAnyPost(carolPost, user, capabilities)).toBe(false);
      expect(canDeleteProfile(carolPost.account, user, capabilities)).toBe(false);
      expect(canListAccounts(user, capabilities)).toBe(false);
      expect(canCopyObjectId(user)).toBe(false);
    }
    expect(canCopyObjectId(admin)).toBe(true);
  });

  it("reads each permission on its own", () => {
    const capabilities = at("5.9.1");
    expect(canDeleteAnyPost(bobPost, postsOnly, capabilities)).toBe(true);
    expect(canDeleteProfile(bobPost.account, postsOnly, capabilities)).toBe(false);
    expect(canListAccounts(postsOnly, capabilities)).toBe(false);
  });

  it("never offers the admin's own post or profile", () => {
    const own = { account: { id: "admin", acct: "admin", username: "admin" } };
    expect(canDeleteAnyPost(own, admin, at("5.9.1"))).toBe(false);
    expect(canDeleteProfile(own.account, admin, at("5.9.1"))).toBe(false);
  });

  it("says how far a deletion reaches", () => {
    expect(postDeletionReach(carolPost, true)).toBe("thisServer");
    expect(postDeletionReach(bobPost, false)).toBe("everywhere");
    expect(postDeletionReach(bobPost, true)).toBe("everywhereNotified");
    expect(at("5.8.0").adminDeleteNotifies).toBe(false);
    expect(at("5.9.0").adminDeleteNotifies).toBe(true);
    expect(profileDeletionReach(carolPost.account)).toBe("thisServer");
    expect(profileDeletionReach(bobPost.account)).toBe("everywhere");
  });
});

const entry = (
  acct: string,
  name: string,
  type: string,
  role: string | null,
  lastLogin: string | null,
) =>
  parse(AdminAccountSchema, {
    id: acct,
    role: role === null ? null : { id: 1, name: role, permissions: "0" },
    account: { id: acct, username: acct, acct, display_name: name },
    account_type: type,
    last_login_at: lastLogin,
  });

describe("the accounts page's sorting and filter", () => {
  const accounts = [
    entry("bob", "Bob", "user", "user", "2026-01-02T00:00:00Z"),
    entry("cafe", "Fediverse Café", "group", null, null),
    entry("admin", "Admin", "user", "admin", "2026-03-01T00:00:00Z"),
    entry("zed", "", "nomadic", "user", "2025-12-01T00:00:00Z"),
  ];
  const accts = (list: { account: { acct: string } }[]) => list.map((item) => item.account.acct);

  it("reads an unknown account type as a user", () => {
    expect(entry("x", "X", "robot", null, null).account_type).toBe("user");
  });

  it("sorts by each column, either way, missing values lowest", () => {
    expect(accts(sortAccounts(accounts, "name", "ascending"))).toEqual([
      "admin",
      "bob",
      "cafe",
      "zed",
    ]);
    expect(accts(sortAccounts(accounts, "lastLogin", "descending"))).toEqual([
      "admin",
      "bob",
      "zed",
      "cafe",
    ]);
    expect(accts(sortAccounts(accounts, "role", "ascending"))).toEqual([
      "cafe",
      "admin",
      "bob",
      "zed",
    ]);
    expect(accts(sortAccounts(accounts, "type", "descending"))).toEqual([
      "admin",
      "bob",
      "zed",
      "cafe",
    ]);
    expect(accts(sortAccounts(accounts, "address", "descending"))).toEqual([
      "zed",
      "cafe",
      "bob",
      "admin",
    ]);
  });

  it("filters by name or address in any case, and by type", () => {
    expect(accts(filterAccounts(accounts, { text: "CAF", type: "all" }))).toEqual(["cafe"]);
    expect(accts(filterAccounts(accounts, { text: " ze ", type: "all" }))).toEqual(["zed"]);
    expect(accts(filterAccounts(accounts, { text: "", type: "user" }))).toEqual(["bob", "admin"]);
    expect(accts(filterAccounts(accounts, { text: "b", type: "group" }))).toEqual([]);
  });
});
