import { describe, expect, it } from "vitest";
import {
  couldBecomeViewKey,
  isViewKey,
  normalizeViewKey,
  usesLightWallet,
  viewKeyToSend,
} from "./lightWallet";

/** A private key from the monero crate's documentation. */
const KEY = "77916d0cd56ed1920aef6ca56d8a41bac915b68e4c46a589e0956e27a7b77404";
/** Ed25519's group order as 32 little-endian bytes: the first value that is no key. */
const GROUP_ORDER = `edd3f55c1a631258d69cf7a2def9de14${"00".repeat(15)}10`;
const ADDRESS =
  "5AHWE8CR6BVLJQ6ZFZ5nTkr9WpZhN3xwVEAkrQRx3ctSFrKJ5DfySf1ZGD8JcVUqSJQv3j5nvXYhoDbbvHQE8kJkUUY8xXe";

describe("usesLightWallet", () => {
  const newer = { lightWalletSubscriptions: true };
  const older = { lightWalletSubscriptions: false };
  const chain = (metadata: Record<string, unknown> | null) => ({ chain_metadata: metadata });

  it("is true only where a 4.15+ chain says payments are not forwarded", () => {
    expect(usesLightWallet(chain({ is_forwarding_required: false }), newer)).toBe(true);
    expect(usesLightWallet(chain({ is_forwarding_required: true }), newer)).toBe(false);
    expect(usesLightWallet(chain({ payment_amount_min: 0 }), newer)).toBe(false);
    expect(usesLightWallet(chain(null), newer)).toBe(false);
    expect(usesLightWallet(undefined, newer)).toBe(false);
    // Only a false boolean counts, not a value that merely looks false.
    expect(usesLightWallet(chain({ is_forwarding_required: "false" }), newer)).toBe(false);
    expect(usesLightWallet(chain({ is_forwarding_required: 0 }), newer)).toBe(false);
  });

  it("is false on servers older than 4.15, whatever the chain says", () => {
    expect(usesLightWallet(chain({ is_forwarding_required: false }), older)).toBe(false);
  });
});

describe("isViewKey", () => {
  it.each([
    [KEY, true],
    [KEY.toUpperCase(), true],
    [`  ${KEY}\n`, true],
    ["0".repeat(64), true],
    // One below the group order is the largest key; the order itself is none.
    [`ecd3${GROUP_ORDER.slice(4)}`, true],
    [GROUP_ORDER, false],
    ["f".repeat(64), false],
    [KEY.slice(1), false],
    [`${KEY}0`, false],
    [`${KEY.slice(1)}g`, false],
    [`0x${KEY.slice(2)}`, false],
    [`${KEY.slice(0, 32)} ${KEY.slice(33)}`, false],
    ["", false],
  ])("%j → %s", (text, expected) => {
    expect(isViewKey(text)).toBe(expected);
  });
});

describe("couldBecomeViewKey", () => {
  it("waits for a short run of hex digits, not for other characters or a long one", () => {
    expect(couldBecomeViewKey("")).toBe(true);
    expect(couldBecomeViewKey("77916D0c")).toBe(true);
    expect(couldBecomeViewKey(KEY.slice(1))).toBe(true);
    expect(couldBecomeViewKey(KEY)).toBe(false);
    expect(couldBecomeViewKey("7791x")).toBe(false);
    expect(couldBecomeViewKey("my key")).toBe(false);
  });
});

describe("normalizeViewKey", () => {
  it("drops the spaces and line breaks a paste brings at the ends", () => {
    expect(normalizeViewKey(` \t${KEY}\r\n`)).toBe(KEY);
  });
});

describe("viewKeyToSend", () => {
  const saved = { viewKey: KEY, payoutAddress: ADDRESS };
  const other = "0".repeat(64);

  it("sends a valid typed key, trimmed, and nothing for an invalid one", () => {
    expect(viewKeyToSend(` ${other} `, null, ADDRESS)).toBe(other);
    expect(viewKeyToSend(other, saved, ADDRESS)).toBe(other);
    expect(viewKeyToSend("abc", saved, ADDRESS)).toBeNull();
  });

  it("keeps the key already set when the field is left empty for the same wallet", () => {
    expect(viewKeyToSend("", saved, ADDRESS)).toBe(KEY);
    expect(viewKeyToSend("  ", saved, ` ${ADDRESS} `)).toBe(KEY);
  });

  it("asks for a key when none is set or the payout wallet changed", () => {
    expect(viewKeyToSend("", null, ADDRESS)).toBeNull();
    expect(viewKeyToSend("", { viewKey: null, payoutAddress: ADDRESS }, ADDRESS)).toBeNull();
    expect(viewKeyToSend("", saved, "5Another")).toBeNull();
  });
});
