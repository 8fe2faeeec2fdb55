import { useEffect, useRef, useState } from "react";
import { useT } from "@/i18n/useT";
import "./LoadStatus.css";
import { LoadError, RetryNotice } from "./LoadError";
import { Spinner } from "./Spinner";

/**
 * How long a load may go without an answer before the page says the server
 * is not answering: longer than a slow network's start, short enough that a
 * person is not left with a spinner and no way out.
 */
export const SILENCE_MS = 10_000;

function Waiting({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const [silent, setSilent] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSilent(true), SILENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!silent) return <Spinner label={t("common.loading")} />;
  return <RetryNotice onRetry={onRetry}>{t("error.notAnswering")}</RetryNotice>;
}

/**
 * A load the page waits on: a spinner; after SILENCE_MS without an answer, a
 * note that the server is not answering, with a retry (the load goes on
 * meanwhile, and its answer still draws the page); a failure with its
 * message and a retry. `error` is null or undefined while the load is under way.
 */
export function LoadStatus({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // Each try waits its own SILENCE_MS.
  const [attempt, setAttempt] = useState(0);
  const region = useRef<HTMLDivElement>(null);
  const retry = () => {
    setAttempt((count) => count + 1);
    onRetry();
    // The pressed button gives way to the spinner: focus stays here rather
    // than falling back to the top of the page.
    region.current?.focus();
  };
  return (
    <div ref={region} tabIndex={-1} className="load-status">
      {error !== null && error !== undefined ? (
        <LoadError error={error} onRetry={retry} />
      ) : (
        <Waiting key={attempt} onRetry={retry} />
      )}
    </div>
  );
}
