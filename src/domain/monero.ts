/**
 * Money rules for subscriptions paid in Monero. Every amount is an exact
 * integer of atomic units (piconero, 10^12 to the coin) held as a BigInt;
 * decimals typed by a person are parsed from their text, never through a
 * float, so no amount shown or sent can drift.
 */

/** Monero has 12 decimal places: 1 XMR is 10^12 atomic units. */
const MONERO_DECIMALS = 12;
const ATOMIC_PER_XMR = 10n ** BigInt(MONERO_DECIMALS);
/** A month is 30 days of 86 400 seconds. */
const SECONDS_IN_DAY = 86_400;
export const SECONDS_IN_MONTH = 30 * SECONDS_IN_DAY;
const SECONDS_IN_MONTH_N = BigInt(SECONDS_IN_MONTH);
/** The smallest payment the client asks for: 0.001 XMR. */
export const PAYMENT_AMOUNT_MIN = 1_000_000_000n;
/** The monthly price a creator starts from, and the step of its field. */
export const DEFAULT_MONTHLY_PRICE = "0.01";
export const PRICE_STEP = "0.01";
/** Prices per month are shown to 4 significant digits. */
const PRICE_SIGNIFICANT_DIGITS = 4;
/** The invoice is re-read this often while it is not completed. */
export const INVOICE_POLL_MS = 10_000;

/** An exact non-negative decimal: `numerator / 10^scale`. */
interface Decimal {
  numerator: bigint;
  scale: number;
}

/**
 * Reads a non-negative decimal from text ("2.5", "0.000000000001", "1e-12",
 * ".5"), exactly. Returns null for anything else (signs, spaces inside,
 * several points, an empty string).
 */
function parseDecimal(text: string): Decimal | null {
  const match = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return null;
  const exponent = Number(match[3] ?? "0");
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) return null;
  let numerator = BigInt(whole + fraction || "0");
  let scale = fraction.length - exponent;
  if (scale < 0) {
    numerator *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { numerator, scale };
}

/**
 * A decimal as an integer of `decimals` places, cut (not rounded) past them:
 * "3.94031726813" at 18 places is 3940317268130000000. Null when unreadable.
 */
export function decimalToUnits(text: string, decimals: number): bigint | null {
  const value = parseDecimal(text);
  if (!value) return null;
  const shift = decimals - value.scale;
  return shift >= 0
    ? value.numerator * 10n ** BigInt(shift)
    : value.numerator / 10n ** BigInt(-shift);
}

/** XMR as typed → atomic units (cut past 12 places), or null. */
export function parseXmr(text: string): bigint | null {
  return decimalToUnits(text, MONERO_DECIMALS);
}

