import { describe, expect, it } from "vitest";
import { capabilitiesFor } from "./capabilities";

const at = (mitra: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${mitra})`);

describe("favourites, who reacted, pending requests and clearing notifications, by release", () => {
  it("clears notifications from 3.22.0", () => {
    expect(at("3.10.0").clearNotifications).toBe(false);
    expect(at("3.21.9").clearNotifications).toBe(false);
    expect(at("3.22.0").clearNotifications).toBe(true);
    expect(at("5.9.1").clearNotifications).toBe(true);
  });

  it("lists who reposted: nobody's before 4.4.0, the author's own posts in 4.4, any post from 4.5.0", () => {
    expect(at("3.10.0").rebloggedBy).toBe("none");
    expect(at("4.3.1").rebloggedBy).toBe("none");
    expect(at("4.4.0").rebloggedBy).toBe("own");
    expect(at("4.4.9").rebloggedBy).toBe("own");
    expect(at("4.5.0").rebloggedBy).toBe("any");
    expect(at("5.9.1").rebloggedBy).toBe("any");
  });

  it("lists who liked a post from 4.5.0", () => {
    expect(at("4.4.0").favouritedBy).toBe(false);
    expect(at("4.5.0").favouritedBy).toBe(true);
    expect(at("5.9.1").favouritedBy).toBe(true);
  });

  it("lists who reacted with which emoji from 4.5.0", () => {
    expect(at("4.4.0").reactionAccounts).toBe(false);
    expect(at("4.5.0").reactionAccounts).toBe(true);
    expect(at("5.9.1").reactionAccounts).toBe(true);
  });

  it("lists the user's likes from 4.17.0", () => {
    expect(at("4.16.1").favourites).toBe(false);
    expect(at("4.17.0").favourites).toBe(true);
    expect(at("5.9.1").favourites).toBe(true);
  });

  it("adds the posts reacted to (all_reactions) from 5.3.0", () => {
    expect(at("4.17.0").favouritesAllReactions).toBe(false);
    expect(at("5.2.0").favouritesAllReactions).toBe(false);
    expect(at("5.3.0").favouritesAllReactions).toBe(true);
    expect(at("5.9.1").favouritesAllReactions).toBe(true);
  });

  it("lists the user's pending follow requests from 4.19.0", () => {
    expect(at("4.18.1").outgoingFollowRequests).toBe(false);
    expect(at("4.19.0").outgoingFollowRequests).toBe(true);
    expect(at("5.9.1").outgoingFollowRequests).toBe(true);
  });

  it("a server that does not say its version has none of them", () => {
    expect(capabilitiesFor("4.0.0")).toMatchObject({
      clearNotifications: false,
      rebloggedBy: "none",
      favouritedBy: false,
      reactionAccounts: false,
      favourites: false,
      favouritesAllReactions: false,
      outgoingFollowRequests: false,
    });
  });
});
