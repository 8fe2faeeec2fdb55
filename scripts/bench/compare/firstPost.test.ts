import { describe, expect, it } from "vitest";
import { textSnippet } from "./firstPost";

describe("textSnippet", () => {
  it("takes the start of the first run of text long enough to tell", () => {
    const content =
      '<p><a href="x">#<span>tag</span></a> New week, new light. First frame of the season.</p>';
    expect(textSnippet({ content })).toBe("New week, new light. First frame");
  });

  it("reads the reposted post, and decodes entities as the DOM holds them", () => {
    expect(
      textSnippet({
        content: "",
        reblog: { content: "<p>Fish &amp; chips &#39;n&#x27; peas</p>" },
      }),
    ).toBe("Fish & chips 'n' peas");
  });

  it("stops before a shortcode, which clients draw as an image", () => {
    expect(textSnippet({ content: "<p>Good morning all :blob_wave: here</p>" })).toBe(
      "Good morning all",
    );
  });

  it("looks for the content warning when there is one", () => {
    expect(
      textSnippet({ content: "<p>hidden text</p>", spoiler_text: "Spoilers for the film" }),
    ).toBe("Spoilers for the film");
  });

  it("has nothing to look for in a post without text", () => {
    expect(textSnippet({ content: '<p><a href="x">a</a></p>' })).toBeNull();
  });
});
