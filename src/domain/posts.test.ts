import { describe, expect, it } from "vitest";
import {
  ADMIN_PERMISSIONS,
  makeInstance,
  makeStatus,
  makeUser,
  READ_ONLY_PERMISSIONS,
  USER_PERMISSIONS,
} from "@/test/fixtures";
import { ipfsUrl, postRules } from "./postRules";
import { filterEmoji, QUICK_EMOJI } from "./quickEmoji";
import { relativeTime } from "./relativeTime";
import { currencyOfLabel, tipTargets } from "./tipAddresses";
import type { Relationship } from "@/api/entities/relationship";

describe("relative timestamp", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
  const MIN = 60_000;

  it("shows minutes under an hour", () => {
    expect(ago(0)).toEqual({ unit: "now" });
    expect(ago(59_999)).toEqual({ unit: "now" });
    expect(ago(60_000)).toEqual({ unit: "minute", value: 1 });
    expect(ago(59 * MIN + 59_000)).toEqual({ unit: "minute", value: 59 });
  });
  it("shows hours under a day", () => {
    expect(ago(60 * MIN)).toEqual({ unit: "hour", value: 1 });
    expect(ago(24 * 60 * MIN - 1)).toEqual({ unit: "hour", value: 23 });
  });
  it("shows days under a week", () => {
    expect(ago(24 * 60 * MIN)).toEqual({ unit: "day", value: 1 });
    expect(ago(7 * 24 * 60 * MIN - 1)).toEqual({ unit: "day", value: 6 });
  });
  it("shows the date after a week, with the year only when it differs", () => {
    expect(ago(7 * 24 * 60 * MIN)).toEqual({ unit: "date", withYear: false });
    expect(relativeTime(new Date("2025-12-30T12:00:00Z"), now)).toEqual({
      unit: "date",
      withYear: true,
    });
  });
  it("never shows a negative time for a clock slightly behind", () => {
    expect(relativeTime(new Date(now.getTime() + 30_000), now)).toEqual({ unit: "now" });
  });
});

describe("tip addresses (upstream cryptocurrencies vectors)", () => {
  it("matches the upstream vectors", () => {
    expect(currencyOfLabel("$ETH")).toBe("ETH");
    expect(currencyOfLabel("$XMR")).toBe("XMR");
    expect(currencyOfLabel("LUD16")).toBe("LN");
  });
  it("ignores case but not spaces, and knows the lightning labels", () => {
    expect(currencyOfLabel("$btc")).toBe("BTC");
    expect(currencyOfLabel("$Btc")).toBe("BTC");
    expect(currencyOfLabel(" $BTC")).toBeNull();
    expect(currencyOfLabel("BTC")).toBeNull();
    expect(currencyOfLabel("$LN")).toBeNull();
    expect(currencyOfLabel("⚡")).toBe("LN");
    expect(currencyOfLabel("Lightning Address")).toBe("LN");
    expect(currencyOfLabel("Website")).toBeNull();
  });
  it("reads fields only, one entry per coin, the value as trimmed text", () => {
    const targets = tipTargets(
      {
        fields: [
          { name: "$BTC", value: " <span>bc1q</span> " },
          { name: "$btc", value: "second" },
          { name: "Website", value: "https://x" },
        ],
        payment_options: [],
      },
      (html) => html.replace(/<[^>]+>/g, ""),
    );
    expect(targets).toEqual([{ code: "BTC", address: "bc1q", subscription: false }]);
  });
  it("merges a Monero subscription into the XMR entry, or adds one without an address", () => {
    const subscription = {
      type: "monero-subscription",
      name: null,
      href: null,
      chain_id: "monero:x",
      price: 1,
      object_id: null,
    };
    const toText = (html: string) => html;
    expect(
      tipTargets(
        {
          fields: [{ name: "$XMR", value: "4abc" }],
          payment_options: [subscription],
        },
        toText,
      ),
    ).toEqual([{ code: "XMR", address: "4abc", subscription: true }]);
    expect(tipTargets({ fields: [], payment_options: [subscription] }, toText)).toEqual([
      { code: "XMR", address: null, subscription: true },
    ]);
  });
});

