import { describe, expect, it } from "vitest";
import { identicon } from "./identicon";
import { fediverseAddress, isRemoteAccount } from "./postRules";
import { displayName } from "./displayName";
import {
  cleanFields,
  displayNameTooLong,
  duplicateFieldIndexes,
  followPollSchedule,
  hasAvatar,
  hasBanner,
  shownFields,
  followFlags,
} from "./profileRules";

describe("identicon (ethereum-blockies-base64 vectors)", () => {
  const vectors = [
    {
      seed: "https://example.org/users/alice",
      fg: "53b529",
      bg: "cac35b",
      spot: "86c8e9",
      rows: "10111101 12200221 11011011 01100110 11011011 02011020 00122100 10011001",
    },
    {
      seed: "https://social.example/users/Bob",
      fg: "4cc5e7",
      bg: "2b0bb9",
      spot: "7cb639",
      rows: "01000010 00200200 11111111 02100120 01122110 00100100 01100110 10200201",
    },
    {
      seed: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      fg: "f1ad55",
      bg: "db8906",
      spot: "09ac9c",
      rows: "20011002 10111101 20100102 01211210 20200202 01100110 01122110 10100101",
    },
  ];
  it.each(vectors)("matches the package for $seed", ({ seed, fg, bg, spot, rows }) => {
    const icon = identicon(seed);
    expect(icon.foreground).toBe(fg);
    expect(icon.background).toBe(bg);
    expect(icon.spot).toBe(spot);
    expect(icon.rows.map((row) => row.join("")).join(" ")).toBe(rows);
  });
  it("is deterministic, 8×8 and mirrored", () => {
    const icon = identicon("https://example.org/users/zoe");
    expect(identicon("https://example.org/users/zoe")).toEqual(icon);
    expect(icon.rows).toHaveLength(8);
    for (const row of icon.rows) expect(row).toEqual([...row].reverse());
  });
});

describe("profile rules", () => {
  it("tells remote profiles by an acct that differs from the username", () => {
    expect(isRemoteAccount({ acct: "carol@remote.example", username: "carol" })).toBe(true);
    expect(isRemoteAccount({ acct: "alice", username: "alice" })).toBe(false);
  });
  it("gives the address to follow from another server: a local one's with this host", () => {
    expect(fediverseAddress({ acct: "alice", username: "alice" }, "social.example")).toBe(
      "@alice@social.example",
    );
    expect(
      fediverseAddress({ acct: "carol@remote.example", username: "carol" }, "social.example"),
    ).toBe("@carol@remote.example");
  });
  it("strips control characters from display names, falling back to the username", () => {
    expect(displayName({ display_name: "\u0007Al\u200Bice\u0000", username: "alice" })).toBe(
      "Alice",
    );
    expect(displayName({ display_name: "\u0007", username: "alice" })).toBe("alice");
  });
  it("marks later duplicate field names, after trimming", () => {
    expect([...duplicateFieldIndexes(["Web", "Pronouns", " Web ", "", "", "Pronouns"])]).toEqual([
      2, 5,
    ]);
  });
  it("trims fields and drops nameless ones", () => {
    expect(
      cleanFields([
        { name: " a ", value: " b " },
        { name: " ", value: "x" },
      ]),
    ).toEqual([{ name: "a", value: "b" }]);
  });
  it("limits display names to 75 characters", () => {
    expect(displayNameTooLong("x".repeat(75))).toBe(false);
    expect(displayNameTooLong("x".repeat(76))).toBe(true);
  });
  it("re-reads a pending follow every 5 s, 5 times", () => {
    expect(followPollSchedule()).toEqual([5000, 10000, 15000, 20000, 25000]);
  });
  it("shows identity proofs first, then fields, at most 10", () => {
    const field = (name: string) => ({
      name,
      value: "v",
      verified_at: null,
      is_legacy_proof: undefined,
    });
    const shown = shownFields({
      identity_proofs: [field("$ETH")],
      fields: Array.from({ length: 12 }, (_, index) => field(`f${String(index)}`)),
    });
    expect(shown).toHaveLength(10);
    expect(shown[0]?.name).toBe("$ETH");
  });
  it("hides the server's empty banner", () => {
    expect(hasBanner("https://x.example/api/v1/accounts/identicon")).toBe(false);
    expect(hasBanner("https://x.example/media/banner.png")).toBe(true);
    expect(hasBanner(null)).toBe(false);
  });
  it("tells the server's identicon from an avatar of one's own", () => {
    expect(
      hasAvatar(
        "https://x.example/api/v1/accounts/identicon?input=https%3A%2F%2Fx.example%2Fusers%2Fa",
      ),
    ).toBe(false);
    expect(hasAvatar("https://x.example/media/avatar.png")).toBe(true);
    expect(hasAvatar(null)).toBe(false);
  });
});

describe("followFlags", () => {
  const rel = (over: Partial<Parameters<typeof followFlags>[0] & object>) => ({
    following: true,
    requested: false,
    showing_reblogs: true,
    showing_replies: true,
    ...over,
  });
  it("a new follow shows both", () => {
    expect(followFlags(undefined, {})).toEqual({ reblogs: true, replies: true });
    expect(
      followFlags(rel({ following: false, showing_reblogs: false, showing_replies: false }), {}),
    ).toEqual({ reblogs: true, replies: true });
  });
  it("changing one flag repeats the other as it is", () => {
    expect(followFlags(rel({ showing_replies: false }), { reblogs: false })).toEqual({
      reblogs: false,
      replies: false,
    });
    expect(followFlags(rel({ showing_reblogs: false }), { replies: true })).toEqual({
      reblogs: false,
      replies: true,
    });
    expect(
      followFlags(rel({ following: false, requested: true, showing_replies: false }), {
        reblogs: true,
      }),
    ).toEqual({ reblogs: true, replies: false });
  });
});
