import { describe, expect, it } from "vitest";
import {
  canRemoveThread,
  cleanTitle,
  groupAudienceAllowed,
  groupPickable,
  isGroupAnnounce,
  listedId,
  matchesGroupSearch,
  postHeadline,
  titleAllowed,
  titleRemaining,
} from "./groupPosts";
import { capabilitiesFor } from "./capabilities";

describe("group audience", () => {
  it("is offered for a new post and a repost with comment, which have no parent", () => {
    expect(groupAudienceAllowed("new", null)).toBe(true);
    expect(groupAudienceAllowed("repost", null)).toBe(true);
  });

  it("is never offered for a reply (the server refuses group_id with in_reply_to_id) or an edit", () => {
    expect(groupAudienceAllowed("reply", { id: "p1" })).toBe(false);
    expect(groupAudienceAllowed("reply", null)).toBe(false);
    expect(groupAudienceAllowed("new", { id: "p1" })).toBe(false);
    expect(groupAudienceAllowed("editing", null)).toBe(false);
  });

  it("offers a group on another server only where the server answers such a post (5.7 on)", () => {
    const remoteGroupPosts = (mitra: string) =>
      capabilitiesFor(`4.0.0 (compatible; Mitra ${mitra})`).remoteGroupPosts;
    const filmClub = { acct: "film-club@remote.example" };
    const cafe = { acct: "fediverse-cafe" };
    expect(groupPickable(filmClub, remoteGroupPosts("5.6.2"))).toBe(false);
    expect(groupPickable(cafe, remoteGroupPosts("5.6.2"))).toBe(true);
    expect(groupPickable(filmClub, remoteGroupPosts("5.7.0"))).toBe(true);
  });

  it("gives a title to the same posts", () => {
    expect(titleAllowed("new", null)).toBe(true);
    expect(titleAllowed("reply", { id: "p1" })).toBe(false);
    expect(titleAllowed("editing", null)).toBe(false);
  });

  it("sends a trimmed title, and none when blank", () => {
    expect(cleanTitle("  Spring meetup ")).toBe("Spring meetup");
    expect(cleanTitle("   ")).toBeNull();
    expect(cleanTitle("")).toBeNull();
  });
});

