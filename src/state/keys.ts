import type { TimelineSource } from "../api/timelines";

/** Query-key factories: one place names every cached thing. */
export const queryKeys = {
  instance: ["instance"] as const,
  currentUser: (token: string) => ["currentUser", token] as const,
  notificationsMarker: (token: string) => ["notifications", "marker", token] as const,
  notificationsHead: (token: string) => ["notifications", "head", token] as const,
  notifications: ["notifications"] as const,
  customEmojis: ["customEmojis"] as const,
};

/**
 * Posts and what hangs off them. The token is part of each key: flags such
 * as favourited are the viewer's, so a guest's copy never serves a user.
 */
export const postKeys = {
  status: (token: string | null, id: string) => ["status", id, token ?? "guest"] as const,
  /** Prefix of every timeline of one kind, e.g. for the home button's reload. */
  timelines: (kind: TimelineSource["kind"]) => ["timeline", kind] as const,
  timeline: (token: string | null, source: TimelineSource) =>
    source.kind === "account"
      ? (["timeline", "account", `${source.id}:${source.tab}`, token ?? "guest"] as const)
      : ([
          "timeline",
          source.kind,
          "tag" in source ? source.tag : "id" in source ? source.id : "",
          token ?? "guest",
        ] as const),
  thread: (token: string | null, id: string) => ["thread", id, token ?? "guest"] as const,
  relationship: (token: string, accountId: string) => ["relationship", accountId, token] as const,
};
