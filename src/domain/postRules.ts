import type { CredentialAccount } from "@/api/entities/credentialAccount";
import type { Instance } from "@/api/entities/instance";
import type { Relationship } from "@/api/entities/relationship";
import type { Status } from "@/api/entities/status";
import { hasPermission, isAdmin } from "./permissions";

/**
 * Who may do what to a post, by role and authorship. `post` is the displayed
 * post: for a repost, the original.
 */
type Viewer = CredentialAccount | null;

/** What the rules read of a post (a card's body passes it without its counts). */
type Post = Pick<Status, "account" | "visibility" | "ipfs_cid">;

const isAuthor = (post: Post, user: Viewer) => user !== null && post.account.id === user.id;

/** A remote account's acct carries its server; a local one is just the username. */
export function isRemoteAccount(account: { acct: string; username: string }): boolean {
  return account.acct !== account.username;
}

/**
 * The address someone on another server follows (or joins, for a group):
 * a remote account's own, a local one's with this server's host.
 */
export function fediverseAddress(
  account: { acct: string; username: string },
  host: string,
): string {
  return isRemoteAccount(account) ? `@${account.acct}` : `@${account.username}@${host}`;
}

export const postRules = {
  canInteract: (user: Viewer) => user !== null,
  canReply: (user: Viewer) => hasPermission(user, "create_post"),
  canRepost: (post: Post, user: Viewer) =>
    hasPermission(user, "create_post") && post.visibility === "public",
  canEdit: (post: Post, user: Viewer) => isAuthor(post, user),
  canDelete: (post: Post, user: Viewer) => isAuthor(post, user),
  canPin: (post: Post, user: Viewer) => isAuthor(post, user) && post.visibility === "public",
  canSaveToIpfs: (post: Post, user: Viewer, instance: Instance) =>
    Boolean(instance.ipfs_gateway_url) &&
    isAuthor(post, user) &&
    post.visibility === "public" &&
    post.ipfs_cid === null,
  canMuteAuthor: (post: Post, user: Viewer, relationship: Relationship | undefined) =>
    user !== null && !isAuthor(post, user) && relationship !== undefined,
  canLoadReplies: (post: Post, user: Viewer) => isAdmin(user) && isRemoteAccount(post.account),
};

/** The IPFS link of a saved post: the instance's gateway, /ipfs/, the post's CID. */
export function ipfsUrl(gateway: string | null, cid: string | null): string | null {
  if (!gateway || !cid) return null;
  return `${gateway.replace(/\/+$/, "")}/ipfs/${cid}`;
}
