/** The viewer's relationship with an account, as served. */
import type { ApiRelationship } from "./types.ts";
import type { View } from "./view.ts";

export function serializeRelationship(view: View, targetId: string): ApiRelationship {
  const { store, viewer } = view;
  const viewerId = viewer?.id ?? "";
  const follow = store.follow(viewerId, targetId);
  const muting = store.mute(viewerId, targetId) !== undefined;
  return {
    id: targetId,
    following: follow !== undefined,
    followed_by: store.follow(targetId, viewerId) !== undefined,
    requested: store.followRequest(viewerId, targetId) !== undefined,
    requested_by: store.followRequest(targetId, viewerId) !== undefined,
    rejected_by: false,
    subscription_to: store.activeSubscription(viewerId, targetId) !== undefined,
    subscription_from: store.activeSubscription(targetId, viewerId) !== undefined,
    showing_reblogs: follow?.reblogs ?? true,
    showing_replies: follow?.replies ?? true,
    muting,
    muting_notifications: muting,
    blocking: false,
    blocked_by: false,
  };
}
