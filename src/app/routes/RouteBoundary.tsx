import { Suspense, type ReactNode } from "react";
import { useLocation } from "react-router";
import { ErrorBoundary } from "@/ui/ErrorBoundary";
import { Spinner } from "@/ui/Spinner";
import { RouteError } from "./RouteError";
import { useT } from "@/i18n/useT";

/** Each route's error boundary and loading state (its chunk or its data). */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  return (
    <ErrorBoundary
      resetKey={location.pathname}
      fallback={(error, reset) => <RouteError error={error} onRetry={reset} />}
    >
      <Suspense fallback={<Spinner label={t("common.loading")} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
