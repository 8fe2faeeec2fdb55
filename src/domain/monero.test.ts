import { gzip, ungzip } from "pako";
import { describe, expect, it } from "vitest";
import {
  PAYMENT_AMOUNT_MIN,
  canCancelInvoice,
  chainForOption,
  canDismissInvoice,
  decimalToUnits,
  formatXmr,
  grantSeconds,
  invoiceView,
  isExpired,
  isPayable,
  minutesLeft,
  moneroChain,
  monthlyPrice,
  minimumPricePerSecond,
  monthlyPriceXmr,
  parseXmr,
  paymentAmount,
  paymentRequest,
  paymentRequestJson,
  paymentUri,
  pricePerSecond,
  SECONDS_IN_MONTH,
  roundSignificant,
  subscriptionMonths,
  subscriptionRequestFields,
} from "./monero";

const level9 = (data: Uint8Array) => gzip(data, { level: 9 });

describe("payment request v1 (upstream vector)", () => {
  const fields = {
    custom_label: "My Subscription",
    sellers_wallet:
      "4At3X5rvVypTofgmueN9s9QtrzdRe5BueFrskAZi17BoYbhzysozzoMFB6zWnTKdGC6AxEAbEE5czFR3hbEEJbsm4hCeX2S",
    currency: "USD",
    amount: "19.99",
    payment_id: "9fc88080d1d5dc09",
    start_date: "2023-04-26T13:45:33Z",
    days_per_billing_cycle: 30,
    number_of_payments: 0,
    change_indicator_url: "www.example.com/api/monero-request",
  };

  it("is byte-identical to the upstream string", () => {
    expect(paymentRequest(fields, level9)).toBe(
      "monero-request:1:H4sIAAAAAAACAy1P2U7DMBD8FeTnHjlLk7e0tEigItEWKH2xHHvbWPgIPmgTxL/jIJ52d2Z2ducbEam9cqhEcTEpCjRCtCHqDJgrxilx2mBvRKAvl8sErkS2AiZUyylp+VRqBUaPDXx6sG7Y9caAol3Qv+zu/gDrtMSC1DCYbLqbna8tNbx1XKsgYKSzuAWDay4EV2dMOyoAlWk0QsrLOjD6hFvSSVDOojLA/wPmLDgWJzqfR/OIxSxnNBoCWBACjMUXEuqQLKtcesjN12vX7vXpLD08FbZ4dqZnW8gXHtbGflRHHt8u9Hvd9J3Vfa8368Wsf1P7R3a/nFXXVVWvVjnt19u0Cd1DbWXWLOGQ7IaTjhiHGXHhc5RESTqOsnEy28dpmeVlmh7Rzy/y6ViJagEAAA==",
    );
  });

  it("starts with the gzip header of level 9 (mtime 0, XFL 2, OS 3) and holds the sorted JSON", () => {
    const base64 = paymentRequest(fields, level9).slice("monero-request:1:".length);
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    expect(Array.from(bytes.slice(0, 10), (b) => b.toString(16).padStart(2, "0")).join("")).toBe(
      "1f8b0800000000000203",
    );
    const json = new TextDecoder().decode(ungzip(bytes));
    expect(json).toBe(paymentRequestJson(fields));
    expect(Object.keys(JSON.parse(json) as object)).toEqual([
      "amount",
      "change_indicator_url",
      "currency",
      "custom_label",
      "days_per_billing_cycle",
      "number_of_payments",
      "payment_id",
      "sellers_wallet",
      "start_date",
    ]);
  });

  describe("for a subscription invoice", () => {
    it("labels the recipient, asks the monthly price and repeats every 30 days until cancelled", () => {
      const request = subscriptionRequestFields({
        recipientAcct: "alice",
        paymentAddress: "5abc",
        pricePerSecond: 12000n,
        createdAt: "2026-11-24T16:17:21.123Z",
      });
      expect(request).toMatchObject({
        custom_label: "Subscription to @alice",
        sellers_wallet: "5abc",
        currency: "XMR",
        amount: "0.0311",
        payment_id: "0000000000000000",
        days_per_billing_cycle: 30,
        number_of_payments: 0,
        change_indicator_url: "",
      });
      // Millisecond precision with the local offset; the same instant.
      expect(request.start_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.123[+-]\d\d:\d\d$/);
      expect(Date.parse(request.start_date)).toBe(Date.parse("2026-11-24T16:17:21.123Z"));
    });
  });
});

