import { describe, expect, it } from "vitest";
import { capabilitiesFor } from "./capabilities";

describe("lightWalletSubscriptions", () => {
  it.each([
    ["4.0.0 (compatible; Mitra 3.10.0)", false],
    ["4.0.0 (compatible; Mitra 4.14.0)", false],
    ["4.0.0 (compatible; Mitra 4.14.9)", false],
    // 4.15.0 and 4.16.0 could hang registering the view-only wallet.
    ["4.0.0 (compatible; Mitra 4.15.0)", false],
    ["4.0.0 (compatible; Mitra 4.16.0)", false],
    ["4.0.0 (compatible; Mitra 4.16.1)", true],
    ["4.0.0 (compatible; Mitra 5.9.1)", true],
    ["something else", false],
  ])("%s → %s", (version, expected) => {
    expect(capabilitiesFor(version).lightWalletSubscriptions).toBe(expected);
  });
});
