import { i18n, type Messages } from "@lingui/core";
import type en from "@/locales/en.json";
import { DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from "@/domain/locales";
import { ErrorMessage, localizeErrorMessages } from "@/domain/errors";

/** Every message id the UI may use: the keys of the source catalogue. */
export type MessageId = keyof typeof en;

type Catalogue = { default: Messages };

// Catalogues are compiled at build time (vite.config.ts) and split in two
// (locales/split.ts): the core comes with the first script for English, the
// rest of English and every other locale load on demand.
const englishCore = import.meta.glob<Catalogue>("../locales/en.json", {
  query: "?core",
  eager: true,
});
const cores = import.meta.glob<Catalogue>(["../locales/*.json", "!../locales/en.json"], {
  query: "?core",
});
const rests = import.meta.glob<Catalogue>("../locales/*.json", { query: "?rest" });

const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

function loadPart(
  locale: Locale,
  part: "core" | "rest",
  modules: Record<string, () => Promise<Catalogue>>,
): Promise<void> {
  const key = `${locale}:${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    const load = modules[`../locales/${locale}.json`];
    promise = load
      ? load().then((module) => {
          // load() merges into what the locale already has.
          i18n.load(locale, module.default);
          loaded.add(key);
        })
      : Promise.resolve();
    pending.set(key, promise);
  }
  return promise;
}

i18n.load(DEFAULT_LOCALE, englishCore["../locales/en.json"]?.default ?? {});
loaded.add(`${DEFAULT_LOCALE}:core`);
i18n.activate(DEFAULT_LOCALE);

// The catalogue messages the client writes itself (not the server's) are
// translated wherever a failure's message is shown.
const OWN_ERROR_MESSAGES: Partial<Record<string, MessageId>> = {
  [ErrorMessage.unreadableAnswer]: "error.unreadableAnswer",
  [ErrorMessage.unreachable]: "error.unreachable",
};
localizeErrorMessages((message) => {
  const id = OWN_ERROR_MESSAGES[message];
  return id === undefined ? undefined : i18n._(id);
});

/** The language the start draws in, while it loads (see startIn). */
let starting: Promise<void> = Promise.resolve();

/**
 * The strings of the signed-in screens for the active locale; the shell
 * waits for them (and for the start's language), the landing page does not
 * need them.
 */
export function loadScreenMessages(): Promise<void> {
  return starting.then(() => loadPart(i18n.locale as Locale, "rest", rests));
}

/**
 * The start's language, when it is known before the user is (the one the
 * page's frame was drawn in, kept from the last visit): the shell's first
 * render is in it, rather than in English until the user's settings come.
 */
export function startIn(language: string): void {
  if (isLocale(language) && language !== DEFAULT_LOCALE) {
    // A catalogue that does not load leaves the start in English.
    starting = activateLocale(language).catch(() => undefined);
  }
}

/** Loads a locale's catalogue (its own chunks) and makes it active. */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([loadPart(locale, "core", cores), loadPart(locale, "rest", rests)]);
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
  // Persian reads right to left: the page's direction mirrors the whole layout.
  document.documentElement.dir = localeDirection(locale);
}

export { i18n };
