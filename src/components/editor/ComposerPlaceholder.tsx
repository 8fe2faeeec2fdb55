import { useT } from "@/i18n/useT";
import { keptComposerHeight } from "@/state/storage/composerHeight";
import { Spinner } from "@/ui/Spinner";
import "./ComposerPlaceholder.css";

/**
 * Holds the home composer's place, at its last height, while it loads; else
 * at the height it has at rest, `tall` with a row for the post's language.
 */
export function ComposerPlaceholder({ tall = false }: { tall?: boolean }) {
  const t = useT();
  const height = keptComposerHeight();
  return (
    <div
      className={tall ? "composer-placeholder composer-placeholder-tall" : "composer-placeholder"}
      style={height === null ? undefined : { blockSize: `${String(height)}px` }}
    >
      <Spinner label={t("common.loading")} />
    </div>
  );
}
