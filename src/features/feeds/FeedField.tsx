import { useId, type KeyboardEvent, type ReactNode } from "react";
// The field frame's styles; the screens of the landing page load them with ui/TextField.
import "../../ui/TextField.css";

/**
 * A labelled field in the app's field frame, its control given by the caller
 * (an input, or a combobox). ui/TextField draws the same frame; the feed
 * screens do not import it because a module shared with the landing page's
 * chunk is split into a chunk of its own, and that grows the landing page's
 * JavaScript past its size budget.
 */
export function FeedField({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control control-frame">{children(id)}</div>
    </div>
  );
}

/** A feed's name, in that frame. */
export function FeedNameField({
  label,
  value,
  onValueChange,
  onKeyDown,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <FeedField label={label}>
      {(id) => (
        <input
          id={id}
          className="field-input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
      )}
    </FeedField>
  );
}
