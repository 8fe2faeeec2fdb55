import { describe, expect, it } from "vitest";
import { aliasAddressRule, moveTargetRule } from "./accountSettings";
import { pickFor } from "./addressPick";
import { memberAddressRule } from "./feeds";

const carol = { id: "1", acct: "carol@remote.example" };
const carl = { id: "2", acct: "carl@remote.example" };

describe("pickFor: what the matches lead to under each form's rule", () => {
  it("offers all but a single exact match where the rule offers (feed members, aliases)", () => {
    for (const rule of [memberAddressRule, aliasAddressRule]) {
      expect(pickFor(rule, "carol@remote.example", [carol])).toEqual({
        kind: "exact",
        account: carol,
      });
      expect(pickFor(rule, "carol@remote.example", [carol, carl])).toEqual({
        kind: "choose",
        matches: [carol, carl],
      });
      expect(pickFor(rule, "nobody", [])).toEqual({ kind: "none" });
    }
  });
  it("takes the exact match among several, without case, where the rule offers nothing (the move)", () => {
    expect(pickFor(moveTargetRule, "Carol@Remote.Example", [carl, carol])).toEqual({
      kind: "exact",
      account: carol,
    });
  });
  it("finds nobody where no answer is the address and the rule offers nothing", () => {
    expect(pickFor(moveTargetRule, "car", [carol, carl])).toEqual({ kind: "none" });
    expect(pickFor(moveTargetRule, "car", [])).toEqual({ kind: "none" });
  });
});

describe("the address each form searches", () => {
  it("drops one leading @ for feed members and the move, and only trims for aliases", () => {
    expect(memberAddressRule.address(" @carol@remote.example ")).toBe("carol@remote.example");
    expect(moveTargetRule.address(" @carol@remote.example ")).toBe("carol@remote.example");
    expect(aliasAddressRule.address(" @carol@remote.example ")).toBe("@carol@remote.example");
  });
  it("asks for at most 5 matches everywhere", () => {
    expect([memberAddressRule, aliasAddressRule, moveTargetRule].map((r) => r.limit)).toEqual([
      5, 5, 5,
    ]);
  });
});
