import type { ReactNode } from "react";
import { errorMessage } from "@/domain/errors";
import { ErrorNotice } from "./ErrorNotice";
import { useT } from "@/i18n/useT";

/** A notice that a load did not succeed, with a button to try again. */
export function RetryNotice({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorNotice
      action={
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t("common.retry")}
        </button>
      }
    >
      {children}
    </ErrorNotice>
  );
}

/** A failed load: the error's message and a button to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <RetryNotice onRetry={onRetry}>{errorMessage(error)}</RetryNotice>;
}
