import { useEffect } from "react";
import { isGroupModerator } from "@/domain/groupModerator";
import { useGroupAdmins, useMyGroups } from "@/state/groups";
import { useCapabilities } from "@/state/instance";
import { useSession } from "@/state/session/sessionContext";

/**
 * Whether the user may run this group (edit its description, delete it), on
 * servers where moderators can; undefined until that is known. Servers that
 * list a group's admins say it in one answer; before them, the groups the
 * user moderates are read, page after page until the group is among them or
 * none are left.
 */
export function useGroupModerator(groupId: string): boolean | undefined {
  const { user } = useSession();
  const { editGroups, groupAdmins } = useCapabilities();
  const admins = useGroupAdmins(groupId);
  const moderated = useMyGroups("moderating", {
    enabled: editGroups && !groupAdmins && user !== null,
  });
  const groups = moderated.data?.pages.flat();
  const moderator = isGroupModerator({
    userId: user?.id ?? null,
    groupId,
    admins: admins.data,
    moderated: groups,
  });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = moderated;
  const lookFurther = !moderator && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (lookFurther) void fetchNextPage();
  }, [lookFurther, fetchNextPage]);
  if (!editGroups || user === null || moderator) return editGroups && moderator;
  // Not found yet: known once the answer that could say so is in (a failed one says no).
  const source = groupAdmins ? admins : moderated;
  if (source.isPending && source.fetchStatus !== "idle") return undefined;
  return lookFurther || isFetchingNextPage ? undefined : false;
}
