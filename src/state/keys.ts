/** Query-key factories: one place names every cached thing. */
export const queryKeys = {
  instance: ["instance"] as const,
  currentUser: (token: string) => ["currentUser", token] as const,
  notificationsMarker: (token: string) => ["notifications", "marker", token] as const,
  notificationsHead: (token: string) => ["notifications", "head", token] as const,
  notifications: ["notifications"] as const,
};
