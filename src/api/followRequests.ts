import { request } from "./http";
import { RelationshipSchema, type Relationship } from "@/api/entities/relationship";
import { parse } from "./schema";

/** Accept or reject a follow request, by the requester's account id. */
export async function answerFollowRequest(
  accountId: string,
  accept: boolean,
  authToken: string,
): Promise<Relationship> {
  const action = accept ? "authorize" : "reject";
  const data = await request<unknown>(
    `/api/v1/follow_requests/${encodeURIComponent(accountId)}/${action}`,
    { method: "POST", authToken },
  );
  return parse(RelationshipSchema, data);
}
