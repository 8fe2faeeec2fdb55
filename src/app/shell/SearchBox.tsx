import { useState, type SubmitEvent } from "react";
import { useNavigate, useSearchParams, useLocation } from "react-router";
import { Search, X } from "lucide-react";
import { paths, routeTable } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import "./SearchBox.css";

/** The search field's id: the phone's bottom bar focuses it. */
export const SEARCH_INPUT_ID = "search-box-input";

/** Needs non-empty text; submit goes to the search route; a clear button empties it. */
export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [text, setText] = useState(() =>
    location.pathname === routeTable.search.pattern ? (params.get("q") ?? "") : "",
  );
  const query = text.trim();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query) void navigate(paths.search(query));
  };

  return (
    <form className="search-box control-frame" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={SEARCH_INPUT_ID}>
        {t("search.label")}
      </label>
      <input
        id={SEARCH_INPUT_ID}
        className="search-box-input"
        type="search"
        value={text}
        placeholder={t("search.placeholder")}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
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
