import type { ReactNode } from "react";
import "./Tabs.css";

/** One section of a page, e.g. a profile's "Replies" or a group's "About". */
export interface SectionTab<V extends string> {
  value: V;
  label: string;
}

/**
 * A page's sections as one row of buttons, the shown one marked current; a
 * section that is a page of its own comes after them as a link (`children`,
 * in the class `section-tab`). The navigation's label names the sections.
 */
export function SectionTabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly SectionTab<V>[];
  value: V;
  onChange: (value: V) => void;
  children?: ReactNode;
}) {
  return (
    <nav className="section-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          className="section-tab"
          aria-current={tab.value === value ? "page" : undefined}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
      {children}
    </nav>
  );
}
