import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("index.html", () => {
  it("asks search engines not to index the client's pages", () => {
    const html = readFileSync(new URL("../../../index.html", import.meta.url), "utf8");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow" \/>/);
  });
});
