import { useId, type InputHTMLAttributes } from "react";
import "../../ui/TextField.css";

/**
 * A labelled input of these screens, styled as ui/TextField. Not TextField
 * itself: sharing it with the landing page would split it into a chunk of its
 * own there, and the landing page's JavaScript must not grow.
 */
export function Field({
  label,
  hint,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  hint?: string | null;
  error?: string | null;
}) {
  const id = useId();
  const notes = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field-input control-frame"
        aria-invalid={error ? true : undefined}
        aria-describedby={notes.length > 0 ? notes.join(" ") : undefined}
        {...input}
      />
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
