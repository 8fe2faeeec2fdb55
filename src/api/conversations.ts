import { request, requestPage, type Page } from "./http";
import { ConversationSchema, type Conversation } from "@/api/entities/conversation";
import { StatusSchema, type Status } from "@/api/entities/status";
import { parse, parseEach } from "./schema";

/**
 * One page of the viewer's direct conversations, newest first: the first
 * page takes the server's page size (20), the next one is the Link header's.
 */
export async function getConversationsPage(
  cursor: string | null,
  authToken: string,
): Promise<Page<Conversation>> {
  const page = await requestPage<unknown>(cursor ?? "/api/v1/conversations", { authToken });
  return { items: parseEach(ConversationSchema, page.items), next: page.next };
}

/**
 * Follows the post's conversation (replies then come as notifications) or
 * stops. The server reads `{status}` from a JSON body and refuses the call
 * without one; it answers the post.
 */
export async function setConversationTracking(
  statusId: string,
  follow: boolean,
  authToken: string,
): Promise<Status> {
  const data = await request<unknown>(
    `/api/v1/statuses/${encodeURIComponent(statusId)}/conversation_tracking`,
    { method: "POST", authToken, json: { status: follow ? "follow" : "normal" } },
  );
  return parse(StatusSchema, data);
}
