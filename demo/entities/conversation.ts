/** A post's conversation: its root, its stable id and what the viewer may do in it. */
import type { ApiStatusConversation } from "./types.ts";
import type { AccountRecord, StatusRecord } from "../store/records.ts";
import type { Store } from "../store/store.ts";
import { canModerateGroup } from "../store/groups.ts";
import { createRandom, hashString, timeUuid } from "../store/ids.ts";
import { features } from "../store/versions.ts";
import type { View } from "./view.ts";

/** The first post of a status's conversation, as far up as its ancestors are stored. */
export function conversationRoot(store: Store, status: StatusRecord): StatusRecord {
  let root = status;
  const seen = new Set<string>([root.id]);
  while (root.inReplyToId !== null) {
    const parent = store.statuses.get(root.inReplyToId);
    if (!parent || seen.has(parent.id)) break;
    seen.add(parent.id);
    root = parent;
  }
  return root;
}

/**
 * A conversation's own id: a time-ordered UUID of the root post's moment,
 * stable per root (the demo keeps no conversation records).
 */
export function conversationId(rootId: string): string {
  const clock = parseInt(rootId.slice(0, 8) + rootId.slice(9, 13), 16);
  return timeUuid(clock, createRandom(hashString(`conversation ${rootId}`)));
}

/**
 * The post's conversation; a repost has none. What the viewer may do in it
 * is told to a signed-in viewer only: whether they follow it and whether
 * they moderate its group.
 */
export function conversationOf(
  view: View,
  status: StatusRecord,
  group: AccountRecord | null,
): ApiStatusConversation | null {
  if (status.reblogOfId !== null) return null;
  const root = conversationRoot(view.store, status);
  const { viewer } = view;
  const ids = { id: conversationId(root.id), root_id: root.id };
  if (!features(view.store).conversationTrackingField) return ids;
  return {
    ...ids,
    tracking: trackingOf(view, status),
    can_moderate: viewer ? group !== null && canModerateGroup(group, viewer.id) : null,
  };
}

/** Whether the viewer follows the post's conversation; null for a visitor. */
export function trackingOf(view: View, status: StatusRecord): "follow" | "normal" | null {
  const { viewer } = view;
  if (!viewer) return null;
  const root = conversationRoot(view.store, status);
  return view.store.followedConversations.has(`${viewer.id} ${root.id}`) ? "follow" : "normal";
}
