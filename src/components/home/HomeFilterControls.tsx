import { useId } from "react";
import type { HomeReplies } from "@/domain/homeFilters";
import type { MessageId } from "@/i18n/i18n";
import { useT } from "@/i18n/useT";
import { useHomeFilters } from "@/state/homeFilters";
import "./HomeFilterControls.css";

const REPLIES: readonly (readonly [HomeReplies, MessageId])[] = [
  ["all", "homeFilters.repliesAll"],
  ["followed", "homeFilters.repliesFollowed"],
  ["none", "homeFilters.repliesNone"],
];

/**
 * A quieter home: hide reposts, and which replies to show. The same controls
 * in Settings and in home's own menu; a change applies at once, kept for the
 * account shown.
 */
export function HomeFilterControls() {
  const t = useT();
  const id = useId();
  const [filters, setFilters] = useHomeFilters();
  return (
    <div className="home-filters">
      <label className="home-filters-check">
        <input
          type="checkbox"
          checked={filters.hideReposts}
          onChange={(event) => setFilters({ ...filters, hideReposts: event.target.checked })}
        />
        {t("homeFilters.hideReposts")}
      </label>
      <fieldset className="home-filters-choice">
        <legend>{t("homeFilters.replies")}</legend>
        {REPLIES.map(([value, label]) => (
          <label key={value} className="home-filters-check">
            <input
              type="radio"
              name={`${id}-replies`}
              value={value}
              checked={filters.replies === value}
              onChange={() => setFilters({ ...filters, replies: value })}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
