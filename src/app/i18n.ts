import { i18n, type Messages } from "@lingui/core";
import en from "../locales/en.json";
import { DEFAULT_LOCALE, type Locale } from "../domain/locales";

/** Every message id the UI may use: the keys of the source catalogue. */
export type MessageId = keyof typeof en;

// Catalogues are compiled at build time (vite.config.ts), so at run time
// they already have Lingui's compiled shape even though TS sees the JSON.
const catalogues = import.meta.glob<{ default: Messages }>([
  "../locales/*.json",
  "!../locales/en.json",
]);

const loaded = new Set<Locale>([DEFAULT_LOCALE]);
i18n.load(DEFAULT_LOCALE, en as unknown as Messages);
i18n.activate(DEFAULT_LOCALE);

/** Loads a locale's catalogue (its own chunk) and makes it active. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const load = catalogues[`../locales/${locale}.json`];
    if (!load) return;
    i18n.load(locale, (await load()).default);
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
}

export { i18n };
