import type { ReactNode } from "react";
import { ErrorMessage, hasErrorMessage } from "@/domain/errors";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { LoadError } from "@/ui/LoadError";

/**
 * What a thread's screen shows when it cannot load (QueryState's `failure`):
 * `notFound` for a post the server does not have (nothing to retry), else
 * the failure with Retry.
 */
export function threadFailure(notFound: string): (error: unknown, retry: () => void) => ReactNode {
  return function ThreadFailure(error, retry) {
    return hasErrorMessage(error, ErrorMessage.postNotFound) ? (
      <ErrorNotice>{notFound}</ErrorNotice>
    ) : (
      <LoadError error={error} onRetry={retry} />
    );
  };
}
