/**
 * Whether the user moderates a group: they are among its admins (servers
 * that list them), or the group is among those the server says they
 * moderate. A visitor moderates nothing.
 */
export function isGroupModerator({
  userId,
  groupId,
  admins,
  moderated,
}: {
  userId: string | null;
  groupId: string;
  /** The group's admins, when loaded. */
  admins: readonly { id: string }[] | undefined;
  /** The groups the user moderates, as far as loaded. */
  moderated: readonly { id: string }[] | undefined;
}): boolean {
  if (userId === null) return false;
  return (
    (admins?.some((admin) => admin.id === userId) ?? false) ||
    (moderated?.some((group) => group.id === groupId) ?? false)
  );
}
