import { request } from "./http";
import { RelationshipSchema, type Relationship } from "@/api/entities/relationship";
import { parse, tolerantArray } from "./schema";

const RelationshipListSchema = tolerantArray(RelationshipSchema);

/**
 * GET relationships?id[0]..id[n]: duplicates removed, and no call at all for an
 * empty list.
 */
export async function getRelationships(
  ids: readonly string[],
  authToken: string,
): Promise<Relationship[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const data = await request<unknown>("/api/v1/accounts/relationships", {
    authToken,
    query: { id: unique },
  });
  return parse(RelationshipListSchema, data);
}

type MuteAction = "mute" | "unmute";

export async function setMuted(
  id: string,
  muted: boolean,
  authToken: string,
): Promise<Relationship> {
  const action: MuteAction = muted ? "mute" : "unmute";
  const data = await request<unknown>(`/api/v1/accounts/${encodeURIComponent(id)}/${action}`, {
    method: "POST",
    authToken,
  });
  return parse(RelationshipSchema, data);
}
