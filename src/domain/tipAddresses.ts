import type { Account } from "@/api/entities/account";

/** The tip currencies Mitra knows, by code, with their names. */
export const CURRENCIES = {
  BTC: "Bitcoin",
  BCH: "Bitcoin Cash",
  DASH: "Dash",
  DOGE: "Dogecoin",
  ETH: "Ethereum",
  LTC: "Litecoin",
  XMR: "Monero",
  ZEC: "Zcash",
  LN: "Bitcoin Lightning",
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;

const LIGHTNING_LABELS = new Set(["⚡", "lightning address", "lud16"]);

/**
 * A field name that names a coin: `$` and a code in any case,
 * or one of the lightning labels. Exact: no trimming.
 */
export function currencyOfLabel(label: string): CurrencyCode | null {
  if (LIGHTNING_LABELS.has(label.toLowerCase())) return "LN";
  const upper = label.toUpperCase();
  if (!upper.startsWith("$")) return null;
  const code = upper.slice(1);
  return code !== "LN" && code in CURRENCIES ? (code as CurrencyCode) : null;
}

export interface TipTarget {
  code: CurrencyCode;
  /** Plain text, or null for a subscription-only Monero entry. */
  address: string | null;
  /** The author offers a Monero subscription. */
  subscription: boolean;
}

/**
 * The author's tip widget entries: one per coin (the first address wins), from
 * `fields` only; a Monero subscription merges into the XMR entry.
 * `toText` turns a field's HTML value into plain text.
 */
export function tipTargets(
  account: {
    fields: readonly Pick<Account["fields"][number], "name" | "value">[];
    payment_options: readonly Pick<Account["payment_options"][number], "type">[];
  },
  toText: (html: string) => string,
): TipTarget[] {
  const targets = new Map<CurrencyCode, TipTarget>();
  for (const field of account.fields) {
    const code = currencyOfLabel(field.name);
    if (!code || targets.has(code)) continue;
    const address = toText(field.value).trim();
    if (address) targets.set(code, { code, address, subscription: false });
  }
  if (account.payment_options.some((option) => option.type === "monero-subscription")) {
    const existing = targets.get("XMR");
    targets.set("XMR", { code: "XMR", address: existing?.address ?? null, subscription: true });
  }
  return [...targets.values()];
}