describe("numbers (upstream vectors)", () => {
  it.each([
    [2, 530000n],
    [3, 535000n],
    [4, 535000n],
    [5, 534990n],
    [6, 534985n],
  ])("rounds 534985 to %i significant digits", (digits, expected) => {
    expect(roundSignificant(534985n, digits)).toBe(expected);
  });

  it("leaves a value with fewer digits than asked as it is (upstream throws)", () => {
    expect(roundSignificant(5n, 4)).toBe(5n);
    expect(roundSignificant(0n, 4)).toBe(0n);
  });

  it("turns decimals into exact units, cutting past the places", () => {
    expect(decimalToUnits(String(3.94031726813), 18)).toBe(3940317268130000000n);
    expect(decimalToUnits(String(1), 18)).toBe(1000000000000000000n);
    expect(decimalToUnits("0.0000000000019", 12)).toBe(1n);
    expect(decimalToUnits("1e-12", 12)).toBe(1n);
    expect(decimalToUnits("2.5e3", 0)).toBe(2500n);
    for (const bad of ["", ".", "-1", "1,5", "abc", "1.2.3", "1 2"]) {
      expect(decimalToUnits(bad, 12)).toBeNull();
    }
  });
});

describe("XMR amounts (upstream vectors)", () => {
  it.each([
    [1n, "0.000000000001"],
    [77750000000n, "0.07775"],
    [7775000000000000n, "7775"],
  ])("formats %s atomic units as %s XMR and reads it back", (atomic, xmr) => {
    expect(formatXmr(atomic)).toBe(xmr);
    expect(parseXmr(xmr)).toBe(atomic);
  });

  it("stays exact beyond what a float holds", () => {
    const huge = 123456789012345678901234567890n;
    expect(parseXmr(formatXmr(huge))).toBe(huge);
    expect(formatXmr(huge)).toBe("123456789012345678.90123456789");
    expect(formatXmr(2n ** 64n)).toBe("18446744.073709551616");
    expect((parseXmr("0.1") ?? 0n) + (parseXmr("0.2") ?? 0n)).toBe(parseXmr("0.3"));
  });
});

describe("payment amount and duration (upstream vectors, price 12000 per second)", () => {
  it.each([
    ["0.01", 311000000n],
    ["2.5", 77750000000n],
    ["1000", 31100000000000n],
  ])("%s months cost %s atomic units, and that amount buys them back", (months, amount) => {
    expect(paymentAmount(12000n, months)).toBe(amount);
    expect(subscriptionMonths(12000n, amount)).toBe(months);
  });

  it("rounds the duration to 2 decimals and knows no duration at a zero price", () => {
    expect(subscriptionMonths(12000n, 1000000000n)).toBe("0.03");
    expect(subscriptionMonths(0n, 1n)).toBeNull();
  });

  it("reads 12000 per second as 0.0311 XMR a month", () => {
    expect(monthlyPrice(12000n)).toBe(31100000000n);
    expect(monthlyPriceXmr(12000n)).toBe("0.0311");
  });
});

describe("price per month ↔ per second (derived vectors)", () => {
  it.each([
    ["0.01", 3858n, "0.01"],
    ["0.1", 38580n, "0.1"],
    ["0.5", 192901n, "0.5"],
    ["1", 385802n, "1"],
    ["2.5", 964506n, "2.5"],
    ["0.0311", 11998n, "0.0311"],
    ["0.001", 385n, "0.0009979"],
  ])("%s XMR a month is %s per second, which reads back as %s", (monthly, perSecond, back) => {
    expect(pricePerSecond(monthly)).toBe(perSecond);
    expect(monthlyPriceXmr(perSecond)).toBe(back);
  });

  it("makes no price of nothing or of text", () => {
    expect(pricePerSecond("0")).toBe(0n);
    expect(pricePerSecond("0.000001")).toBe(0n);
    expect(pricePerSecond("x")).toBeNull();
  });
});

describe("payment limits", () => {
  it("asks at least one month and at least 0.001 XMR", () => {
    expect(PAYMENT_AMOUNT_MIN).toBe(1_000_000_000n);
    expect(isPayable("1", PAYMENT_AMOUNT_MIN)).toBe(true);
    expect(isPayable("1", PAYMENT_AMOUNT_MIN - 1n)).toBe(false);
    expect(isPayable("0.99", 10n ** 12n)).toBe(false);
    expect(isPayable("", 10n ** 12n)).toBe(false);
    expect(isPayable("1", null)).toBe(false);
  });

  it("grants in seconds, empty as 0", () => {
    expect(grantSeconds("1", "months")).toBe(2_592_000);
    expect(grantSeconds("3", "days")).toBe(259_200);
    expect(grantSeconds("0.5", "days")).toBe(43_200);
    expect(grantSeconds("", "months")).toBe(0);
  });
});

