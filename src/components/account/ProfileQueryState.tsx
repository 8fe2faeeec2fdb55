import type { ReactNode } from "react";
import type { Account } from "@/api/entities/account";
import { useT } from "@/i18n/useT";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { QueryState, type QueryResult } from "@/ui/QueryState";
import { profileLookupError } from "./profileLookupError";

/**
 * A profile a screen looks up (by id or address): a spinner while it loads,
 * then the profile; a failed lookup says 'Profile not found', 'Too many
 * requests' or the server's words, under `heading` when the screen's own
 * heading comes with the profile.
 */
export function ProfileQueryState({
  query,
  heading,
  children,
}: {
  query: QueryResult<Account, unknown>;
  heading?: string;
  children: (profile: Account) => ReactNode;
}) {
  const t = useT();
  return (
    <QueryState
      query={query}
      failure={(error) => (
        <>
          {heading !== undefined && <h1 className="page-heading">{heading}</h1>}
          <ErrorNotice>{profileLookupError(error, t)}</ErrorNotice>
        </>
      )}
    >
      {children}
    </QueryState>
  );
}
