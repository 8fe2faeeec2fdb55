/** The supported UI locales; en is the default and the source catalogue. */
export const LOCALES = [
  "cs",
  "de",
  "en",
  "es",
  "fa",
  "fr",
  "hu",
  "it",
  "ja",
  "nl",
  "pl",
  "pt",
  "pt-BR",
  "ro",
  "ru",
  "sk",
  "sl",
  "sv",
  "uk",
  "vi",
  "zh-Hans",
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Each language's own name, shown in the language picker untranslated. */
export const LOCALE_NAMES: Record<Locale, string> = {
  cs: "Čeština",
  de: "Deutsch",
  en: "English",
  es: "Español",
  fa: "فارسی",
  fr: "Français",
  hu: "Magyar",
  it: "Italiano",
  ja: "日本語",
  nl: "Nederlands",
  pl: "Polski",
  pt: "Português",
  "pt-BR": "Português (Brasil)",
  ro: "Română",
  ru: "Русский",
  sk: "Slovenčina",
  sl: "Slovenščina",
  sv: "Svenska",
  uk: "Українська",
  vi: "Tiếng Việt",
  "zh-Hans": "简体中文",
};

/** The UI locales written right to left: the whole layout mirrors for them. */
const RIGHT_TO_LEFT: readonly string[] = ["fa"];

export type TextDirection = "ltr" | "rtl";

/** The direction of a UI locale's script, for the page's `dir`. */
export function localeDirection(locale: string): TextDirection {
  return RIGHT_TO_LEFT.includes(locale) ? "rtl" : "ltr";
}