/** Atomic units → the exact XMR decimal, without trailing zeros: 77750000000 → "0.07775". */
export function formatXmr(atomic: bigint): string {
  const negative = atomic < 0n;
  const magnitude = negative ? -atomic : atomic;
  const whole = magnitude / ATOMIC_PER_XMR;
  const fraction = (magnitude % ATOMIC_PER_XMR)
    .toString()
    .padStart(MONERO_DECIMALS, "0")
    .replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole.toString()}${fraction ? `.${fraction}` : ""}`;
}

/**
 * Rounds to `digits` significant digits, halves up: 534985 to 4 digits is
 * 535000. A value that already has no more digits than asked is returned as
 * it is (there is nothing to round).
 */
export function roundSignificant(value: bigint, digits: number): bigint {
  if (value < 0n) return -roundSignificant(-value, digits);
  const length = value.toString().length;
  if (length <= digits) return value;
  const divisor = 10n ** BigInt(length - digits);
  const remainder = value % divisor;
  const half = divisor / 2n;
  const base = value - remainder;
  return remainder >= half ? base + divisor : base;
}

/**
 * The price the server stores (atomic units per second) for a monthly price
 * in XMR as typed: the monthly atomic amount divided by the seconds of a
 * month, cut. 0.01 XMR per month is 3858. Null when unreadable.
 */
export function pricePerSecond(xmrPerMonth: string): bigint | null {
  const monthly = parseXmr(xmrPerMonth);
  return monthly === null ? null : monthly / SECONDS_IN_MONTH_N;
}

/**
 * The monthly price in atomic units for a price per second, rounded to 4
 * significant digits so that it reads back as the price that was typed:
 * 12000 per second is 31 100 000 000 (0.0311 XMR) a month.
 */
export function monthlyPrice(perSecond: bigint): bigint {
  return roundSignificant(perSecond * SECONDS_IN_MONTH_N, PRICE_SIGNIFICANT_DIGITS);
}

/**
 * The lowest price per second whose month reaches `monthlyMin` atomic units:
 * the server checks `price × 2 592 000 ≥ minimum`, so 0.001 XMR a month needs
 * 386 per second (385 is 0.000998 XMR).
 */
export function minimumPricePerSecond(monthlyMin: bigint): bigint {
  return (monthlyMin + SECONDS_IN_MONTH_N - 1n) / SECONDS_IN_MONTH_N;
}

/** The monthly price in XMR, as text, for a price per second. */
export function monthlyPriceXmr(perSecond: bigint): string {
  return formatXmr(monthlyPrice(perSecond));
}

/** `numerator / denominator` rounded to the nearest integer, halves up. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * What `months` (a decimal as typed, fractions allowed) cost at a price per
 * second, in atomic units, rounded to the unit. Null when unreadable.
 */
export function paymentAmount(perSecond: bigint, months: string): bigint | null {
  const value = parseDecimal(months);
  if (!value) return null;
  return divideRounded(monthlyPrice(perSecond) * value.numerator, 10n ** BigInt(value.scale));
}

/**
 * How many months an amount pays for at a price per second, rounded to 2
 * decimals (halves up) and written without trailing zeros: "2.5". Null when
 * the price is zero.
 */
export function subscriptionMonths(perSecond: bigint, amount: bigint): string | null {
  const monthly = monthlyPrice(perSecond);
  if (monthly === 0n) return null;
  const hundredths = divideRounded(amount * 100n, monthly);
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  return fraction ? `${whole.toString()}.${fraction}` : whole.toString();
}

/** A grant's length in seconds: `round(units × 2 592 000)` for months, `× 86 400` for days. */
export function grantSeconds(units: string, unit: "months" | "days"): number {
  // An empty field counts as 0.
  const value = parseDecimal(units === "" ? "0" : units);
  if (!value) return 0;
  const perUnit = BigInt(unit === "months" ? SECONDS_IN_MONTH : SECONDS_IN_DAY);
  return Number(divideRounded(value.numerator * perUnit, 10n ** BigInt(value.scale)));
}

/** A payment is allowed for at least 1 month and at least 0.001 XMR. */
export function isPayable(
  months: string,
  amount: bigint | null,
  minimum: bigint = PAYMENT_AMOUNT_MIN,
): boolean {
  const duration = parseDecimal(months);
  if (!duration || amount === null) return false;
  const atLeastAMonth = duration.numerator >= 10n ** BigInt(duration.scale);
  return atLeastAMonth && amount > 0n && amount >= minimum;
}

/** The `monero:` URI of a payment: the address, plus `tx_amount` in XMR when there is one. */
export function paymentUri(address: string, amount: bigint | null): string {
  return amount ? `monero:${address}?tx_amount=${formatXmr(amount)}` : `monero:${address}`;
}

/** An ISO time with milliseconds in the browser's own time zone with its offset. */
function localIsoTime(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  return (
    `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${pad(date.getMilliseconds(), 3)}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** The nine fields of a Monero Payment Request (version 1). */
export interface PaymentRequestFields {
  custom_label: string;
  sellers_wallet: string;
  currency: string;
  amount: string;
  payment_id: string;
  start_date: string;
  days_per_billing_cycle: number;
  number_of_payments: number;
  change_indicator_url: string;
}

/** The request's fields for a subscription invoice: monthly, repeating until cancelled. */
export function subscriptionRequestFields(input: {
  recipientAcct: string;
  paymentAddress: string;
  pricePerSecond: bigint;
  createdAt: string;
}): PaymentRequestFields {
  return {
    custom_label: `Subscription to @${input.recipientAcct}`,
    sellers_wallet: input.paymentAddress,
    currency: "XMR",
    amount: monthlyPriceXmr(input.pricePerSecond),
    payment_id: "0000000000000000",
    start_date: localIsoTime(input.createdAt),
    days_per_billing_cycle: 30,
    number_of_payments: 0,
    change_indicator_url: "",
  };
}