describe("post permissions by role and authorship", () => {
  const author = makeUser(USER_PERMISSIONS, { id: "a1", username: "bob", acct: "bob" });
  const other = makeUser(USER_PERMISSIONS, { id: "u2" });
  const reader = makeUser(READ_ONLY_PERMISSIONS, { id: "u3" });
  const admin = makeUser(ADMIN_PERMISSIONS, { id: "u4" });
  const post = makeStatus();
  const followersOnly = makeStatus({ visibility: "private" });
  const relationship = { id: "a1", muting: false } as Relationship;
  const gateway = makeInstance({ ipfs_gateway_url: "https://ipfs.example/" });

  it("lets visitors only read", () => {
    expect(postRules.canInteract(null)).toBe(false);
    expect(postRules.canReply(null)).toBe(false);
    expect(postRules.canRepost(post, null)).toBe(false);
  });
  it("reposts public posts only, with create_post", () => {
    expect(postRules.canRepost(post, other)).toBe(true);
    expect(postRules.canRepost(followersOnly, other)).toBe(false);
    expect(postRules.canRepost(post, reader)).toBe(false);
    expect(postRules.canReply(reader)).toBe(false);
    expect(postRules.canInteract(reader)).toBe(true);
  });
  it("gives the author edit, delete, and pin on public posts", () => {
    expect(postRules.canDelete(post, author)).toBe(true);
    expect(postRules.canDelete(post, admin)).toBe(false);
    expect(postRules.canPin(post, author)).toBe(true);
    expect(postRules.canPin(followersOnly, { ...author })).toBe(false);
    expect(postRules.canPin(post, other)).toBe(false);
  });
  it("saves to IPFS: author, public, not yet saved, gateway configured", () => {
    expect(postRules.canSaveToIpfs(post, author, gateway)).toBe(true);
    expect(postRules.canSaveToIpfs(post, author, makeInstance())).toBe(false);
    expect(postRules.canSaveToIpfs(makeStatus({ ipfs_cid: "bafy" }), author, gateway)).toBe(false);
    expect(postRules.canSaveToIpfs(followersOnly, author, gateway)).toBe(false);
    expect(postRules.canSaveToIpfs(post, other, gateway)).toBe(false);
  });
  it("mutes the author only for a non-author with a known relationship", () => {
    expect(postRules.canMuteAuthor(post, other, relationship)).toBe(true);
    expect(postRules.canMuteAuthor(post, other, undefined)).toBe(false);
    expect(postRules.canMuteAuthor(post, author, relationship)).toBe(false);
  });
  it("loads replies for admins on remote authors only", () => {
    const remote = makeStatus({
      account: { id: "r1", username: "carol", acct: "carol@remote.example" },
    });
    expect(postRules.canLoadReplies(remote, admin)).toBe(true);
    expect(postRules.canLoadReplies(post, admin)).toBe(false);
    expect(postRules.canLoadReplies(remote, other)).toBe(false);
  });
  it("links a saved post to the gateway", () => {
    expect(ipfsUrl("https://ipfs.example/", "bafy")).toBe("https://ipfs.example/ipfs/bafy");
    expect(ipfsUrl(null, "bafy")).toBeNull();
    expect(ipfsUrl("https://ipfs.example", null)).toBeNull();
  });
});

describe("emoji picker set", () => {
  it("has the 8 quick emoji first, then custom ones as :shortcode:", () => {
    const all = filterEmoji([{ shortcode: "blobcat", url: "https://e/x.png" }], "");
    expect(QUICK_EMOJI).toHaveLength(8);
    expect(all.map((emoji) => emoji.value)).toEqual([
      ...QUICK_EMOJI.map((emoji) => emoji.emoji),
      ":blobcat:",
    ]);
  });
  it("filters by a substring of the name, and can find nothing", () => {
    const custom = [{ shortcode: "blobcat", url: "https://e/x.png" }];
    expect(filterEmoji(custom, "CAT").map((emoji) => emoji.name)).toEqual(["blobcat"]);
    expect(filterEmoji(custom, "ey").map((emoji) => emoji.name)).toEqual(["eyes"]);
    expect(filterEmoji(custom, "zzz")).toEqual([]);
  });
});
