import { describe, expect, it } from "vitest";
import { makeInstance } from "@/test/fixtures";
import { displayName } from "./displayName";
import { availableLoginTypes, defaultLoginType } from "./loginType";
import { caip122MoneroMessage, createNonce, eip4361Message } from "./signInMessage";
import { compareIds, unreadCount } from "./unread";
import { isValidUsername } from "./username";

describe("displayName (upstream profile-wrapper vector)", () => {
  it("falls back to the username when only control characters remain", () => {
    expect(displayName({ username: "test", display_name: "\u200b" })).toBe("test");
  });
  it("strips control characters", () => {
    expect(displayName({ username: "a", display_name: "Al\u0000ice\u202e" })).toBe("Alice");
  });
  it("uses the username for a null or empty name", () => {
    expect(displayName({ username: "a", display_name: null })).toBe("a");
    expect(displayName({ username: "a", display_name: "" })).toBe("a");
  });
});

describe("isValidUsername", () => {
  it("allows lowercase letters, numbers and underscores", () => {
    expect(isValidUsername("alice_2", false)).toBe(true);
    expect(isValidUsername("Alice", false)).toBe(false);
    expect(isValidUsername("al-ice", false)).toBe(false);
    expect(isValidUsername("", false)).toBe(false);
  });
  it("allows upper case and hyphens on newer servers", () => {
    expect(isValidUsername("Al-ice", true)).toBe(true);
    expect(isValidUsername("al ice", true)).toBe(false);
  });
});

describe("login type", () => {
  const instance = makeInstance();
  it("defaults to password", () => {
    expect(defaultLoginType(instance, false)).toBe("password");
  });
  it("switches to Ethereum when a wallet is present and the instance offers it", () => {
    expect(defaultLoginType(instance, true)).toBe("eip4361");
    expect(defaultLoginType(makeInstance({ authentication_methods: ["password"] }), true)).toBe(
      "password",
    );
  });
  it("allows only Ethereum on a gated instance", () => {
    const gated = makeInstance({
      blockchains: [
        {
          chain_id: "eip155:1",
          chain_metadata: null,
          features: { subscriptions: false, gate: true },
        },
      ],
    });
    expect(defaultLoginType(gated, false)).toBe("eip4361");
    expect(availableLoginTypes(gated)).toEqual(["eip4361"]);
  });
  it("offers what the instance lists, in the order password, Ethereum, Monero", () => {
    expect(
      availableLoginTypes(makeInstance({ authentication_methods: ["caip122_monero", "password"] })),
    ).toEqual(["password", "caip122_monero"]);
  });
});

describe("sign-in messages (the server's vectors)", () => {
  it("builds the EIP-4361 message of the server test", () => {
    expect(
      eip4361Message({
        domain: "example.com",
        address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        statement: "test",
        uri: "https://example.com",
        nonce: "3cb7760eac2f",
        issuedAt: "2022-02-14T22:27:35.500Z",
      }),
    ).toBe(
      [
        "example.com wants you to sign in with your Ethereum account:",
        "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        "",
        "test",
        "",
        "URI: https://example.com",
        "Version: 1",
        "Chain ID: 1",
        "Nonce: 3cb7760eac2f",
        "Issued At: 2022-02-14T22:27:35.500Z",
      ].join("\n"),
    );
  });
  it("builds the CAIP-122 Monero message without a chain id", () => {
    const message = caip122MoneroMessage({
      domain: "example.org",
      address: "888tNkZr",
      statement: "Hello",
      uri: "https://example.org",
      nonce: "deadbeefdeadbeef",
      issuedAt: "2023-05-01T03:25:28Z",
    });
    expect(message.split("\n")).toEqual([
      "example.org wants you to sign in with your Monero account:",
      "888tNkZr",
      "",
      "Hello",
      "",
      "URI: https://example.org",
      "Version: 1",
      "Nonce: deadbeefdeadbeef",
      "Issued At: 2023-05-01T03:25:28Z",
    ]);
  });
  it("makes 16 lowercase hex characters of nonce", () => {
    expect(createNonce()).toMatch(/^[0-9a-f]{16}$/);
    expect(createNonce(() => new Uint8Array([0, 1, 2, 255, 16, 32, 64, 128]))).toBe(
      "000102ff10204080",
    );
  });
});

describe("unread count", () => {
  it("counts notifications above the marker", () => {
    expect(unreadCount(["12", "11", "10", "9"], "10")).toBe(2);
  });
  it("counts all of them without a marker", () => {
    expect(unreadCount(["3", "2", "1"], null)).toBe(3);
  });
  it("compares ids numerically, not as text", () => {
    expect(compareIds("100", "99")).toBeGreaterThan(0);
    expect(unreadCount(["100", "99"], "99")).toBe(1);
  });
});
