import { request } from "./http";
import { MarkersSchema } from "@/api/entities/marker";
import { parse } from "./schema";

/** The notifications read marker; null when the server has none yet. */
export async function getNotificationsMarker(authToken: string): Promise<string | null> {
  const data = await request<unknown>("/api/v1/markers", {
    authToken,
    query: { "timeline[]": "notifications" },
  });
  return parse(MarkersSchema, data).notifications?.last_read_id ?? null;
}

export async function setNotificationsMarker(authToken: string, lastReadId: string): Promise<void> {
  // The v3.10 form of the body; newer servers accept it too.
  await request<unknown>("/api/v1/markers", {
    method: "POST",
    authToken,
    json: { "notifications[last_read_id]": lastReadId },
  });
}

/** The home timeline's read marker (Mitra 3.17+); null when the server has none yet. */
export async function getHomeMarker(authToken: string): Promise<string | null> {
  const data = await request<unknown>("/api/v1/markers", {
    authToken,
    query: { "timeline[]": "home" },
  });
  return parse(MarkersSchema, data).home?.last_read_id ?? null;
}

/**
 * Moves the home marker. Mitra reads one timeline per request (home first),
 * and 3.17 reads only a JSON body with the flat key, which later ones read too.
 */
export async function setHomeMarker(authToken: string, lastReadId: string): Promise<void> {
  await request<unknown>("/api/v1/markers", {
    method: "POST",
    authToken,
    json: { "home[last_read_id]": lastReadId },
  });
}
