import type { ReactNode } from "react";
import { useT } from "@/i18n/useT";
import { LoadError } from "./LoadError";
import { Spinner } from "./Spinner";

/**
 * What QueryState reads of a load (a TanStack Query result fits as it is):
 * pending; failed, perhaps with data from before (a refetch that failed);
 * or done, with its data.
 */
export type QueryResult<T, E> =
  | { status: "pending"; data: undefined; refetch: () => unknown }
  | { status: "error"; error: E; data: T | undefined; refetch: () => unknown }
  | { status: "success"; data: T; refetch: () => unknown };

/**
 * One thing loaded for a screen: a spinner while it loads, the failure's
 * message with a Retry button if it fails, then the data, drawn by the
 * function given as children. Paged lists have PagedList instead.
 */
export function QueryState<T, E>({
  query,
  children,
  failure,
  keepData = false,
}: {
  query: QueryResult<T, E>;
  children: (data: T) => ReactNode;
  /** What a failure shows instead of its message and Retry (`retry` loads again). */
  failure?: (error: E, retry: () => void) => ReactNode;
  /** A failed refetch leaves the data from before on screen; the failure shows without any. */
  keepData?: boolean;
}) {
  const t = useT();
  if (query.status === "pending") return <Spinner label={t("common.loading")} />;
  if (query.status === "success") return children(query.data);
  if (keepData && query.data !== undefined) return children(query.data);
  const retry = () => void query.refetch();
  return failure ? failure(query.error, retry) : <LoadError error={query.error} onRetry={retry} />;
}
