import { lazy, Suspense, useEffect, useRef, useState, type SubmitEvent } from "react";
import { useNavigate, useSearchParams, useLocation } from "react-router";
import { Search, X } from "lucide-react";
import { paths, routeTable } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { searchChoices } from "@/domain/searchQuery";
import { whenIdle } from "@/ui/whenIdle";
import type { SearchFieldProps } from "@/features/search/SearchField";
import "./SearchBox.css";

/** The search field's id: the phone's bottom bar focuses it. */
export const SEARCH_INPUT_ID = "search-box-input";

// The suggestion list is built on Ariakit: too heavy for the first post's
// path, so the field is a plain input until its chunk arrives (when idle, or
// at the first pointer or focus).
const loadField = () => import("@/features/search/SearchField");
const SearchField = lazy(loadField);
const preload = () => void loadField().catch(() => undefined);

/**
 * Needs non-empty text; submit sends the first search the box offers (a post
 * search for plain words, as `>words`); a clear button empties it.
 */
export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [text, setText] = useState(() =>
    location.pathname === routeTable.search.pattern ? (params.get("q") ?? "") : "",
  );
  const query = text.trim();
  useEffect(() => whenIdle(preload, 3000), []);

  const search = (q: string) => {
    setText(q);
    void navigate(paths.search(q));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query) search(searchChoices(query)[0]?.query ?? query);
  };

  const fieldProps: SearchFieldProps = {
    id: SEARCH_INPUT_ID,
    className: "search-box-input",
    value: text,
    onValueChange: setText,
    onSearch: search,
  };

  return (
    <form
      className="search-box control-frame"
      role="search"
      onSubmit={submit}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <label className="visually-hidden" htmlFor={SEARCH_INPUT_ID}>
        {t("search.label")}
      </label>
      <Suspense fallback={<PlainField {...fieldProps} placeholder={t("search.placeholder")} />}>
        <SearchField {...fieldProps} />
      </Suspense>
      {text ? (
        <button
          type="button"
          className="search-box-clear"
          onClick={() => setText("")}
          aria-label={t("search.clear")}
        >
          <X aria-hidden="true" size={16} />
        </button>
      ) : null}
      <button
        type="submit"
        className="search-box-submit"
        disabled={!query}
        aria-label={t("search.submit")}
      >
        <Search aria-hidden="true" size={18} />
      </button>
    </form>
  );
}

/**
 * The field until the combobox loads; when that replaces it while focused,
 * focus and the caret move to the new field.
 */
function PlainField({
  id,
  className,
  value,
  onValueChange,
  placeholder,
}: SearchFieldProps & { placeholder: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = ref.current;
    return () => {
      if (field === null || document.activeElement !== field) return;
      const caret = field.selectionStart;
      queueMicrotask(() => {
        const next = document.getElementById(id);
        if (!(next instanceof HTMLInputElement)) return;
        next.focus();
        if (caret !== null) next.setSelectionRange(caret, caret);
      });
    };
  }, [id]);
  return (
    <input
      ref={ref}
      id={id}
      className={className}
      type="search"
      value={value}
      placeholder={placeholder}
      onChange={(event) => onValueChange(event.target.value)}
      autoComplete="off"
    />
  );
}
