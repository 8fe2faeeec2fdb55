import { useParams } from "react-router";

/** `/profile/:profileId…` or `/@:acct…`: which profile a route names. */
export function useProfileRoute(): { id: string } | { acct: string } | null {
  const { profileId, handle } = useParams();
  if (profileId) return { id: profileId };
  if (handle?.startsWith("@") && handle.length > 1) return { acct: handle.slice(1) };
  return null;
}
