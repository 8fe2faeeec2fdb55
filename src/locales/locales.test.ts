import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../domain/locales";

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

describe("locale catalogues (spec §9: 19 UI locales, complete)", () => {
  it("ships exactly the spec's locales", () => {
    const shipped = Object.keys(files).map((name) => name.replace(/^\.\/|\.json$/g, ""));
    expect(shipped.sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale} has every message, compiling, with the same placeholders`, () => {
      const catalogue = read(locale);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [id, message] of Object.entries(catalogue)) {
        expect(message, `${locale}:${id}`).not.toBe("");
        expect(() => compileMessage(message), `${locale}:${id}`).not.toThrow();
        expect(placeholders(message), `${locale}:${id}`).toEqual(placeholders(en[id] ?? ""));
      }
    });
  }
});
