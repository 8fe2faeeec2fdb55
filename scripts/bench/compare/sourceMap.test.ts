import { describe, expect, it } from "vitest";
import { decodeMappings, originalPosition } from "./sourceMap";

describe("a source map's mappings", () => {
  it("are decoded per generated line, each column with its source line", () => {
    // Column 0 from line 0 of the first source; column 4 two lines further; then a second line.
    expect(decodeMappings("AAAA,IAEA;AACA")).toEqual([
      [
        { column: 0, source: 0, line: 0 },
        { column: 4, source: 0, line: 2 },
      ],
      [{ column: 0, source: 0, line: 3 }],
    ]);
  });

  it("name the source line of the last mapping at or before a column, from the repository", () => {
    const map = {
      sources: ["../../node_modules/react-dom/cjs/client.js", "../../src/ui/Card.tsx"],
      lines: decodeMappings("AAAA,ICEA"),
    };
    expect(originalPosition(map, 0, 2)).toBe("react-dom/cjs/client.js:1");
    expect(originalPosition(map, 0, 9)).toBe("src/ui/Card.tsx:3");
    expect(originalPosition(map, 1, 0)).toBeNull();
  });
});
