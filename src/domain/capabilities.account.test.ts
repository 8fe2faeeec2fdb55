import { describe, expect, it } from "vitest";
import { capabilitiesFor } from "./capabilities";

const at = (mitra: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${mitra})`);

describe("the account's settings on today's servers, by release", () => {
  it("names a new post's language from 3.23.0", () => {
    expect(at("3.10.0").postLanguage).toBe(false);
    expect(at("3.22.9").postLanguage).toBe(false);
    expect(at("3.23.0").postLanguage).toBe(true);
    expect(at("5.9.1").postLanguage).toBe(true);
  });

  it("reposts to followers only from 4.3.0", () => {
    expect(at("4.2.9").followersOnlyRepost).toBe(false);
    expect(at("4.3.0").followersOnlyRepost).toBe(true);
    expect(at("5.9.1").followersOnlyRepost).toBe(true);
  });

  it("sends a repost's visibility in a JSON body from 4.3.0, which refuses the call without one", () => {
    expect(at("4.2.9").reblogBody).toBe(false);
    expect(at("4.3.0").reblogBody).toBe(true);
    expect(at("4.3.1").reblogBody).toBe(true);
    expect(at("5.9.1").reblogBody).toBe(true);
  });

  it("saves the bot mark from 3.22.0, where a save without it clears it", () => {
    expect(at("3.10.0").botFlag).toBe(false);
    expect(at("3.21.9").botFlag).toBe(false);
    expect(at("3.22.0").botFlag).toBe(true);
    expect(at("4.1.1").botFlag).toBe(true);
    expect(at("4.2.0").botFlag).toBe(true);
    expect(at("5.9.1").botFlag).toBe(true);
  });

  it("lists and ends sessions from 4.14.0", () => {
    expect(at("4.13.9").sessions).toBe(false);
    expect(at("4.14.0").sessions).toBe(true);
    expect(at("5.9.1").sessions).toBe(true);
  });

  it("removes an identity proof from 4.15.0", () => {
    expect(at("4.14.9").removeIdentityProof).toBe(false);
    expect(at("4.15.0").removeIdentityProof).toBe(true);
    expect(at("5.9.1").removeIdentityProof).toBe(true);
  });

  it("keeps posting defaults on the server from 4.17.0", () => {
    expect(at("4.16.9").postingDefaults).toBe(false);
    expect(at("4.17.0").postingDefaults).toBe(true);
    expect(at("5.9.1").postingDefaults).toBe(true);
  });

  it("lets anyone signed in load a remote profile's posts from 5.4.0, admins only before", () => {
    expect(at("3.10.0").loadActivities).toBe("admin");
    expect(at("5.3.9").loadActivities).toBe("admin");
    expect(at("5.4.0").loadActivities).toBe("anyone");
    expect(at("5.9.1").loadActivities).toBe("anyone");
  });

  it("a server that does not say its version has none of them", () => {
    expect(capabilitiesFor("4.0.0")).toMatchObject({
      postLanguage: false,
      followersOnlyRepost: false,
      botFlag: false,
      sessions: false,
      removeIdentityProof: false,
      postingDefaults: false,
      loadActivities: "admin",
    });
  });
});
