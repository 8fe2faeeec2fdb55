import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText } from "./RichText";
import { EmojiText } from "./EmojiText";

function renderHtml(html: string, emojis?: { shortcode: string; url: string }[]) {
  const { container } = render(<RichText html={html} {...(emojis ? { emojis } : {})} />);
  return container;
}

describe("RichText sanitizing", () => {
  it("removes scripts and event handlers", () => {
    const container = renderHtml(
      '<p>hi<script>window.pwned=1</script><img src=x onerror="window.pwned=1"></p>',
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.innerHTML).not.toContain("onerror");
    expect(screen.getByText("hi")).toBeInTheDocument();
  });

  it("drops javascript: and data: links but keeps the text", () => {
    const container = renderHtml(
      '<a href="javascript:alert(1)">one</a> <a href="data:text/html,x">two</a>',
    );
    expect(container.querySelectorAll("a")).toHaveLength(0);
    expect(container.textContent).toContain("one");
    expect(container.textContent).toContain("two");
  });

  it("removes inline SVG, styles and iframes", () => {
    const container = renderHtml(
      '<svg onload="alert(1)"><circle/></svg><p style="position:fixed">x</p><iframe src="https://e.x"></iframe>',
    );
    expect(container.querySelector("svg")).toBeNull();
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("[style]")).toBeNull();
  });

  it("opens external links safely in a new tab", () => {
    renderHtml('<p><a href="https://example.org/page">link</a></p>');
    const link = screen.getByRole("link", { name: "link" });
    expect(link).toHaveAttribute("href", "https://example.org/page");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  });

  it("keeps only known classes", () => {
    const container = renderHtml('<a class="mention evil u-url" href="https://x.y/@a">@a</a>');
    expect(container.querySelector("a")?.className).toBe("mention u-url");
  });

  it("turns known emoji shortcodes into images, leaving unknown ones as text", () => {
    renderHtml("<p>hello :blobcat: and :nope:</p>", [
      { shortcode: "blobcat", url: "https://e.x/blobcat.png" },
    ]);
    const image = screen.getByRole("img", { name: ":blobcat:" });
    expect(image).toHaveAttribute("src", "https://e.x/blobcat.png");
    // A square box before it loads: the words after it do not move.
    expect(image).toHaveAttribute("width", "22");
    expect(image).toHaveAttribute("height", "22");
    expect(screen.getByText(/and :nope:/)).toBeInTheDocument();
  });

  it("never uses an emoji URL that is not http(s)", () => {
    renderHtml("<p>:bad:</p>", [{ shortcode: "bad", url: "javascript:alert(1)" }]);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText(":bad:")).toBeInTheDocument();
  });
});

describe("EmojiText", () => {
  it("renders markup in plain text as text", () => {
    const { container } = render(
      <EmojiText
        text={'<b onclick="x">Eve</b> :mitra:'}
        emojis={[{ shortcode: "mitra", url: "https://e.x/m.png" }]}
      />,
    );
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toContain('<b onclick="x">Eve</b>');
    expect(screen.getByRole("img", { name: ":mitra:" })).toBeInTheDocument();
  });
});

describe("text from the network in either direction", () => {
  it("lets the browser choose the direction of a post's content and of a name", () => {
    const container = renderHtml("<p>سلام دنیا</p>");
    expect(container.querySelector(".rich-text")).toHaveAttribute("dir", "auto");
    render(<EmojiText text="علی :wave:" />);
    expect(screen.getByText("علی", { exact: false })).toHaveAttribute("dir", "auto");
  });
});
