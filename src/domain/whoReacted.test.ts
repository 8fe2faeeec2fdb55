import { describe, expect, it } from "vitest";
import { AccountSchema } from "@/api/entities/account";
import { parse } from "@/api/schema";
import { capabilitiesFor } from "./capabilities";
import { withViewerLike, withViewerReactions } from "./whoReacted";

const makeAccount = (fields: Record<string, unknown>) => parse(AccountSchema, fields);
const viewer = makeAccount({ id: "me", username: "alice", acct: "alice" });
const bob = makeAccount({ id: "b", username: "bob", acct: "bob" });

describe("the viewer's own like in who liked", () => {
  it("is added first where the post says they liked it and the list lacks them", () => {
    expect(withViewerLike([bob], viewer, true).map((a) => a.id)).toEqual(["me", "b"]);
    expect(withViewerLike([], viewer, true).map((a) => a.id)).toEqual(["me"]);
  });

  it("is not added twice, nor when they did not like it", () => {
    expect(withViewerLike([bob, viewer], viewer, true).map((a) => a.id)).toEqual(["b", "me"]);
    expect(withViewerLike([bob], viewer, false).map((a) => a.id)).toEqual(["b"]);
  });
});

describe("the viewer's own reactions in who reacted", () => {
  const heart = { name: "❤️", url: null, count: 1, me: false, accounts: [bob] };

  it("adds the viewer under each emoji they gave, and an emoji listed with nobody", () => {
    const result = withViewerReactions([heart], viewer, [
      { name: "❤️", url: null },
      { name: "blobcat", url: "https://x.example/blobcat.png" },
    ]);
    expect(result.map((r) => [r.name, r.accounts.map((a) => a.id)])).toEqual([
      ["❤️", ["me", "b"]],
      ["blobcat", ["me"]],
    ]);
    expect(result[1]?.url).toBe("https://x.example/blobcat.png");
  });

  it("leaves a list that has them, or emoji they did not give, as it is", () => {
    const listed = { ...heart, accounts: [viewer, bob] };
    expect(withViewerReactions([listed], viewer, [{ name: "❤️", url: null }])).toEqual([listed]);
    expect(withViewerReactions([heart], viewer, [])).toEqual([heart]);
  });
});

describe("which servers leave the viewer out", () => {
  const at = (mitra: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${mitra})`);
  it("4.5 to 4.16 do; 4.17 lists the viewer's own like and reactions", () => {
    expect(at("4.5.0").reactionListsShowViewer).toBe(false);
    expect(at("4.16.1").reactionListsShowViewer).toBe(false);
    expect(at("4.17.0").reactionListsShowViewer).toBe(true);
    expect(at("5.9.1").reactionListsShowViewer).toBe(true);
  });
});
