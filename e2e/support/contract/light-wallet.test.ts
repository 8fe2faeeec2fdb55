import { describe, expect, it } from "vitest";
import { uncoveredReason } from "./around-prism";
import { listsLightWalletOption } from "./light-wallet";

const OPTIONS = "/api/v1/subscriptions/options";
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe("light-wallet subscription options, which no OpenAPI file describes", () => {
  it("send a monero-light save around Prism, and a monero one through it", () => {
    const light = json({ type: "monero-light", chain_id: "monero:x", view_key: "00" });
    expect(uncoveredReason("POST", OPTIONS, "application/json", light)).toEqual({
      route: `POST ${OPTIONS} (monero-light)`,
      reason: expect.stringContaining("monero-light") as unknown,
    });
    expect(
      uncoveredReason("POST", OPTIONS, "application/json", json({ type: "monero" })),
    ).toBeNull();
    expect(uncoveredReason("POST", OPTIONS, "application/json", Buffer.from("{"))).toBeNull();
    expect(uncoveredReason("POST", "/api/v1/statuses", "application/json", light)).toBeNull();
  });

  it("tell a list holding a monero-light option from other answers", () => {
    expect(listsLightWalletOption(json([{ type: "monero-light" }]))).toBe(true);
    expect(listsLightWalletOption(json([{ type: "monero" }]))).toBe(false);
    expect(listsLightWalletOption(json([]))).toBe(false);
    expect(listsLightWalletOption(json({ type: "monero-light" }))).toBe(false);
    expect(listsLightWalletOption(Buffer.from("not json"))).toBe(false);
  });
});
