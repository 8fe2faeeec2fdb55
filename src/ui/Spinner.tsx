import "./Spinner.css";

/** A busy indicator with an accessible name; the label is given by the caller. */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <span
      className={inline ? "spinner spinner-inline" : "spinner"}
      role="status"
      aria-live="polite"
    >
      <span className="spinner-wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
