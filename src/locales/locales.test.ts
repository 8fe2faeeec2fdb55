import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/domain/locales";

// The raw JSON text: a plain import would be compiled by the build.
const files = import.meta.glob<string>("./*.json", { eager: true, query: "?raw", import: "default" });
const read = (locale: string) => JSON.parse(files[`./${locale}.json`] ?? "{}") as Record<string, string>;
const en = read("en");

/**
 * Placeholder names of a message, from its compiled form: a list of parts,
 * each a literal string or [name, format?, branches?] whose branches are lists again.
 */
function placeholders(message: string): Set<string> {
  const names = new Set<string>();
  const walkParts = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts as unknown[]) {
      if (!Array.isArray(part)) continue;
      const [name, , branches] = part as [unknown, unknown, unknown];
      if (typeof name === "string") names.add(name);
      if (branches && typeof branches === "object") Object.values(branches).forEach(walkParts);
    }
  };
  walkParts(compileMessage(message));
  return names;
}

/** Each argument of a message with its format (plural, select…) and plural branches, nested included. */
function argumentsOf(message: string): { name: string; format: unknown; branches: string[] }[] {
  const found: { name: string; format: unknown; branches: string[] }[] = [];
  const walkParts = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts as unknown[]) {
      if (!Array.isArray(part)) continue;
      const [name, format, branches] = part as [unknown, unknown, unknown];
      const nested = branches && typeof branches === "object" ? branches : {};
      if (typeof name === "string") found.push({ name, format, branches: Object.keys(nested) });
      Object.values(nested).forEach(walkParts);
    }
  };
  walkParts(compileMessage(message));
  return found;
}

/** The plural categories a language uses for the whole numbers a screen shows. */
function categoriesFor(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  const used = new Set<string>(["other"]);
  for (let n = 0; n <= 1000; n += 1) used.add(rules.select(n));
  return [...used].sort();
}

/**
 * Element tags of a message (`<names/>`, `<0>…</0>`), by kind and name: each
 * must be kept (a plural repeats them once per form, which languages differ in).
 */
function tags(message: string): string[] {
  return [...new Set([...message.matchAll(/<\/?\w+\/?>/g)].map((match) => match[0]))].sort();
}

/** Placeholders that carry a number of things: their words must agree with it. */
const COUNTS = new Set(["count", "people", "posts", "tags"]);

describe("locale catalogues (21 UI locales, complete)", () => {
  it("words every count with plural forms", () => {
    for (const [id, message] of Object.entries(en)) {
      for (const argument of argumentsOf(message)) {
        if (COUNTS.has(argument.name)) expect(argument.format, `en:${id}`).toBe("plural");
      }
    }
  });

  for (const locale of LOCALES) {
    it(`${locale} gives every plural the forms the language needs`, () => {
      const needed = categoriesFor(locale);
      for (const [id, message] of Object.entries(read(locale))) {
        for (const argument of argumentsOf(message)) {
          if (argument.format !== "plural") continue;
          expect(
            needed.filter((category) => !argument.branches.includes(category)),
            `${locale}:${id} {${argument.name}}`,
          ).toEqual([]);
        }
      }
    });
  }

  it("ships exactly the supported UI locales", () => {
    const shipped = Object.keys(files).map((name) => name.replace(/^\.\/|\.json$/g, ""));
    expect(shipped.sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale} has every message, compiling, with the same placeholders and tags`, () => {
      const catalogue = read(locale);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [id, message] of Object.entries(catalogue)) {
        expect(message, `${locale}:${id}`).not.toBe("");
        expect(() => compileMessage(message), `${locale}:${id}`).not.toThrow();
        expect(placeholders(message), `${locale}:${id}`).toEqual(placeholders(en[id] ?? ""));
        expect(tags(message), `${locale}:${id}`).toEqual(tags(en[id] ?? ""));
      }
    });
  }
});
