import * as v from "valibot";
import { request } from "./http";
import { nullable, parseEach, withDefault } from "./schema";

/**
 * The signed-in sessions of the user (their access tokens) [4.14.0]: each
 * with the application it was made for (null: none named), when, and
 * whether it is the one asking.
 */
const SessionSchema = v.object({
  id: v.union([v.number(), v.string()]),
  client_name: nullable(v.string()),
  created_at: v.string(),
  is_current: withDefault(v.boolean(), false),
});
export type Session = v.InferOutput<typeof SessionSchema>;

export async function getSessions(authToken: string): Promise<Session[]> {
  const data = await request<unknown>("/api/v1/settings/sessions", { authToken });
  return parseEach(SessionSchema, Array.isArray(data) ? data : []);
}

/** Ends a session: its token stops working at once. Answers 204. */
export async function endSession(id: Session["id"], authToken: string): Promise<void> {
  await request<null>(`/api/v1/settings/sessions/${encodeURIComponent(String(id))}`, {
    method: "DELETE",
    authToken,
    expected: 204,
  });
}