describe("payment URI", () => {
  it("names the address and the amount in exact XMR", () => {
    expect(paymentUri("5abc", 77750000000n)).toBe("monero:5abc?tx_amount=0.07775");
    expect(paymentUri("5abc", 1n)).toBe("monero:5abc?tx_amount=0.000000000001");
    expect(paymentUri("5abc", 0n)).toBe("monero:5abc");
    expect(paymentUri("5abc", null)).toBe("monero:5abc");
  });
});

describe("invoice statuses", () => {
  it("shows paid, forwarded and failed as processing", () => {
    expect(invoiceView("paid")).toBe("processing");
    expect(invoiceView("forwarded")).toBe("processing");
    expect(invoiceView("failed")).toBe("processing");
    expect(invoiceView("underpaid")).toBe("underpaid");
  });

  it("cancels only an open invoice and dismisses only an ended one", () => {
    const all = [
      "requested",
      "open",
      "paid",
      "forwarded",
      "timeout",
      "cancelled",
      "underpaid",
      "completed",
      "failed",
    ] as const;
    expect(all.filter(canCancelInvoice)).toEqual(["open"]);
    expect(all.filter(canDismissInvoice)).toEqual(["timeout", "cancelled", "completed"]);
  });

  it("counts minutes left, rounded, and expiry", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(minutesLeft("2026-01-01T00:10:29Z", now)).toBe(10);
    expect(minutesLeft("2026-01-01T00:10:31Z", now)).toBe(11);
    expect(minutesLeft("2025-12-31T00:00:00Z", now)).toBe(0);
    expect(isExpired("2025-12-31T23:59:59Z", now)).toBe(true);
    expect(isExpired("2026-01-01T00:00:01Z", now)).toBe(false);
  });
});

describe("Monero chain", () => {
  it("reads the minimum payment from newer servers' metadata, else 0.001 XMR", () => {
    expect(moneroChain({ chain_id: "monero:abc", chain_metadata: null })).toEqual({
      chainId: "monero:abc",
      paymentAmountMin: PAYMENT_AMOUNT_MIN,
    });
    expect(
      moneroChain({ chain_id: "monero:abc", chain_metadata: { payment_amount_min: 5 } })
        ?.paymentAmountMin,
    ).toBe(5n);
    expect(moneroChain(undefined)).toBeNull();
  });

  it("refuses Monero facts of another chain", () => {
    expect(() => moneroChain({ chain_id: "eip155:1", chain_metadata: null })).toThrow(
      "invalid chain type",
    );
  });
});

describe("the monthly price floor of newer servers", () => {
  it("asks for the lowest price per second whose month reaches the floor", () => {
    const floor = 1_000_000_000n;
    expect(minimumPricePerSecond(floor)).toBe(386n);
    // 385 per second falls short by 2 080 000 atomic units; 386 passes.
    expect(385n * BigInt(SECONDS_IN_MONTH) < floor).toBe(true);
    expect(386n * BigInt(SECONDS_IN_MONTH) >= floor).toBe(true);
    expect(monthlyPriceXmr(386n)).toBe("0.001001");
    // Typing exactly 0.001 XMR is cut to 385 per second: still too low.
    expect(pricePerSecond("0.001")).toBe(385n);
  });
  it("needs nothing more when the floor is a whole number of seconds' worth", () => {
    expect(minimumPricePerSecond(2_592_000n * 7n)).toBe(7n);
  });
});

describe("a recipient option's own smallest payment", () => {
  const chain = { chainId: "monero:abc", paymentAmountMin: 1_000_000_000n };
  it("raises the instance's minimum, never lowers it", () => {
    expect(chainForOption(chain, 5_000_000_000).paymentAmountMin).toBe(5_000_000_000n);
    expect(chainForOption(chain, 1).paymentAmountMin).toBe(1_000_000_000n);
  });
  it("keeps the instance's minimum when the option says none", () => {
    expect(chainForOption(chain, null)).toBe(chain);
    expect(chainForOption(chain, 0)).toBe(chain);
  });
});
