import { describe, expect, it } from "vitest";
import { pickByAddress as pickMember } from "./addressPick";
import { feedTitle, memberAddress } from "./feeds";

const carol = { id: "1", acct: "carol@remote.example" };
const carl = { id: "2", acct: "carl@remote.example" };

describe("feed titles", () => {
  it("are trimmed, and blank ones are empty", () => {
    expect(feedTitle("  Friends \n")).toBe("Friends");
    expect(feedTitle("   ")).toBe("");
  });
});

describe("memberAddress: the address typed into 'add user'", () => {
  it("is trimmed and loses one leading @", () => {
    expect(memberAddress("  @carol@remote.example ")).toBe("carol@remote.example");
    expect(memberAddress("bob")).toBe("bob");
  });
  it("keeps an @ that is not leading", () => {
    expect(memberAddress("@@odd")).toBe("@odd");
    expect(memberAddress("carol@remote.example")).toBe("carol@remote.example");
  });
  it("is empty for blank input, which keeps the button disabled", () => {
    expect(memberAddress("   ")).toBe("");
    expect(memberAddress("@")).toBe("");
  });
});

describe("pickMember: what the lookup of an address leads to", () => {
  it("adds a single exact match at once", () => {
    expect(pickMember("carol@remote.example", [carol])).toEqual({ kind: "exact", account: carol });
  });
  it("matches the address without case", () => {
    expect(pickMember("Carol@Remote.Example", [carol])).toEqual({ kind: "exact", account: carol });
  });
  it("offers a single match that is not the address typed", () => {
    expect(pickMember("car", [carol])).toEqual({ kind: "choose", matches: [carol] });
  });
  it("offers every match when there are several, even with an exact one among them", () => {
    expect(pickMember("carol@remote.example", [carol, carl])).toEqual({
      kind: "choose",
      matches: [carol, carl],
    });
  });
  it("says none when nothing matched", () => {
    expect(pickMember("nobody", [])).toEqual({ kind: "none" });
  });
});
