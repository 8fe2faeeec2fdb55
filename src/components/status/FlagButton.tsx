import { memo, type ReactNode } from "react";
import { useFormatNumber } from "@/i18n/useFormatNumber";

/**
 * A post flag (like, repost, bookmark): pressed when set, its title saying what
 * a click does, serialised so the last of quick clicks wins. A button
 * whose flag and count did not change is not drawn again.
 */
export const FlagButton = memo(function FlagButton({
  on,
  label,
  undoLabel,
  toggle,
  icon,
  count,
}: {
  on: boolean;
  label: string;
  undoLabel: string;
  toggle: () => void;
  icon: ReactNode;
  count?: number;
}) {
  const formatNumber = useFormatNumber();
  return (
    <button
      type="button"
      className={on ? "icon-button post-action-on" : "icon-button"}
      aria-label={label}
      title={on ? undoLabel : label}
      aria-pressed={on}
      onClick={toggle}
    >
      {icon}
      {count !== undefined && <span>{formatNumber(count)}</span>}
    </button>
  );
});
