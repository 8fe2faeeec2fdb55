import { showCounter } from "@/domain/composer";
import { useT } from "@/i18n/useT";

/**
 * What is left of a text's limit, as the post editor counts: always where
 * `always` (the display name, the bio), else only near the limit (a field's
 * name or value, whose limits are long); over it, how many too many, as an
 * error. Nothing without a limit.
 */
export function LengthHint({
  id,
  left,
  max,
  always = false,
}: {
  id: string;
  left: number | null;
  max: number | null;
  always?: boolean;
}) {
  const t = useT();
  if (left === null || max === null || (!always && !showCounter(left))) return null;
  return (
    <span id={id} className={left < 0 ? "error-text" : "muted"} aria-live="polite">
      {left < 0
        ? t("editor.over", { count: -left })
        : t("editProfile.lengthHint", { count: left, max })}
    </span>
  );
}
