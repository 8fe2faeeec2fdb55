import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import { paths } from "@/routing/paths";
import { acctOfHandle } from "@/routing/useProfileRoute";

/** `/@{acct}` screens share the path shape of any single segment: any other goes home. */
export function AcctRoute({ screen }: { screen: ReactNode }) {
  const { handle = "" } = useParams();
  if (acctOfHandle(handle) === null) return <Navigate to={paths.home} replace />;
  return screen;
}
