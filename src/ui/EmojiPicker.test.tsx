import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { customCatalog, unicodeCatalog, type PickerSection } from "@/domain/emoji";
import { EmojiPicker } from "./EmojiPicker";

const unicode = unicodeCatalog(
  [
    {
      unicode: "😄",
      label: "grinning face with smiling eyes",
      hexcode: "1F604",
      group: 0,
      order: 1,
    },
    { unicode: "🐶", label: "dog face", hexcode: "1F436", group: 3, order: 2, tags: ["pet"] },
  ],
  { "1F604": "smile", "1F436": "dog" },
);
const custom = customCatalog([
  { shortcode: "blobcat", url: "https://emoji.example/blobcat.png", category: "Blobs" },
  { shortcode: "evil", url: "javascript:alert(1)", category: null },
]);
const labels = {
  search: "Search emoji",
  empty: "no emojis found",
  loading: "Loading emoji",
  failed: "The emoji could not be loaded.",
  section: (section: PickerSection) =>
    section.kind === "unicode"
      ? section.group
      : section.kind === "custom"
        ? (section.category ?? "Custom")
        : section.kind,
};

function setup(props: Partial<Parameters<typeof EmojiPicker>[0]> = {}) {
  const onPick = vi.fn();
  render(
    <EmojiPicker
      recent={[{ value: "🐶", name: "dog", url: null }]}
      custom={custom}
      unicode={unicode}
      labels={labels}
      onPick={onPick}
      {...props}
    />,
  );
  return { onPick, user: userEvent.setup() };
}

describe("EmojiPicker", () => {
  it("shows the quick set, recent, custom by category and the unicode groups in order", () => {
    setup();
    const groups = screen.getAllByRole("group").map((group) => group.getAttribute("aria-label"));
    expect(groups).toEqual(["quick", "recent", "Blobs", "smileys-emotion"]);
    expect(
      within(screen.getByRole("group", { name: "quick" })).getAllByRole("button"),
    ).toHaveLength(8);
    // An emoji whose address is not http(s) is never shown.
    expect(screen.queryByRole("button", { name: ":evil:" })).toBeNull();
  });

  it("searches names, shortcodes and keywords, and says when nothing matches", async () => {
    const { user, onPick } = setup();
    const search = screen.getByRole("searchbox", { name: "Search emoji" });
    await user.type(search, "pet");
    await user.click(screen.getByRole("button", { name: "dog face" }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ value: "🐶" }));
    await user.clear(search);
    await user.type(search, "blob");
    expect(screen.getByRole("button", { name: ":blobcat:" })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "qqqq");
    expect(screen.getByText("no emojis found")).toBeInTheDocument();
  });

  it("moves through the grid with the arrow keys", async () => {
    const { user } = setup();
    const quick = within(screen.getByRole("group", { name: "quick" })).getAllByRole("button");
    quick[0]?.focus();
    await user.keyboard("{ArrowRight}");
    expect(quick[1]).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(quick[0]).toHaveFocus();
    // Eight to a row: the next row is the recently used.
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("group", { name: "recent" }).querySelector("button")).toHaveFocus();
  });

  it("moves forward with ArrowLeft when the page runs right to left", async () => {
    document.documentElement.dir = "rtl";
    try {
      const { user } = setup();
      const quick = within(screen.getByRole("group", { name: "quick" })).getAllByRole("button");
      quick[0]?.focus();
      await user.keyboard("{ArrowLeft}");
      expect(quick[1]).toHaveFocus();
      await user.keyboard("{ArrowRight}");
      expect(quick[0]).toHaveFocus();
    } finally {
      document.documentElement.removeAttribute("dir");
    }
  });

  it("shows a spinner while the unicode set loads, and a message if it fails", () => {
    const { unmount } = render(
      <EmojiPicker recent={[]} custom={[]} unicode={null} labels={labels} onPick={vi.fn()} />,
    );
    expect(screen.getByText("Loading emoji")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "quick" })).toBeInTheDocument();
    unmount();
    render(
      <EmojiPicker
        recent={[]}
        custom={[]}
        unicode={null}
        failed
        labels={labels}
        onPick={vi.fn()}
      />,
    );
    expect(screen.getByText("The emoji could not be loaded.")).toBeInTheDocument();
  });
});
