import { describe, expect, it } from "vitest";
import { capabilitiesFor, type Capabilities } from "./capabilities";

/** What the client must do differently on each server, by the release that changed it. */
type Row = [
  version: string,
  expected: Pick<
    Capabilities,
    | "version"
    | "relaxedUsernames"
    | "identityClaimPath"
    | "listAccountIdsKey"
    | "subscriptionPriceMin"
    | "guestAccountSearchLimit"
    | "loadActivitiesBody"
    | "loadConversationBody"
  >,
];

const OLD = {
  relaxedUsernames: false,
  identityClaimPath: "/api/v1/accounts/identity_proof",
  listAccountIdsKey: "account_ids[]",
  subscriptionPriceMin: null,
  guestAccountSearchLimit: null,
  loadActivitiesBody: false,
  loadConversationBody: false,
} as const;

const NEW = {
  relaxedUsernames: true,
  identityClaimPath: "/api/v1/accounts/identity_claim",
  listAccountIdsKey: "account_ids",
  subscriptionPriceMin: 1_000_000_000n,
  guestAccountSearchLimit: 2,
  loadActivitiesBody: true,
  loadConversationBody: true,
} as const;

const TABLE: Row[] = [
  ["4.0.0 (compatible; Mitra 3.10.0)", { version: "3.10.0", ...OLD }],
  ["4.0.0 (compatible; Mitra 3.22.0)", { version: "3.22.0", ...OLD }],
  ["4.0.0 (compatible; Mitra 4.2.0)", { version: "4.2.0", ...OLD, loadActivitiesBody: true }],
  [
    "4.0.0 (compatible; Mitra 4.8.0)",
    {
      version: "4.8.0",
      ...OLD,
      relaxedUsernames: true,
      subscriptionPriceMin: 1_000_000_000n,
      guestAccountSearchLimit: 2,
      loadActivitiesBody: true,
    },
  ],
  [
    "4.0.0 (compatible; Mitra 4.16.0)",
    {
      version: "4.16.0",
      ...NEW,
      listAccountIdsKey: "account_ids[]",
      loadConversationBody: false,
    },
  ],
  ["4.0.0 (compatible; Mitra 4.19.0)", { version: "4.19.0", ...NEW, loadConversationBody: false }],
  ["4.0.0 (compatible; Mitra 5.0.0)", { version: "5.0.0", ...NEW, loadConversationBody: false }],
  ["4.0.0 (compatible; Mitra 5.5.0)", { version: "5.5.0", ...NEW }],
  ["4.0.0 (compatible; Mitra 5.9.1)", { version: "5.9.1", ...NEW }],
  // A server that names no Mitra version is taken for the oldest one the client knows.
  ["4.2.1 (compatible; Pleroma 2.5.0)", { version: null, ...OLD }],
  ["", { version: null, ...OLD }],
];

describe("the capability map over server versions", () => {
  it.each(TABLE)("%s", (versionString, expected) => {
    expect(capabilitiesFor(versionString)).toMatchObject(expected);
  });

  it("switches each capability at the release that changed it, not before", () => {
    const at = (version: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${version})`);
    expect(at("4.7.9").relaxedUsernames).toBe(false);
    expect(at("4.8.0").relaxedUsernames).toBe(true);
    expect(at("4.5.0").subscriptionPriceMin).toBeNull();
    expect(at("4.5.1").subscriptionPriceMin).toBe(1_000_000_000n);
    expect(at("4.15.9").identityClaimPath).toBe("/api/v1/accounts/identity_proof");
    expect(at("4.16.0").identityClaimPath).toBe("/api/v1/accounts/identity_claim");
    expect(at("4.18.1").listAccountIdsKey).toBe("account_ids[]");
    expect(at("4.19.0").listAccountIdsKey).toBe("account_ids");
  });
});

describe("capabilitiesFor, asked by every card", () => {
  it("works a version's map out once and gives the same, unchangeable object back", () => {
    const mitra = (version: string) => `4.0.0 (compatible; Mitra ${version})`;
    const first = capabilitiesFor(mitra("5.9.1"));
    expect(capabilitiesFor(mitra("5.9.1"))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(capabilitiesFor(mitra("3.10.0"))).not.toBe(first);
    expect(capabilitiesFor(mitra("3.10.0")).groups).toBe(false);
    expect(first.groups).toBe(true);
  });
});
