import * as v from "valibot";
import { jsonObject, nullable, optional, tolerantArray, withDefault } from "./schema";

/**
 * Entity schemas, the one source of entity types. They follow Mitra 3.10's
 * API contract and read the shapes of newer servers (up to 5.9) too.
 */

export const CustomEmojiSchema = v.object({
  shortcode: v.string(),
  url: v.string(),
  static_url: optional(v.string()),
  visible_in_picker: optional(v.boolean()),
});
export type CustomEmoji = v.InferOutput<typeof CustomEmojiSchema>;

export const FieldSchema = v.object({
  name: withDefault(v.string(), ""),
  value: withDefault(v.string(), ""),
  verified_at: nullable(v.string()),
  is_legacy_proof: optional(v.boolean()),
});
export type Field = v.InferOutput<typeof FieldSchema>;

export const PaymentOptionSchema = v.object({
  type: v.string(),
  name: nullable(v.string()),
  href: nullable(v.string()),
  chain_id: nullable(v.string()),
  price: nullable(v.number()),
  /** Newer servers [5.x]: the smallest payment the recipient's server accepts, atomic units. */
  amount_min: nullable(v.number()),
  object_id: nullable(v.string()),
});
export type PaymentOption = v.InferOutput<typeof PaymentOptionSchema>;

export const AuthenticationMethodSchema = v.picklist(["password", "eip4361", "caip122_monero"]);
export type AuthenticationMethod = v.InferOutput<typeof AuthenticationMethodSchema>;

export const MentionPolicySchema = v.picklist(["none", "only_known", "only_contacts"]);
export type MentionPolicy = v.InferOutput<typeof MentionPolicySchema>;

export const AccountSchema = v.object({
  id: v.string(),
  username: v.string(),
  acct: v.string(),
  actor_id: withDefault(v.string(), ""),
  url: withDefault(v.string(), ""),
  // Newer servers send "" when unknown, older ones null.
  display_name: nullable(v.string()),
  note: nullable(v.string()),
  avatar: nullable(v.string()),
  header: nullable(v.string()),
  locked: withDefault(v.boolean(), false),
  mention_policy: withDefault(MentionPolicySchema, "none"),
  bot: withDefault(v.boolean(), false),
  identity_proofs: tolerantArray(FieldSchema),
  payment_options: tolerantArray(PaymentOptionSchema),
  fields: tolerantArray(FieldSchema),
  emojis: tolerantArray(CustomEmojiSchema),
  followers_count: withDefault(v.number(), 0),
  following_count: withDefault(v.number(), 0),
  subscribers_count: withDefault(v.number(), 0),
  statuses_count: withDefault(v.number(), 0),
});
export type Account = v.InferOutput<typeof AccountSchema>;

export const RoleSchema = v.object({
  id: optional(v.number()),
  name: withDefault(v.string(), "user"),
  // Mitra 3.10: a list of names. Newer servers: a bitmask string, with the
  // names moved to permissions_names.
  permissions: optional(v.union([v.array(v.string()), v.string()])),
  permissions_names: optional(v.array(v.string())),
});
export type Role = v.InferOutput<typeof RoleSchema>;

export const CredentialAccountSchema = v.object({
  ...AccountSchema.entries,
  source: optional(
    v.object({
      note: nullable(v.string()),
      fields: tolerantArray(v.object({ name: v.string(), value: v.string() })),
    }),
  ),
  role: optional(RoleSchema),
  authentication_methods: tolerantArray(AuthenticationMethodSchema),
  client_config: withDefault(jsonObject, {}),
});
export type CredentialAccount = v.InferOutput<typeof CredentialAccountSchema>;

export const BlockchainSchema = v.object({
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
        v.object({ supported_mime_types: withDefault(v.array(v.string()), []) }),
        { supported_mime_types: [] },
      ),
      // Poll limits (Mitra 3.15 and later), read by domain/polls.ts.
      polls: optional(v.unknown()),
    }),
    {
      statuses: { max_characters: 5000, max_media_attachments: 4 },
      media_attachments: { supported_mime_types: [] },
      polls: undefined,
    },
  ),
});
export type Instance = v.InferOutput<typeof InstanceSchema>;

export const MarkerSchema = v.object({
  last_read_id: v.string(),
  version: optional(v.number()),
  updated_at: optional(v.string()),
});
export type Marker = v.InferOutput<typeof MarkerSchema>;

export const MarkersSchema = v.object({
  notifications: optional(MarkerSchema),
  home: optional(MarkerSchema),
});

/** The parts of a notification the shell needs; the notifications screen extends it. */
export const NotificationSummarySchema = v.object({
  id: v.string(),
  type: v.string(),
  created_at: v.string(),
});
export type NotificationSummary = v.InferOutput<typeof NotificationSummarySchema>;

export const TokenSchema = v.object({ access_token: v.string() });
