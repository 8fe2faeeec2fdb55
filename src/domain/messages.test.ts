import { describe, expect, it } from "vitest";
import {
  byLatestMessage,
  followsConversation,
  isUnread,
  latestMessage,
  messagePeople,
  messagePreview,
  otherPeople,
  replyMentions,
} from "./messages";

const alice = { id: "a", acct: "alice" };
const bob = { id: "b", acct: "bob" };
const carol = { id: "c", acct: "carol@remote.example" };

describe("the people of a conversation", () => {
  it("leaves the viewer out and names each other person once", () => {
    expect(otherPeople([bob, alice, carol, bob], "a")).toEqual([bob, carol]);
    expect(otherPeople([alice], "a")).toEqual([]);
  });

  it("gathers authors and mentions of every message but the viewer", () => {
    const messages = [
      { id: "1", created_at: "2026-01-01T10:00:00Z", account: bob, mentions: [alice, carol] },
      { id: "2", created_at: "2026-01-01T11:00:00Z", account: alice, mentions: [bob] },
    ];
    expect(messagePeople(messages, "a")).toEqual([bob, carol]);
  });

  it("a reply names every participant, each followed by a space", () => {
    expect(replyMentions([bob, carol])).toBe("@bob @carol@remote.example ");
    expect(replyMentions([])).toBe("");
  });

  it("answers the newest message, whatever the order given", () => {
    const older = { id: "1", created_at: "2026-01-01T10:00:00Z", account: bob, mentions: [] };
    const newer = { id: "2", created_at: "2026-01-02T10:00:00Z", account: carol, mentions: [] };
    expect(latestMessage([newer, older])?.id).toBe("2");
    expect(latestMessage([older, newer])?.id).toBe("2");
    expect(latestMessage([])).toBeUndefined();
  });
});

describe("a message's preview", () => {
  it("is plain text: tags gone, breaks as spaces, entities decoded", () => {
    expect(
      messagePreview(
        '<p><span class="h-card"><a href="https://x/@bob">@<span>bob</span></a></span> hi &amp; bye</p><p>2 &lt; 3<br>ok&#33; &#x1F600;</p>',
      ),
    ).toBe("@bob hi & bye 2 < 3 ok! 😀");
  });

  it("never yields markup from escaped or broken tags", () => {
    expect(messagePreview("&lt;script&gt;x&lt;/script&gt;")).toBe("<script>x</script>");
    expect(messagePreview("<img src=x onerror=alert(1)")).toBe("");
    expect(messagePreview("&unknown; &#99999999;")).toBe("&unknown; &#99999999;");
  });
});

describe("unread conversations", () => {
  const from = (accountId: string, id = "s1") => ({
    unread: false,
    last_status: { id, account: { id: accountId } },
  });

  it("the newest message is someone else's and was not opened here", () => {
    expect(isUnread(from("b"), "a", new Set())).toBe(true);
    expect(isUnread(from("b"), "a", new Set(["s1"]))).toBe(false);
  });

  it("the viewer's own last word is read", () => {
    expect(isUnread(from("a"), "a", new Set())).toBe(false);
  });

  it("a server that tracks reading is believed", () => {
    expect(isUnread({ ...from("a"), unread: true }, "a", new Set(["s1"]))).toBe(true);
  });
});

describe("following a conversation", () => {
  it("believes the post where it says (5.9+)", () => {
    expect(followsConversation("follow", false)).toBe(true);
    expect(followsConversation("normal", true)).toBe(false);
  });

  it("else remembers what the user chose in this session, else not followed", () => {
    expect(followsConversation(undefined, true)).toBe(true);
    expect(followsConversation(null, false)).toBe(false);
    expect(followsConversation(undefined, undefined)).toBe(false);
  });
});

describe("byLatestMessage", () => {
  const conversation = (id: string, at: string, statusId = id) => ({
    id,
    last_status: { id: statusId, created_at: at },
  });

  it("orders conversations by their last message, not by when they started", () => {
    const listed = [
      conversation("new", "2026-03-01T10:00:00Z"),
      conversation("older", "2026-02-01T10:00:00Z"),
      conversation("oldest", "2026-03-02T10:00:00Z"),
    ];
    expect(byLatestMessage(listed).map((item) => item.id)).toEqual(["oldest", "new", "older"]);
  });

  it("keeps one of each, and puts a last message without a readable date last", () => {
    const listed = [
      conversation("odd", "yesterday"),
      conversation("a", "2026-03-01T10:00:00Z"),
      conversation("a", "2026-03-01T10:00:00Z"),
      conversation("b", "2026-03-02T10:00:00Z"),
    ];
    expect(byLatestMessage(listed).map((item) => item.id)).toEqual(["b", "a", "odd"]);
  });

  it("puts the later post first when two last messages share a millisecond", () => {
    const at = "2026-05-01T10:00:00.000Z";
    const listed = [
      conversation("newer-start", at, "019b0000-0000-7000-8000-000000000002"),
      conversation("old-start", at, "019b0000-0000-7000-8000-000000000009"),
    ];
    expect(byLatestMessage(listed).map((item) => item.id)).toEqual(["old-start", "newer-start"]);
  });
});
