import * as z from "zod/mini";
import { nullable, optional, tolerantArray, withDefault } from "./schema";

/**
 * Entity schemas, the one source of entity types. They follow Mitra 3.10's
 * API contract and read the shapes of newer servers (up to 5.9) too.
 */

export const CustomEmojiSchema = z.object({
  shortcode: z.string(),
  url: z.string(),
  static_url: optional(z.string()),
  visible_in_picker: optional(z.boolean()),
});
export type CustomEmoji = z.infer<typeof CustomEmojiSchema>;

export const FieldSchema = z.object({
  name: withDefault(z.string(), ""),
  value: withDefault(z.string(), ""),
  verified_at: nullable(z.string()),
  is_legacy_proof: optional(z.boolean()),
});
export type Field = z.infer<typeof FieldSchema>;

export const PaymentOptionSchema = z.object({
  type: z.string(),
  name: nullable(z.string()),
  href: nullable(z.string()),
  chain_id: nullable(z.string()),
  price: nullable(z.number()),
  /** Newer servers [5.x]: the smallest payment the recipient's server accepts, atomic units. */
  amount_min: nullable(z.number()),
  object_id: nullable(z.string()),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;

export const AuthenticationMethodSchema = z.enum(["password", "eip4361", "caip122_monero"]);
export type AuthenticationMethod = z.infer<typeof AuthenticationMethodSchema>;

export const MentionPolicySchema = z.enum(["none", "only_known", "only_contacts"]);
export type MentionPolicy = z.infer<typeof MentionPolicySchema>;

export const AccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  acct: z.string(),
  actor_id: withDefault(z.string(), ""),
  url: withDefault(z.string(), ""),
  // Newer servers send "" when unknown, older ones null.
  display_name: nullable(z.string()),
  note: nullable(z.string()),
  avatar: nullable(z.string()),
  header: nullable(z.string()),
  locked: withDefault(z.boolean(), false),
  mention_policy: withDefault(MentionPolicySchema, "none"),
  bot: withDefault(z.boolean(), false),
  identity_proofs: tolerantArray(FieldSchema),
  payment_options: tolerantArray(PaymentOptionSchema),
  fields: tolerantArray(FieldSchema),
  emojis: tolerantArray(CustomEmojiSchema),
  followers_count: withDefault(z.number(), 0),
  following_count: withDefault(z.number(), 0),
  subscribers_count: withDefault(z.number(), 0),
  statuses_count: withDefault(z.number(), 0),
});
export type Account = z.infer<typeof AccountSchema>;

export const RoleSchema = z.object({
  id: optional(z.number()),
  name: withDefault(z.string(), "user"),
  // Mitra 3.10: a list of names. Newer servers: a bitmask string, with the
  // names moved to permissions_names.
  permissions: optional(z.union([z.array(z.string()), z.string()])),
  permissions_names: optional(z.array(z.string())),
});
export type Role = z.infer<typeof RoleSchema>;

export const CredentialAccountSchema = z.extend(AccountSchema, {
  source: optional(
    z.object({
      note: nullable(z.string()),
      fields: tolerantArray(z.object({ name: z.string(), value: z.string() })),
    }),
  ),
  role: optional(RoleSchema),
  authentication_methods: tolerantArray(AuthenticationMethodSchema),
  client_config: withDefault(z.record(z.string(), z.unknown()), {}),
});
export type CredentialAccount = z.infer<typeof CredentialAccountSchema>;

export const BlockchainSchema = z.object({
  chain_id: z.string(),
  chain_metadata: nullable(z.record(z.string(), z.unknown())),
  features: withDefault(
    z.object({
      subscriptions: withDefault(z.boolean(), false),
      gate: withDefault(z.boolean(), false),
    }),
    { subscriptions: false, gate: false },
  ),
});
export type Blockchain = z.infer<typeof BlockchainSchema>;

export const InstanceSchema = z.object({
  uri: z.string(),
  title: withDefault(z.string(), ""),
  short_description: withDefault(z.string(), ""),
  description: withDefault(z.string(), ""),
  version: withDefault(z.string(), ""),
  registrations: withDefault(z.boolean(), false),
  contact_account: nullable(AccountSchema),
  login_message: withDefault(z.string(), ""),
  authentication_methods: withDefault(tolerantArray(AuthenticationMethodSchema), ["password"]),
  allow_unauthenticated: withDefault(
    z.object({ timeline_local: withDefault(z.boolean(), false) }),
    { timeline_local: false },
  ),
  federated_timeline_restricted: withDefault(z.boolean(), false),
  ipfs_gateway_url: nullable(z.string()),
  blockchains: tolerantArray(BlockchainSchema),
  configuration: withDefault(
    z.object({
      statuses: withDefault(
        z.object({
          max_characters: withDefault(z.number(), 5000),
          max_media_attachments: withDefault(z.number(), 4),
        }),
        { max_characters: 5000, max_media_attachments: 4 },
      ),
      media_attachments: withDefault(
        z.object({ supported_mime_types: withDefault(z.array(z.string()), []) }),
        { supported_mime_types: [] },
      ),
      // Poll limits (Mitra 3.15 and later), read by domain/polls.ts.
      polls: optional(z.unknown()),
    }),
    {
      statuses: { max_characters: 5000, max_media_attachments: 4 },
      media_attachments: { supported_mime_types: [] },
      polls: undefined,
    },
  ),
});
export type Instance = z.infer<typeof InstanceSchema>;

export const MarkerSchema = z.object({
  last_read_id: z.string(),
  version: optional(z.number()),
  updated_at: optional(z.string()),
});
export type Marker = z.infer<typeof MarkerSchema>;

export const MarkersSchema = z.object({
  notifications: optional(MarkerSchema),
  home: optional(MarkerSchema),
});

/** The parts of a notification the shell needs; the notifications screen extends it. */
export const NotificationSummarySchema = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
});
export type NotificationSummary = z.infer<typeof NotificationSummarySchema>;

export const TokenSchema = z.object({ access_token: z.string() });
