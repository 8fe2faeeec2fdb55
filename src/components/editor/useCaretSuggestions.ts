import { useState } from "react";
import {
  completeWord,
  hashtagAt,
  MENTION_LIMIT,
  mentionAt,
  shortcodeAt,
  shouldSuggest,
} from "@/domain/composer";
import { searchEmoji } from "@/domain/emoji";
import { useHashtagSuggestions, useMentionSuggestions } from "@/state/composer";
import { useEmojiCatalog, useRememberEmoji } from "@/state/emoji";
import type { Suggestion } from "./MentionSuggestions";

type Token = { start: number; query: string };

/** Which word is being completed: @someone, :shortcode or #tag. */
type SuggestionKind = "mention" | "emoji" | "tag";

/**
 * Suggestions for the word being typed at the caret: people for @someone
 * (asked after a pause), emoji for :shortcode, tags for #tag. A pick replaces
 * the word, with a space after it, and puts the caret after the space. A
 * dismissed word stays dismissed while it grows.
 */
export function useCaretSuggestions(
  text: string,
  setText: (text: string) => void,
  /** Puts the text area's caret at a position, once the new text is drawn. */
  placeCaret: (position: number) => void,
) {
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedToken, setDismissedToken] = useState<number | null>(null);

  const live = (token: Token | null) => (token && token.start !== dismissedToken ? token : null);
  const mention = caret === null ? null : live(mentionAt(text, caret));
  const shortcode = caret === null ? null : live(shortcodeAt(text, caret));
  const hashtag = caret === null ? null : live(hashtagAt(text, caret));
  const token = mention ?? shortcode ?? hashtag;
  const people = useMentionSuggestions(mention?.query ?? null);
  const tags = useHashtagSuggestions(hashtag?.query ?? null);
  const catalog = useEmojiCatalog(shortcode !== null);
  const suggestions: Suggestion[] = mention
    ? people.data && shouldSuggest(mention.query, people.data)
      ? people.data.map((account) => ({ kind: "account", account }))
      : []
    : shortcode
      ? searchEmoji(
          [...catalog.custom, ...(catalog.unicode ?? [])],
          shortcode.query,
          MENTION_LIMIT + 2,
        ).map((emoji) => ({ kind: "emoji", emoji }))
      : hashtag
        ? (tags.data ?? [])
            .filter((tag) => tag.name.toLowerCase() !== hashtag.query.toLowerCase())
            .map((tag) => ({ kind: "tag", name: tag.name }))
        : [];
  const kind: SuggestionKind | null = mention
    ? "mention"
    : shortcode
      ? "emoji"
      : hashtag
        ? "tag"
        : null;

  const rememberEmoji = useRememberEmoji();
  const pick = (suggestion: Suggestion) => {
    if (!token) return;
    const end = token.start + 1 + token.query.length;
    let insert: string;
    if (suggestion.kind === "account") insert = `@${suggestion.account.acct}`;
    else if (suggestion.kind === "tag") insert = `#${suggestion.name}`;
    else {
      rememberEmoji(suggestion.emoji);
      insert = suggestion.emoji.value;
    }
    const completed = completeWord(text, token.start, end, insert);
    setText(completed.text);
    setCaret(completed.caret);
    placeCaret(completed.caret);
  };

  return {
    kind,
    suggestions,
    pick,
    /** Closes the list for the word at the caret. */
    dismiss: () => setDismissedToken(token?.start ?? null),
    /** The text area reports where its caret is after each change or selection. */
    setCaret,
  };
}
