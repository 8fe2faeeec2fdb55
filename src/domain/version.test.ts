import { describe, expect, it } from "vitest";
import { capabilitiesFor } from "./capabilities";
import { compareVersions, parseMitraVersion } from "./version";

describe("parseMitraVersion", () => {
  it("reads the Mitra version from the instance version string", () => {
    expect(parseMitraVersion("4.0.0 (compatible; Mitra 3.10.0)")).toBe("3.10.0");
    expect(parseMitraVersion("4.0.0 (compatible; Mitra 5.9.1)")).toBe("5.9.1");
  });
  it("is null when no Mitra version is named", () => {
    expect(parseMitraVersion("4.2.0")).toBeNull();
    expect(parseMitraVersion("")).toBeNull();
  });
});

describe("compareVersions", () => {
  it("compares numerically, part by part", () => {
    expect(compareVersions("3.10.0", "3.9.9")).toBeGreaterThan(0);
    expect(compareVersions("4.8.0", "4.8")).toBe(0);
    expect(compareVersions("4.16.0", "5.0.0")).toBeLessThan(0);
  });
});

describe("capabilitiesFor", () => {
  it("describes a 3.10 server", () => {
    const caps = capabilitiesFor("4.0.0 (compatible; Mitra 3.10.0)");
    expect(caps.version).toBe("3.10.0");
    expect(caps.relaxedUsernames).toBe(false);
    expect(caps.identityClaimPath).toBe("/api/v1/accounts/identity_proof");
    expect(caps.listAccountIdsKey).toBe("account_ids[]");
  });
  it("describes the newest server", () => {
    const caps = capabilitiesFor("4.0.0 (compatible; Mitra 5.9.1)");
    expect(caps.relaxedUsernames).toBe(true);
    expect(caps.identityClaimPath).toBe("/api/v1/accounts/identity_claim");
    expect(caps.listAccountIdsKey).toBe("account_ids");
  });
  it.each([
    ["3.10.0", false, false],
    ["3.12.9", false, false],
    ["3.13.0", true, false],
    ["3.14.2", true, false],
    ["3.15.0", true, true],
    ["5.9.1", true, true],
  ])("polls on Mitra %s: shown and voted %s, published %s", (version, polls, publish) => {
    const caps = capabilitiesFor(`4.0.0 (compatible; Mitra ${version})`);
    expect(caps.polls).toBe(polls);
    expect(caps.publishPolls).toBe(publish);
  });
  it("assumes Mitra 3.10 when the version is unknown", () => {
    const caps = capabilitiesFor("something else");
    expect(caps.version).toBeNull();
    expect(caps.relaxedUsernames).toBe(false);
    expect(caps.polls).toBe(false);
    expect(caps.publishPolls).toBe(false);
  });
});
