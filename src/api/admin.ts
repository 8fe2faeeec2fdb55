import { request } from "./http";
import { AdminAccountSchema, type AdminAccount } from "@/api/entities/adminAccount";
import { parse, tolerantArray } from "./schema";

/**
 * An admin's moderation: deleting any post (permission `delete_any_post`) or
 * any profile from this server (`delete_any_profile`) [4.9.0], and the list
 * of local accounts [5.9.0]. The deletes answer 204; a user without the
 * permission gets 403 'permission error', an unknown id 404.
 */

const AdminAccountList = tolerantArray(AdminAccountSchema);

export async function deleteAnyPost(id: string, authToken: string): Promise<void> {
  await request<unknown>(`/api/v1/admin/posts/${encodeURIComponent(id)}`, {
    method: "DELETE",
    authToken,
    expected: 204,
  });
}

export async function deleteAnyProfile(id: string, authToken: string): Promise<void> {
  await request<unknown>(`/api/v1/admin/accounts/${encodeURIComponent(id)}`, {
    method: "DELETE",
    authToken,
    expected: 204,
  });
}

/** Every local account, in one answer (the server does not page it). */
export async function getAdminAccounts(authToken: string): Promise<AdminAccount[]> {
  return parse(AdminAccountList, await request<unknown>("/api/v2/admin/accounts", { authToken }));
}
