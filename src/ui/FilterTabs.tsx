import "./Tabs.css";

/** One choice of a filter, e.g. "All" or "Mentions". */
export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A row of toggle buttons of which one is on: which part of a list shows.
 * The group's label names what is filtered.
 */
export function FilterTabs<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className="filter-tabs" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="filter-tab"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
