import { useState, type FocusEvent } from "react";
import { History, X } from "lucide-react";
import { Combobox } from "@/ui/Combobox";
import { useT } from "@/i18n/useT";
import { searchChoices, type SearchChoice } from "@/domain/searchQuery";
import { useRecentSearches } from "@/state/recentSearches";
import "./SearchField.css";

type Suggestion =
  { type: "choice"; choice: SearchChoice } | { type: "recent"; query: string } | { type: "clear" };

const keyOf = (item: Suggestion): string =>
  item.type === "choice"
    ? `choice-${item.choice.kind}`
    : item.type === "recent"
      ? `recent-${encodeURIComponent(item.query)}`
      : "clear";

/** Recent searches shown under the choices while typing. */
const RECENT_WHILE_TYPING = 3;

export interface SearchFieldProps {
  id: string;
  className: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Sends a search (`q` as the server reads it). */
  onSearch: (query: string) => void;
}

/**
 * The search box's field (a combobox, loaded after the shell): what can be
 * searched for the text typed, in the order the server would find it, and
 * the account's recent searches on focus. Delete forgets a recent one.
 */
export default function SearchField({
  id,
  className,
  value,
  onValueChange,
  onSearch,
}: SearchFieldProps) {
  const t = useT();
  const { recent, remember, forget, forgetAll } = useRecentSearches();
  const [focused, setFocused] = useState(false);
  const typed = value.trim();
  const choices: Suggestion[] = searchChoices(typed).map((choice) => ({ type: "choice", choice }));
  const recentShown: Suggestion[] = (
    typed === ""
      ? recent
      : recent
          .filter((item) => item !== typed && item.includes(typed))
          .slice(0, RECENT_WHILE_TYPING)
  ).map((query) => ({ type: "recent", query }));
  const clear: Suggestion[] = typed === "" && recent.length > 0 ? [{ type: "clear" }] : [];
  const suggestions = [...choices, ...recentShown, ...clear];

  const pick = (item: Suggestion) => {
    if (item.type === "clear") {
      forgetAll();
      return;
    }
    const query = item.type === "choice" ? item.choice.query : item.query;
    remember(query);
    onSearch(query);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // A click on a suggestion keeps the list (focus stays with the field).
    const next = event.relatedTarget;
    if (next instanceof Element && next.closest(".combobox-list")) return;
    setFocused(false);
  };

  return (
    <Combobox<Suggestion>
      id={id}
      className={className}
      // Not type="search": Chrome empties such a field on Escape, which only closes the list here.
      type="text"
      enterKeyHint="search"
      label={t("search.label")}
      listLabel={t("search.suggestions")}
      placeholder={t("search.placeholder")}
      autoComplete="off"
      value={value}
      onValueChange={onValueChange}
      suggestions={suggestions}
      getKey={keyOf}
      active={focused}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPick={pick}
      onDeleteKey={(item) => {
        if (item.type !== "recent") return false;
        forget(item.query);
        return true;
      }}
      listClassName="search-suggestions"
      renderSuggestion={(item) => (
        <SuggestionText item={item} onForget={() => item.type === "recent" && forget(item.query)} />
      )}
    />
  );
}

function SuggestionText({ item, onForget }: { item: Suggestion; onForget: () => void }) {
  const t = useT();
  if (item.type === "clear") {
    return <span className="search-suggestion-action">{t("search.recentClear")}</span>;
  }
  if (item.type === "recent") {
    return (
      <span className="search-suggestion-recent">
        <History aria-hidden="true" size={16} />
        <span className="visually-hidden">{t("search.recent")}: </span>
        <span className="search-suggestion-main">{item.query}</span>
        <span className="visually-hidden">{t("search.recentDeleteHint")}</span>
        {/* For a pointer; the keyboard forgets with Delete (said in the hidden hint). */}
        <span
          className="search-suggestion-forget"
          aria-hidden="true"
          title={t("search.recentForget", { q: item.query })}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            onForget();
          }}
        >
          <X size={14} />
        </span>
      </span>
    );
  }
  const { choice } = item;
  switch (choice.kind) {
    case "posts":
      return (
        <span className="search-suggestion-choice">
          <span className="search-suggestion-main">
            {t("search.choicePosts", { q: choice.shown })}
          </span>
          <span className="search-suggestion-note">{t("search.postsCover")}</span>
        </span>
      );
    case "people":
      return <span>{t("search.choicePeople", { q: choice.shown })}</span>;
    case "tag":
      return <span>{t("search.choiceTags", { q: choice.shown })}</span>;
    case "open":
      return <span>{t("search.choiceOpen")}</span>;
    case "identity":
      return <span>{t("search.choiceIdentity")}</span>;
  }
}
