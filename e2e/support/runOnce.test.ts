import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config";
import { ANY_SERVER_SPECS, PRESENTATION_SPECS } from "./runOnce";

const source = (name: string) =>
  readFileSync(path.join(REPO_ROOT, "e2e", `${name}.spec.ts`), "utf8");

describe("specs that run against one version", () => {
  it("name specs that exist, each in one list", () => {
    for (const name of [...PRESENTATION_SPECS, ...ANY_SERVER_SPECS]) {
      expect(() => source(name), name).not.toThrow();
    }
    expect(PRESENTATION_SPECS.filter((name) => ANY_SERVER_SPECS.includes(name))).toEqual([]);
  });

  it("hold no test tagged for the other run, which neither run would reach", () => {
    for (const name of PRESENTATION_SPECS) expect(source(name), name).not.toMatch(/\bANY_SERVER\b/);
    for (const name of ANY_SERVER_SPECS) expect(source(name), name).not.toMatch(/\bPRESENTATION\b/);
  });
});
