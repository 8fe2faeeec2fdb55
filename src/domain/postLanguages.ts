import { formatOr } from "./safeFormat";

/**
 * A post's language: the ISO 639-1 codes a server takes (two lower-case
 * letters, nothing else: "zh-Hans" is refused), their names in the reader's
 * language, and when a card names a post's language.
 */

/**
 * The ISO 639-1 codes the server takes: those of its language table (the
 * isolang crate's), 184 of them. Not the standard's current list: `bh` was
 * withdrawn and is refused, `sh` is deprecated and taken.
 */
export const POST_LANGUAGE_CODES: readonly string[] = (
  "aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy " +
  "da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht " +
  "hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky " +
  "la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny " +
  "oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg sh si sk sl sm sn so sq sr " +
  "ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi " +
  "yo za zh zu"
).split(" ");

export function isPostLanguage(code: string): boolean {
  return POST_LANGUAGE_CODES.includes(code);
}

/** The ISO 639-1 code of a UI locale: "pt-BR" → "pt", "zh-Hans" → "zh". */
export function localeLanguage(locale: string): string {
  return (locale.split("-")[0] ?? locale).toLowerCase();
}

const namers = new Map<string, Intl.DisplayNames | null>();

/** A language's name in the UI's language ("German" in English, "Deutsch" in German); the code when unknown. */
export function languageName(code: string, uiLocale: string): string {
  let namer = namers.get(uiLocale);
  if (namer === undefined) {
    try {
      namer = new Intl.DisplayNames([uiLocale], { type: "language", fallback: "none" });
    } catch {
      namer = null;
    }
    namers.set(uiLocale, namer);
  }
  // A remote post's language may be any text, which Intl refuses as a tag.
  const name = namer ? formatOr(() => namer.of(code) ?? code, code) : code;
  return name;
}

/** The codes sorted by their names in the UI's language, for a picker. */
export function sortedLanguages(uiLocale: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(uiLocale);
  return POST_LANGUAGE_CODES.map((code) => ({ code, name: languageName(code, uiLocale) })).sort(
    (a, b) => collator.compare(a.name, b.name),
  );
}

/**
 * A new post's language: the user's default when the server keeps one,
 * else the UI's language.
 */
export function initialPostLanguage(defaultLanguage: string | null, uiLocale: string): string {
  if (defaultLanguage !== null && isPostLanguage(defaultLanguage)) return defaultLanguage;
  const own = localeLanguage(uiLocale);
  return isPostLanguage(own) ? own : "en";
}

/**
 * The language a card names: the post's, when it has one that differs from
 * the reader's (a post in the reader's own language needs no label).
 */
export function shownPostLanguage(
  postLanguage: string | null | undefined,
  uiLocale: string,
): string | null {
  if (!postLanguage) return null;
  return localeLanguage(postLanguage) === localeLanguage(uiLocale) ? null : postLanguage;
}
