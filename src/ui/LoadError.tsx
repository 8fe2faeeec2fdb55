import { errorMessage } from "../domain/errors";
import { ErrorNotice } from "./ErrorNotice";
import { useT } from "../i18n/useT";

/** A failed load: the error's message and a button to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorNotice
      action={
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t("common.retry")}
        </button>
      }
    >
      {errorMessage(error)}
    </ErrorNotice>
  );
}
