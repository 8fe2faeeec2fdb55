/**
 * Notifications and the read markers the unread badge is computed from.
 */
import { requireViewer } from "../http/context.ts";
import { json, validationError } from "../http/responses.ts";
import { linkHeaders, maxIdNumber, pageByKey } from "../http/paging.ts";
import { isRecord, queryArray, queryLimit } from "../http/params.ts";
import type { MarkerRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { serializeNotification } from "../entities/notification.ts";
import { iso } from "../entities/view.ts";
import { viewFor } from "./helpers.ts";
import { features } from "../store/versions.ts";

const TIMELINES = ["home", "notifications"];

function markerJson(marker: MarkerRecord): {
  last_read_id: string;
  version: number;
  updated_at: string;
} {
  return {
    last_read_id: marker.lastReadId,
    version: marker.version,
    updated_at: iso(marker.updatedAt),
  };
}

/**
 * The new last_read_id for a timeline from any accepted body spelling:
 * {"notifications[last_read_id]": id} (web v3.10) or {notifications: {last_read_id}}.
 */
function lastReadId(body: Record<string, unknown>, timeline: string): string | null {
  const nested = body[timeline];
  const value = isRecord(nested) ? nested.last_read_id : body[`${timeline}[last_read_id]`];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string" && typeof value !== "number") {
    throw validationError("last_read_id must be a string");
  }
  return String(value);
}

export function notificationRoutes(router: Router): void {
  router.get("/api/v1/notifications", (ctx) => {
    const viewer = requireViewer(ctx);
    const view = viewFor(ctx, viewer);
    const mine = ctx.store.notifications
      .filter((item) => item.recipientId === viewer.id)
      .sort((a, b) => b.id - a.id)
      .flatMap((item) => {
        const entity = serializeNotification(view, item);
        return entity ? [{ id: item.id, entity }] : [];
      });
    const page = pageByKey(mine, (item) => item.id, maxIdNumber(ctx), queryLimit(ctx, 20));
    return json(
      page.items.map((item) => item.entity),
      200,
      linkHeaders(ctx, page),
    );
  });

  // Deletes every notification of the viewer; the read markers stay, and
  // the numbers go on from where they were.
  router.post("/api/v1/notifications/clear", (ctx) => {
    const viewer = requireViewer(ctx);
    ctx.store.notifications = ctx.store.notifications.filter(
      (item) => item.recipientId !== viewer.id,
    );
    return json({});
  });

  router.get("/api/v1/markers", (ctx) => {
    const viewer = requireViewer(ctx);
    const wanted = queryArray(ctx.url, "timeline");
    const markers = ctx.store.markers.get(viewer.id) ?? new Map<string, MarkerRecord>();
    const out: Record<string, unknown> = {};
    // Keys without a marker are left out.
    for (const timeline of wanted.length > 0 ? wanted : TIMELINES) {
      const marker = markers.get(timeline);
      if (marker) out[timeline] = markerJson(marker);
    }
    return json(out);
  });

  // One marker per request: the first of the version's timelines given.
  router.post("/api/v1/markers", (ctx) => {
    const viewer = requireViewer(ctx);
    const { store } = ctx;
    const timelines = features(store).markerTimelines;
    const timeline = timelines.find((name) => lastReadId(ctx.body, name) !== null);
    const id = timeline === undefined ? null : lastReadId(ctx.body, timeline);
    if (timeline === undefined || id === null) throw validationError("marker data is missing");
    const markers = store.markers.get(viewer.id) ?? new Map<string, MarkerRecord>();
    const previous = markers.get(timeline);
    const marker = {
      lastReadId: id,
      version: (previous?.version ?? 0) + 1,
      updatedAt: store.now(),
    };
    markers.set(timeline, marker);
    store.markers.set(viewer.id, markers);
    return json({ [timeline]: markerJson(marker) });
  });
}
