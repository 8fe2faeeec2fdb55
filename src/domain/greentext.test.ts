import { describe, expect, it } from "vitest";
import { addGreentext } from "./greentext";

describe("greentext (upstream vectors)", () => {
  it("wraps lines that start with >", () => {
    expect(addGreentext("test<br>&gt;greentext1<br>abc<br>&gt;greentext2<br>xyz")).toBe(
      'test<br><span class="greentext">&gt;greentext1</span><br>abc<br><span class="greentext">&gt;greentext2</span><br>xyz',
    );
  });
  it("wraps a quote with a space after the marker", () => {
    expect(addGreentext("test<br>&gt; a")).toBe('test<br><span class="greentext">&gt; a</span>');
  });
  it("leaves a > in the middle of a line alone", () => {
    expect(addGreentext("<span>a</span> &gt; <span>b</span>")).toBe(
      "<span>a</span> &gt; <span>b</span>",
    );
  });
  it("wraps a paragraph that starts with >", () => {
    expect(addGreentext("<p>&gt;implying</p>")).toBe(
      '<p><span class="greentext">&gt;implying</span></p>',
    );
  });
});
