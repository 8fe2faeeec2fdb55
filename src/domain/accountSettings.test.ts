import { describe, expect, it } from "vitest";
import { aliasAddress, canSavePassword, moveTarget, pickByAddress } from "./accountSettings";
import { isFullAddress } from "./addressPick";

const carol = { id: "1", acct: "carol@remote.example" };
const carl = { id: "2", acct: "carl@remote.example" };

describe("change password", () => {
  it("saves only a non-empty password equal to its confirmation", () => {
    expect(canSavePassword("", "")).toBe(false);
    expect(canSavePassword("secret", "")).toBe(false);
    expect(canSavePassword("secret", "secreT")).toBe(false);
    expect(canSavePassword("secret", "secret")).toBe(true);
  });
  it("compares exactly, spaces included", () => {
    expect(canSavePassword(" secret", "secret")).toBe(false);
  });
});

describe("alias address", () => {
  it("is trimmed", () => {
    expect(aliasAddress("  carol@remote.example \n")).toBe("carol@remote.example");
    expect(aliasAddress("   ")).toBe("");
  });
});

describe("move target", () => {
  it("is trimmed and loses one leading @", () => {
    expect(moveTarget(" @carol@remote.example ")).toBe("carol@remote.example");
    expect(moveTarget("carol@remote.example")).toBe("carol@remote.example");
    expect(moveTarget("@")).toBe("");
  });
});

describe("isFullAddress: what a remote lookup can resolve", () => {
  it("is a name and a server", () => {
    expect(isFullAddress("oscar@faraway.example")).toBe(true);
    expect(isFullAddress("oscar@localhost:4001")).toBe(true);
  });
  it("is not a bare name, half an address or an actor URL", () => {
    expect(isFullAddress("oscar")).toBe(false);
    expect(isFullAddress("oscar@")).toBe(false);
    expect(isFullAddress("@faraway.example")).toBe(false);
    expect(isFullAddress("a@b@c")).toBe(false);
    expect(isFullAddress("os car@faraway.example")).toBe(false);
    expect(isFullAddress("https://nowebfinger.example/users/judy")).toBe(false);
  });
});

describe("pickByAddress", () => {
  it("takes a single exact match", () => {
    expect(pickByAddress("Carol@Remote.Example", [carol])).toEqual({
      kind: "exact",
      account: carol,
    });
  });
  it("offers a single match that is not the address typed", () => {
    expect(pickByAddress("car", [carol])).toEqual({ kind: "choose", matches: [carol] });
  });
  it("offers every match when there are several", () => {
    expect(pickByAddress("carol@remote.example", [carol, carl])).toEqual({
      kind: "choose",
      matches: [carol, carl],
    });
  });
  it("says none when nothing matched", () => {
    expect(pickByAddress("nobody", [])).toEqual({ kind: "none" });
  });
});
