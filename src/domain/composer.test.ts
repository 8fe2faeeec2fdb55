import { describe, expect, it } from "vitest";
import {
  acceptedFileTypes,
  initialVisibility,
  canSubmit,
  cleanDescription,
  createIdempotencyKey,
  completeWord,
  insertAt,
  mentionAt,
  parseDataUrl,
  remainingCharacters,
  replyMentions,
  shouldSuggest,
  showCounter,
  visibilityChoices,
} from "./composer";

describe("visibility choices (every case)", () => {
  const me = "me";
  it("new post: public, followers, subscribers, direct", () => {
    expect(visibilityChoices(null, me)).toEqual(["public", "private", "subscribers", "direct"]);
  });
  it("reply to a public post: the same four, public first", () => {
    expect(visibilityChoices({ visibility: "public", authorId: "x" }, me)).toEqual([
      "public",
      "private",
      "subscribers",
      "direct",
    ]);
  });
  it("reply to my own followers-only post: followers, direct", () => {
    expect(visibilityChoices({ visibility: "private", authorId: me }, me)).toEqual([
      "private",
      "direct",
    ]);
  });
  it("reply to someone else's followers-only post: direct, conversation", () => {
    expect(visibilityChoices({ visibility: "private", authorId: "x" }, me)).toEqual([
      "direct",
      "conversation",
    ]);
  });
  it.each(["subscribers", "conversation", "direct"] as const)(
    "reply to a %s post: direct only",
    (visibility) => {
      expect(visibilityChoices({ visibility, authorId: "x" }, me)).toEqual(["direct"]);
    },
  );
});

describe("reply mentions", () => {
  it("starts with the author, then the mentioned, without me or repeats", () => {
    const post = {
      account: { id: "a", acct: "carol@remote.example" },
      mentions: [
        { id: "me", acct: "alice", username: "alice" },
        { id: "b", acct: "bob", username: "bob" },
        { id: "a", acct: "carol@remote.example", username: "carol" },
        { id: "b", acct: "bob", username: "bob" },
      ],
    };
    expect(replyMentions(post, "me")).toBe("@carol@remote.example @bob ");
  });
  it("is empty when replying to myself alone", () => {
    expect(replyMentions({ account: { id: "me", acct: "alice" }, mentions: [] }, "me")).toBe("");
  });
});

describe("counter and submit", () => {
  it("counts down from the instance maximum and shows under 100", () => {
    expect(remainingCharacters(5000, "hello")).toBe(4995);
    expect(showCounter(100)).toBe(false);
    expect(showCounter(99)).toBe(true);
    expect(showCounter(-3)).toBe(true);
  });
  it("submits only with text, within the limit, and nothing in flight", () => {
    const ok = { text: "hi", remaining: 0, inFlight: false, uploading: false };
    expect(canSubmit(ok)).toBe(true);
    expect(canSubmit({ ...ok, text: "   " })).toBe(false);
    expect(canSubmit({ ...ok, remaining: -1 })).toBe(false);
    expect(canSubmit({ ...ok, inFlight: true })).toBe(false);
    expect(canSubmit({ ...ok, uploading: true })).toBe(false);
  });
});

describe("mention suggestions", () => {
  it("triggers after @ and at least 2 characters, at the start or after a space", () => {
    expect(mentionAt("@a", 2)).toBeNull();
    expect(mentionAt("@al", 3)).toEqual({ start: 0, query: "al" });
    expect(mentionAt("hi @bob", 7)).toEqual({ start: 3, query: "bob" });
    expect(mentionAt("mail@bob", 8)).toBeNull();
    expect(mentionAt("@bob done", 9)).toBeNull();
  });
  it("hides a single exact match", () => {
    expect(shouldSuggest("bob", [{ acct: "bob" }])).toBe(false);
    expect(shouldSuggest("bo", [{ acct: "bob" }])).toBe(true);
    expect(shouldSuggest("bob", [{ acct: "bob" }, { acct: "bobby" }])).toBe(true);
    expect(shouldSuggest("zz", [])).toBe(false);
  });
});

describe("emoji insertion", () => {
  it("adds a space after, and before unless there is whitespace", () => {
    expect(insertAt("hi", 2, 2, "🎉")).toEqual({ text: "hi 🎉 ", caret: 6 });
    expect(insertAt("hi ", 3, 3, ":cat:")).toEqual({ text: "hi :cat: ", caret: 9 });
    expect(insertAt("", 0, 0, "🎉")).toEqual({ text: "🎉 ", caret: 3 });
  });
  it("keeps a space that already follows instead of doubling it", () => {
    expect(insertAt("hi there", 2, 2, "🎉")).toEqual({ text: "hi 🎉 there", caret: 6 });
  });
});

describe("completing a word at the caret", () => {
  it("replaces the typed word and adds a space after it", () => {
    expect(completeWord("hi @da", 3, 6, "@dave")).toEqual({ text: "hi @dave ", caret: 9 });
  });
  it("keeps a space that already follows, and puts the caret past it", () => {
    expect(completeWord("Hi @da and more", 3, 6, "@dave")).toEqual({
      text: "Hi @dave and more",
      caret: 9,
    });
  });
});

describe("idempotency key", () => {
  it("is 20 hex characters, new each time", () => {
    const key = createIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{20}$/);
    expect(createIdempotencyKey()).not.toBe(key);
  });
});

describe("data URLs (upstream upload vector)", () => {
  it("reads the media type and the base64 data", () => {
    const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(parseDataUrl(` data:image/svg+xml;base64,${svg} `)).toEqual({
      mediaType: "image/svg+xml",
      data: svg,
    });
  });
  it("refuses anything else with 'invalid data URL'", () => {
    expect(() => parseDataUrl("data:text/plain,hello")).toThrow("invalid data URL");
    expect(() => parseDataUrl("https://example.com/a.png")).toThrow("invalid data URL");
    expect(() => parseDataUrl("data:image/png;base64,@@@")).toThrow("invalid data URL");
  });
});

describe("attachments", () => {
  it("adds .m4v when video/x-m4v is supported", () => {
    expect(acceptedFileTypes(["image/png", "video/x-m4v"])).toBe("image/png,video/x-m4v,.m4v");
    expect(acceptedFileTypes(["image/png"])).toBe("image/png");
  });
  it("trims descriptions and sends an empty one as null", () => {
    expect(cleanDescription("  a cat  ")).toBe("a cat");
    expect(cleanDescription("   ")).toBeNull();
  });
});

describe("the visibility an editor starts with", () => {
  const all = visibilityChoices(null, "me");

  it("is the user's default for a new top-level post", () => {
    expect(initialVisibility(all, true, "private")).toBe("private");
    expect(initialVisibility(all, true, "subscribers")).toBe("subscribers");
  });

  it("is the first choice without a default, for a reply, or when the target does not allow it", () => {
    expect(initialVisibility(all, true, null)).toBe("public");
    expect(initialVisibility(all, false, "private")).toBe("public");
    expect(initialVisibility(["direct", "conversation"], true, "private")).toBe("direct");
  });
});
