import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PagedList } from "@/components/list/PagedList";
import { renderApp } from "@/test/renderApp";
import { rendersDuring, type Watched } from "@/test/rendersDuring";
import { PostFooter } from "./PostFooter";
import { PostHeader } from "./PostHeader";
import { PostMenu } from "./PostMenu";
import { FlagButton } from "./FlagButton";
import { TipWidget } from "./TipWidget";
import { EmojiButton } from "@/components/emoji/EmojiButton";

afterEach(() => vi.unstubAllGlobals());

/**
 * The list, each card's body (its header renders whenever the body does),
 * each card's action bar and the bar's menu (which shows no counts), by post
 * id.
 */
const watched: Watched = new Map<unknown, (props: Record<string, unknown>) => string>([
  [PagedList, () => "list"],
  [PostHeader, (props) => `body ${(props.post as { id: string }).id}`],
  [PostFooter, (props) => `bar ${(props.post as { id: string }).id}`],
  [PostMenu, (props) => `menu ${(props.post as { id: string }).id}`],
  // The bar's buttons, which carry no post id: only the changed card's may draw.
  [FlagButton, (props) => `flag ${String(props.label)}`],
  [EmojiButton, () => "emoji button"],
  [TipWidget, () => "tip"],
]);

/**
 * The server's answer to a toggle carries a like count of its own, so the
 * test sees when the answer has been taken (it redraws the bar too).
 */
let answers = 0;
const SERVER_LIKES = 1000;
const toggleAnswer = (path: string, body: unknown) => {
  if (!/^\/api\/v1\/(pleroma\/)?statuses\/[^/]+\/./.test(path)) return body;
  answers += 1;
  return { ...(body as object), favourites_count: SERVER_LIKES + answers };
};

/** Home as alice, and the first card shown once that has a `name` button (or reactions). */
async function homeCard(find: (card: HTMLElement) => boolean) {
  answers = 0;
  const rendered = renderApp("/home", { signedInAs: "alice", rewrite: toggleAnswer });
  const feed = await screen.findByRole("feed", { name: "Home" });
  const cards = await within(feed).findAllByRole("article");
  // The first page drawn, its authors' relationships in.
  await waitFor(() =>
    expect(rendered.requests.some((r) => r.startsWith("GET /api/v1/accounts/relationships"))).toBe(
      true,
    ),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const ids = cards.map((card) => card.getAttribute("data-post-id") ?? "");
  const card = cards.find(
    (each, index) =>
      ids.indexOf(ids[index] ?? "") === ids.lastIndexOf(ids[index] ?? "") && find(each),
  );
  if (!card) throw new Error("no such card on alice's home");
  const id = card.getAttribute("data-post-id") ?? "";
  const likes = () => within(card).getByRole("button", { name: "Like" }).textContent;
  return { ...rendered, card, id, likes };
}

/** The click, until the server's answer is on screen. */
function clickAndSettle(button: HTMLElement, likes: () => string | null) {
  return async () => {
    const expected = String(SERVER_LIKES + answers + 1);
    await userEvent.click(button);
    await waitFor(() => expect(likes()).toBe(expected));
  };
}

describe("a toggle redraws the action bar of its post alone, and in it the buttons that changed", () => {
  it("a like and an unlike redraw the like button: neither the card's body, nor the bar's other buttons and menu, nor other cards, nor the list", async () => {
    const { container, card, id, likes } = await homeCard(
      (each) => within(each).queryByRole("button", { name: "Like" }) !== null,
    );
    const like = within(card).getByRole("button", { name: "Like" });
    const before = like.getAttribute("aria-pressed");
    expect(await rendersDuring(container, watched, clickAndSettle(like, likes))).toEqual([
      `bar ${id}`,
      "flag Like",
    ]);
    expect(like.getAttribute("aria-pressed")).not.toBe(before);
    expect(await rendersDuring(container, watched, clickAndSettle(like, likes))).toEqual([
      `bar ${id}`,
      "flag Like",
    ]);
    expect(like).toHaveAttribute("aria-pressed", before ?? "false");
  });

  it("a bookmark redraws the post's action bar alone", async () => {
    const { container, card, id, likes } = await homeCard(
      (each) => within(each).queryByRole("button", { name: "Bookmark" }) !== null,
    );
    const bookmark = within(card).getByRole("button", { name: "Bookmark" });
    // The server's answer carries a new like count too (see toggleAnswer).
    expect(await rendersDuring(container, watched, clickAndSettle(bookmark, likes))).toEqual([
      `bar ${id}`,
      "flag Like",
      "flag Bookmark",
    ]);
    expect(bookmark).toHaveAttribute("aria-pressed", "true");
  });

  it("an emoji reaction redraws the post's action bar alone", async () => {
    const { container, card, id, likes } = await homeCard(
      (each) => within(each).queryByRole("list", { name: "Reactions" }) !== null,
    );
    const reactions = within(card).getByRole("list", { name: "Reactions" });
    const [reaction] = within(reactions).getAllByRole("button");
    if (!reaction) throw new Error("no reaction button");
    const pressed = reaction.getAttribute("aria-pressed");
    // The like button for the answer's new like count; the emoji button not at all.
    expect(await rendersDuring(container, watched, clickAndSettle(reaction, likes))).toEqual([
      `bar ${id}`,
      "flag Like",
    ]);
    expect(within(reactions).getAllByRole("button")[0]).not.toHaveAttribute(
      "aria-pressed",
      pressed,
    );
  });
});
