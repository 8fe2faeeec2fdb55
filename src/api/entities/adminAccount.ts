import * as v from "valibot";
import { nullable } from "@/api/schema";
import { AccountSchema } from "./account";
import { RoleSchema } from "./credentialAccount";

/** The kinds of local account Mitra lists to an admin; another kind reads as a user. */
const ADMIN_ACCOUNT_TYPES = ["user", "group", "anonymous", "nomadic"] as const;
export type AdminAccountType = (typeof ADMIN_ACCOUNT_TYPES)[number];

/**
 * A local account as an admin's list gives it (Mitra 5.9:
 * `GET /api/v2/admin/accounts`): its role (null for an account that signs
 * nobody in, such as a group), type and when its newest token was issued.
 */
export const AdminAccountSchema = v.object({
  id: v.string(),
  role: nullable(RoleSchema),
  account: AccountSchema,
  account_type: v.fallback(v.picklist(ADMIN_ACCOUNT_TYPES), "user"),
  last_login_at: nullable(v.string()),
});
export type AdminAccount = v.InferOutput<typeof AdminAccountSchema>;
