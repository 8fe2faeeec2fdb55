import { useParams } from "react-router";

/** `/profile/:profileId…` or `/@:acct…`: which profile a route names. */
export function useProfileRoute(): { id: string } | { acct: string } | null {
  const { profileId, handle } = useParams();
  if (profileId) return { id: profileId };
  const acct = handle === undefined ? null : acctOfHandle(handle);
  return acct === null ? null : { acct };
}

/** The account address a `/:handle` segment names (`@alice`, `@alice@example.org`), if any. */
export function acctOfHandle(handle: string): string | null {
  return handle.startsWith("@") && handle.length > 1 ? handle.slice(1) : null;
}