/** Compact JSON of the fields with the keys in alphabetical order, as the standard asks. */
export function paymentRequestJson(fields: PaymentRequestFields): string {
  const entries = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}

/**
 * A Monero Payment Request string: the sorted JSON, gzipped at level 9
 * (`gzip` is given, so this module stays free of the library), base64, and
 * the `monero-request:1:` prefix.
 */
export function paymentRequest(
  fields: PaymentRequestFields,
  gzip: (data: Uint8Array) => Uint8Array,
): string {
  const bytes = gzip(new TextEncoder().encode(paymentRequestJson(fields)));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `monero-request:1:${btoa(binary)}`;
}

export type InvoiceStatus =
  | "requested"
  | "open"
  | "paid"
  | "forwarded"
  | "timeout"
  | "cancelled"
  | "underpaid"
  | "completed"
  | "failed";

/** What a person sees for a status: paid, forwarded and failed all read as processing. */
export type InvoiceView =
  "requested" | "open" | "underpaid" | "processing" | "timeout" | "cancelled" | "completed";

export function invoiceView(status: InvoiceStatus): InvoiceView {
  return status === "paid" || status === "forwarded" || status === "failed" ? "processing" : status;
}

/** Only an open invoice can be cancelled. */
export const canCancelInvoice = (status: InvoiceStatus) => status === "open";
/** OK dismisses an invoice that has ended: completed, timed out or cancelled. */
export const canDismissInvoice = (status: InvoiceStatus) =>
  status === "completed" || status === "timeout" || status === "cancelled";
/** The address stays on screen while money may still be sent. */
export const showsPaymentAddress = (status: InvoiceStatus) =>
  status === "open" || status === "underpaid";
/** The invoice is re-read until it completes. */
export const isInvoicePolled = (status: InvoiceStatus) => status !== "completed";

/** Whole minutes left until `expiresAt`, rounded, never below 0. */
export function minutesLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.round((Date.parse(expiresAt) - now) / 60_000));
}

/** A subscription has expired once its end has passed. */
export function isExpired(expiresAt: string, now: number): boolean {
  return Date.parse(expiresAt) <= now;
}

/** A creator offers a Monero subscription on their profile. */
export function isCreator(user: { payment_options: readonly { type: string }[] } | null): boolean {
  return user?.payment_options.some((option) => option.type === "monero-subscription") ?? false;
}

/** The localStorage key of the open invoice for a recipient. */
export const invoiceStorageKey = (recipientId: string) => `invoice_${recipientId}`;

/** A chain's metadata, for Monero chains only. */
export interface MoneroChain {
  chainId: string;
  /** The smallest payment the instance accepts (newer servers say it in the chain's metadata). */
  paymentAmountMin: bigint;
}

/**
 * The instance's Monero chain with subscriptions, or null when it has none.
 * Asking Monero facts of another kind of chain is a mistake: 'invalid chain type'.
 */
export function moneroChain(
  chain: { chain_id: string; chain_metadata: Record<string, unknown> | null } | undefined,
): MoneroChain | null {
  if (!chain) return null;
  if (!chain.chain_id.startsWith("monero:")) throw new Error(INVALID_CHAIN_TYPE);
  const min = chain.chain_metadata?.payment_amount_min;
  return {
    chainId: chain.chain_id,
    paymentAmountMin:
      typeof min === "number" && Number.isSafeInteger(min) && min > 0
        ? BigInt(min)
        : PAYMENT_AMOUNT_MIN,
  };
}

const INVALID_CHAIN_TYPE = "invalid chain type";

/**
 * The chain as one recipient's option asks to be paid: newer servers put the
 * smallest payment their instance accepts on the option (`amount_min`), and a
 * remote creator's instance may ask more than ours.
 */
export function chainForOption(chain: MoneroChain, amountMin: number | null): MoneroChain {
  if (amountMin === null || !Number.isSafeInteger(amountMin) || amountMin <= 0) return chain;
  const own = BigInt(amountMin);
  return own > chain.paymentAmountMin ? { ...chain, paymentAmountMin: own } : chain;
}
