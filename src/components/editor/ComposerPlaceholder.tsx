import { useT } from "@/i18n/useT";
import { keptComposerHeight } from "@/state/storage/composerHeight";
import { Spinner } from "@/ui/Spinner";
import "./ComposerPlaceholder.css";

/** Holds the home composer's place, at its last height, while it loads. */
export function ComposerPlaceholder() {
  const t = useT();
  const height = keptComposerHeight();
  return (
    <div
      className="composer-placeholder"
      style={height === null ? undefined : { blockSize: `${String(height)}px` }}
    >
      <Spinner label={t("common.loading")} />
    </div>
  );
}
