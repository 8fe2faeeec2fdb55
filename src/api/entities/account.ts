import * as v from "valibot";
import { nullable, optional, tolerantArray, withDefault } from "@/api/schema";
import { CustomEmojiSchema } from "./customEmoji";

/** An account (Mitra 3.10's Account), with its profile fields and payment options. */

const FieldSchema = v.object({
  name: withDefault(v.string(), ""),
  value: withDefault(v.string(), ""),
  verified_at: nullable(v.string()),
  is_legacy_proof: optional(v.boolean()),
});
export type Field = v.InferOutput<typeof FieldSchema>;

const PaymentOptionSchema = v.object({
  type: v.string(),
  name: nullable(v.string()),
  href: nullable(v.string()),
  chain_id: nullable(v.string()),
  price: nullable(v.number()),
  /** Newer servers [5.x]: the smallest payment the recipient's server accepts, atomic units. */
  amount_min: nullable(v.number()),
  object_id: nullable(v.string()),
});

const MentionPolicySchema = v.picklist(["none", "only_known", "only_contacts"]);
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
  /** A group: an account whose followers are its members [5.6.0]. */
  is_group: withDefault(v.boolean(), false),
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
