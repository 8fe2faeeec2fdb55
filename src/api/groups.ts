import * as v from "valibot";
import { request } from "./http";
import { AccountSchema, type Account } from "@/api/entities/account";
import { AffiliationSchema, type Affiliation } from "@/api/entities/affiliation";
import { parse, tolerantArray } from "./schema";

/**
 * Groups [5.5.0+]: a group is an account whose followers are its members, so
 * joining and leaving are the follow calls and a group's page is its profile.
 * These are the calls only groups have.
 */

/** The user's groups: those they are a member of, or those they moderate. */
export type GroupFilter = "following" | "moderating";

/** The server's page size for the user's groups; a shorter page is the last. */
export const GROUPS_PAGE_SIZE = 40;

const AccountList = tolerantArray(AccountSchema);
const AffiliationList = tolerantArray(AffiliationSchema);
const SourceSchema = v.object({ description: v.fallback(v.nullish(v.string(), null), null) });

const groupPath = (id: string, tail = "") => `/api/v1/groups/${encodeURIComponent(id)}${tail}`;

/** One page of the user's groups, by offset. */
export async function getMyGroups(
  filter: GroupFilter,
  offset: number,
  authToken: string,
): Promise<Account[]> {
  const data = await request<unknown>("/api/v1/groups/followed", {
    authToken,
    query: { filter, offset, limit: GROUPS_PAGE_SIZE },
  });
  return parse(AccountList, data);
}

/**
 * Creates a group; the server makes its creator a member and its admin. A
 * description of null is left out of the body, for servers that read only
 * the name (before 5.7.0).
 */
export async function createGroup(
  name: string,
  description: string | null,
  authToken: string,
): Promise<Account> {
  const data = await request<unknown>("/api/v1/groups", {
    method: "POST",
    authToken,
    json:
      description === null
        ? { name }
        : { name, description: description === "" ? null : description },
  });
  return parse(AccountSchema, data);
}

/** The group's description as its moderator typed it. */
export async function getGroupSource(id: string, authToken: string): Promise<string> {
  const data = await request<unknown>(groupPath(id, "/source"), { authToken });
  return parse(SourceSchema, data).description ?? "";
}

/** Replaces the description; the server keeps it when the field is absent or null. */
export async function updateGroup(
  id: string,
  description: string,
  authToken: string,
): Promise<Account> {
  const data = await request<unknown>(groupPath(id), {
    method: "PATCH",
    authToken,
    json: { description },
  });
  return parse(AccountSchema, data);
}

/** Deletes a group; the server answers 204. */
export async function deleteGroup(id: string, authToken: string): Promise<void> {
  await request<unknown>(groupPath(id), { method: "DELETE", authToken, expected: 204 });
}

/** The group's admins (the only affiliation the server lists), in one answer. */
export async function getGroupAdmins(id: string, authToken: string | null): Promise<Account[]> {
  const data = parse(
    AffiliationList,
    await request<unknown>(groupPath(id, "/members"), { authToken }),
  );
  return data
    .filter((item: Affiliation) => item.affiliation === "admin")
    .map((item) => item.account);
}

/** A moderator removes a thread from its group: the server deletes the post and its replies. */
export async function removeThreadFromGroup(statusId: string, authToken: string): Promise<void> {
  // The server answers 204 (with or without a body).
  await request<unknown>(`/api/v1/statuses/${encodeURIComponent(statusId)}/thread`, {
    method: "DELETE",
    authToken,
    expected: 204,
  });
}
