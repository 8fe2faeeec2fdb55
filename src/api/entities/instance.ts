import * as v from "valibot";
import { jsonObject, nullable, optional, tolerantArray, withDefault } from "@/api/schema";
import { AccountSchema } from "./account";
import { AuthenticationMethodSchema } from "./authenticationMethod";

/** The server's instance info, with its blockchains and limits. */

const BlockchainSchema = v.object({
  chain_id: v.string(),
  chain_metadata: nullable(jsonObject),
  features: withDefault(
    v.object({
      subscriptions: withDefault(v.boolean(), false),
      gate: withDefault(v.boolean(), false),
    }),
    { subscriptions: false, gate: false },
  ),
});
export type Blockchain = v.InferOutput<typeof BlockchainSchema>;

export const InstanceSchema = v.object({
  uri: v.string(),
  title: withDefault(v.string(), ""),
  short_description: withDefault(v.string(), ""),
  description: withDefault(v.string(), ""),
  version: withDefault(v.string(), ""),
  registrations: withDefault(v.boolean(), false),
  contact_account: nullable(AccountSchema),
  login_message: withDefault(v.string(), ""),
  authentication_methods: withDefault(tolerantArray(AuthenticationMethodSchema), ["password"]),
  allow_unauthenticated: withDefault(
    v.object({ timeline_local: withDefault(v.boolean(), false) }),
    { timeline_local: false },
  ),
  federated_timeline_restricted: withDefault(v.boolean(), false),
  ipfs_gateway_url: nullable(v.string()),
  blockchains: tolerantArray(BlockchainSchema),
  configuration: withDefault(
    v.object({
      statuses: withDefault(
        v.object({
          max_characters: withDefault(v.number(), 5000),
          max_media_attachments: withDefault(v.number(), 4),
        }),
        { max_characters: 5000, max_media_attachments: 4 },
      ),
      media_attachments: withDefault(
        v.object({
          supported_mime_types: withDefault(v.array(v.string()), []),
          // The largest file the server takes, in bytes.
          image_size_limit: optional(v.number()),
        }),
        { supported_mime_types: [] },
      ),
      // Poll limits (Mitra 3.15 and later), read by domain/polls.ts.
      polls: optional(v.unknown()),
      // Profile limits (fields 4.20.0, name and bio 5.7.0), read by domain/profileRules.ts.
      accounts: optional(
        v.object({
          max_display_name_length: optional(v.number()),
          max_note_length: optional(v.number()),
          max_profile_fields: optional(v.number()),
          profile_field_name_limit: optional(v.number()),
          profile_field_value_limit: optional(v.number()),
        }),
      ),
    }),
    {
      statuses: { max_characters: 5000, max_media_attachments: 4 },
      media_attachments: { supported_mime_types: [] },
      polls: undefined,
      accounts: undefined,
    },
  ),
});
export type Instance = v.InferOutput<typeof InstanceSchema>;
