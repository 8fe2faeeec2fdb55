import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { features, SERVER_VERSIONS, VERSIONS } from "./versions.ts";

const DEMO = path.resolve(__dirname, "..");

/** The tables that may name a version: the features per version, and route-rules' per route. */
const TABLES = ["store/versions.ts", "http/route-rules.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("the table of version differences", () => {
  it("is the only place outside route-rules that names a version as a value", () => {
    const literal = new RegExp(
      `["'](${SERVER_VERSIONS.map((version) => version.replace(".", "\\.")).join("|")})["']`,
    );
    const found = sourceFiles(DEMO)
      .map((file) => path.relative(DEMO, file))
      .filter((file) => !TABLES.includes(file))
      .flatMap((file) =>
        readFileSync(path.join(DEMO, file), "utf8")
          .split("\n")
          .flatMap((line, index) => (literal.test(line) ? [`${file}:${index + 1}: ${line}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it("is what the app's store answers with, for every version", () => {
    for (const server of SERVER_VERSIONS) {
      expect(features(createDemoApp({ server }).store)).toBe(VERSIONS[server]);
    }
  });
});
