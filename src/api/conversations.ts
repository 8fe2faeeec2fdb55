import { request, requestPage, type Page } from "./http";
import { ConversationSchema, type Conversation } from "@/api/entities/conversation";
import { StatusSchema, type Status } from "@/api/entities/status";
import { parse, parseEach } from "./schema";

/** One page of the viewer's direct conversations, from the path given or the Link header's. */
async function getConversationsPage(
  cursor: string | null,
  authToken: string,
): Promise<Page<Conversation>> {
  const page = await requestPage<unknown>(cursor ?? "/api/v1/conversations", { authToken });
  return { items: parseEach(ConversationSchema, page.items), next: page.next };
}

/** The largest page the server takes (Mitra's PageSize::MAX, 4.20 and later). */
const CONVERSATIONS_PAGE_LIMIT = 200;
/** How many pages a reading of the whole list goes to at most: 10 000 conversations. */
const MAX_CONVERSATION_PAGES = 50;

/**
 * Every direct conversation of the viewer. The server lists them by when they
 * started (the conversation's id), not by their last message, so a new reply
 * in an old conversation can be on any page: the whole list is read, in the
 * largest pages the server takes, for the client to order by last message.
 */
export async function getAllConversations(authToken: string): Promise<Conversation[]> {
  const all: Conversation[] = [];
  let cursor: string | null = `/api/v1/conversations?limit=${String(CONVERSATIONS_PAGE_LIMIT)}`;
  for (let pages = 0; cursor !== null && pages < MAX_CONVERSATION_PAGES; pages++) {
    const page: Page<Conversation> = await getConversationsPage(cursor, authToken);
    all.push(...page.items);
    cursor = page.next;
  }
  return all;
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
