/** Control (Unicode "Other") characters stripped; the username when nothing is left. */
export function displayName(account: { display_name: string | null; username: string }): string {
  const cleaned = (account.display_name ?? "").replace(/\p{C}/gu, "").trim();
  return cleaned || account.username;
}