describe("a title's length, counted as the server counts it", () => {
  const cyrillic = "ж".repeat(200);

  it("counts UTF-8 bytes before 5.9: 200 Cyrillic letters are 400 bytes, over the 300", () => {
    expect(titleRemaining(cyrillic, "bytes")).toBe(-100);
    expect(titleRemaining("a".repeat(300), "bytes")).toBe(0);
    expect(titleRemaining("ж".repeat(150), "bytes")).toBe(0);
  });

  it("counts characters from 5.9 (an emoji of two UTF-16 units is one)", () => {
    expect(titleRemaining(cyrillic, "characters")).toBe(100);
    expect(titleRemaining("🦉".repeat(300), "characters")).toBe(0);
    expect(titleRemaining("a".repeat(301), "characters")).toBe(-1);
  });

  it("counts the title as sent, trimmed", () => {
    expect(titleRemaining(`  ${"a".repeat(300)}  `, "characters")).toBe(0);
  });

  it("follows the server version: bytes on 5.6 to 5.8, characters from 5.9.0", () => {
    const unit = (mitra: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${mitra})`).titleUnit;
    expect([unit("5.6.0"), unit("5.8.3"), unit("5.9.0"), unit("5.9.1")]).toEqual([
      "bytes",
      "bytes",
      "characters",
      "characters",
    ]);
  });
});

describe("a post's headline", () => {
  it("takes the server's leading h1 out of a titled post's content", () => {
    expect(
      postHeadline({ title: "Spring meetup", content: "<h1>Spring meetup</h1><p>Sunday at 3</p>" }),
    ).toEqual({ title: "Spring meetup", content: "<p>Sunday at 3</p>" });
  });

  it("takes out a remote article's h1 with attributes, entities and leading space", () => {
    expect(
      postHeadline({
        title: "Fish & chips",
        content: '\n <H1 class="title">Fish &amp; chips</H1 ><p>Recipe</p><h1>Part two</h1>',
      }),
    ).toEqual({ title: "Fish & chips", content: "<p>Recipe</p><h1>Part two</h1>" });
  });

  it("leaves content without a title whole, its h1 included", () => {
    const content = "<h1>Not a title</h1><p>Body</p>";
    expect(postHeadline({ title: null, content })).toEqual({ title: null, content });
    expect(postHeadline({ title: "  ", content })).toEqual({ title: null, content });
  });

  it("leaves content that does not start with an h1 as it is", () => {
    const content = "<p>Intro</p><h1>Heading</h1>";
    expect(postHeadline({ title: "Heading", content })).toEqual({ title: "Heading", content });
  });
});

describe("a group's announce", () => {
  const group = { id: "g1", is_group: true };
  it("is a repost by a group of a post in that group", () => {
    expect(isGroupAnnounce({ account: group, reblog: { group: { id: "g1" } } })).toBe(true);
  });

  it("is not a group's repost of a post elsewhere, nor a person's repost of a group post", () => {
    expect(isGroupAnnounce({ account: group, reblog: { group: null } })).toBe(false);
    expect(isGroupAnnounce({ account: group, reblog: { group: { id: "g2" } } })).toBe(false);
    expect(
      isGroupAnnounce({ account: { id: "g1", is_group: false }, reblog: { group: { id: "g1" } } }),
    ).toBe(false);
    expect(isGroupAnnounce({ account: group, reblog: null })).toBe(false);
  });
});

describe("removing a thread from its group", () => {
  const root = {
    id: "p1",
    group: { id: "g1" },
    conversation: { root_id: "p1", can_moderate: true },
  };
  it("is for a moderator, on the thread's first post in a group, on a server that moderates", () => {
    expect(canRemoveThread(root, true)).toBe(true);
  });

  it("is not offered otherwise", () => {
    expect(canRemoveThread(root, false)).toBe(false);
    expect(canRemoveThread({ ...root, group: null }, true)).toBe(false);
    expect(
      canRemoveThread({ ...root, conversation: { root_id: "p1", can_moderate: false } }, true),
    ).toBe(false);
    expect(
      canRemoveThread({ ...root, conversation: { root_id: "p1", can_moderate: null } }, true),
    ).toBe(false);
    expect(canRemoveThread({ ...root, conversation: null }, true)).toBe(false);
    expect(canRemoveThread({ ...root, id: "p2" }, true)).toBe(false);
  });
});

describe("searching the user's groups", () => {
  const group = { display_name: "Night Owls", username: "owls", acct: "owls@birds.example" };
  it("matches every word of the name or address, in any case", () => {
    expect(matchesGroupSearch(group, "")).toBe(true);
    expect(matchesGroupSearch(group, "night")).toBe(true);
    expect(matchesGroupSearch(group, "OWLS night")).toBe(true);
    expect(matchesGroupSearch(group, "@owls@birds")).toBe(true);
    expect(matchesGroupSearch(group, "larks")).toBe(false);
    expect(matchesGroupSearch({ ...group, display_name: null }, "owls")).toBe(true);
  });
});

describe("listedId", () => {
  const group = { id: "g1", is_group: true };
  it("lists a group's announce as the member's post it announces", () => {
    expect(listedId({ id: "r1", account: group, reblog: { id: "p1", group: { id: "g1" } } })).toBe(
      "p1",
    );
  });

  it("keeps every other post, and a group's repost of a post elsewhere, as itself", () => {
    expect(listedId({ id: "p1", account: { id: "a", is_group: false }, reblog: null })).toBe("p1");
    expect(listedId({ id: "r2", account: group, reblog: { id: "p2", group: null } })).toBe("r2");
  });
});
