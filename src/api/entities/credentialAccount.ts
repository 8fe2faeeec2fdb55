import * as v from "valibot";
import { jsonObject, nullable, optional, tolerantArray, withDefault } from "@/api/schema";
import { AccountSchema } from "./account";
import { AuthenticationMethodSchema } from "./authenticationMethod";

/** The signed-in user: their account, its source, role and client config. */

export const RoleSchema = v.object({
  id: optional(v.number()),
  name: withDefault(v.string(), "user"),
  // Mitra 3.10: a list of names. Newer servers: a bitmask string, with the
  // names moved to permissions_names.
  permissions: optional(v.union([v.array(v.string()), v.string()])),
  permissions_names: optional(v.array(v.string())),
});
export type Role = v.InferOutput<typeof RoleSchema>;

/** The visibilities a server keeps as the default of new posts. */
const DefaultVisibilitySchema = v.picklist(["public", "private", "subscribers"]);
export type DefaultVisibility = v.InferOutput<typeof DefaultVisibilitySchema>;

export const CredentialAccountSchema = v.object({
  ...AccountSchema.entries,
  source: optional(
    v.object({
      note: nullable(v.string()),
      fields: tolerantArray(v.object({ name: v.string(), value: v.string() })),
      // Mitra 4.17+: the default visibility and language (ISO 639-1) of new posts.
      privacy: nullable(DefaultVisibilitySchema),
      language: nullable(v.string()),
    }),
  ),
  role: optional(RoleSchema),
  authentication_methods: tolerantArray(AuthenticationMethodSchema),
  client_config: withDefault(jsonObject, {}),
});
export type CredentialAccount = v.InferOutput<typeof CredentialAccountSchema>;
