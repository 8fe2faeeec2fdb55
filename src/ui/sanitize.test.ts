// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { htmlToText } from "./sanitize";

describe("htmlToText (notification excerpts)", () => {
  it("keeps the words, spaces paragraphs and breaks, drops hidden link parts and scripts", () => {
    expect(
      htmlToText(
        '<p>First line<br>second</p><p>See <a href="https://x.example/a"><span class="invisible">https://</span>x.example/a</a></p><script>alert(1)</script>',
      ),
    ).toBe("First line second See x.example/a");
    expect(htmlToText("<p>&lt;b&gt; stays text</p>")).toBe("<b> stays text");
    expect(htmlToText("")).toBe("");
  });
});
