/**
 * Accounts as served: the public profile, the signed-in user's own (with
 * `source`, role and settings) and the role's permissions.
 */
import { ROLES } from "../store/access.ts";
import type {
  ApiAccount,
  ApiCredentialAccount,
  ApiField,
  ApiPaymentOption,
  ApiRole,
} from "./types.ts";
import type { AccountRecord, FieldRecord, ImageRef, RoleName } from "../store/records.ts";
import type { Store } from "../store/store.ts";
import { features } from "../store/versions.ts";
import { actorId, emojiList, iso, profileUrl, withBase, type View } from "./view.ts";

function identiconUrl(view: View, input?: string): string {
  const path = `${view.base}/api/v1/accounts/identicon`;
  return input === undefined ? path : `${path}?input=${encodeURIComponent(input)}`;
}

function imageUrl(view: View, account: AccountRecord, image: ImageRef): string {
  switch (image.kind) {
    case "media":
      return `${view.base}/media/${image.name}`;
    case "identicon":
      return identiconUrl(view, actorId(view, account));
    case "none":
      return identiconUrl(view);
    case "url":
      // A parsed URL percent-encodes what no URI may hold.
      return features(view.store).parsedRemoteImageUrls ? asUri(image.url) : image.url;
  }
}

function asUri(text: string): string {
  return text.replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/g, (char) => encodeURIComponent(char));
}

function field(view: View, record: FieldRecord): ApiField {
  const out: ApiField = { name: record.name, value: withBase(view, record.value) };
  if (record.verifiedAt !== undefined) out.verified_at = iso(record.verifiedAt);
  return out;
}

export function serializeAccount(view: View, account: AccountRecord): ApiAccount {
  const { store } = view;
  const served = features(store);
  const payment_options = account.paymentOptions.map((option): ApiPaymentOption => {
    if (option.type === "link") return { type: "link", name: option.name, href: option.href };
    const out: ApiPaymentOption = {
      type: "monero-subscription",
      chain_id: option.chainId,
      price: option.price,
      object_id: option.objectId,
    };
    if (served.paymentOptionAmountMin) out.amount_min = paymentAmountMin(store, option.chainId);
    return out;
  });
  const now = store.now();
  const out: ApiAccount = {
    id: account.id,
    username: account.username,
    acct: store.acct(account),
    actor_id: actorId(view, account),
    url: profileUrl(view, account),
    display_name: account.displayName ?? served.missingDisplayName,
    created_at: iso(account.createdAt),
    note: withBase(view, account.note),
    avatar: imageUrl(view, account, account.avatar),
    header: imageUrl(view, account, account.header),
    locked: account.locked,
    bot: account.bot,
    mention_policy: account.mentionPolicy,
    identity_proofs: account.identityProofs.map((item) => ({
      ...field(view, item),
      is_legacy_proof: item.legacy ?? false,
    })),
    payment_options,
    fields: account.fields.map((item) => field(view, item)),
    emojis: emojiList(view, account.emojis, account.foreignEmojis),
    followers_count: store.follows.filter((item) => item.targetId === account.id).length,
    following_count: store.follows.filter((item) => item.followerId === account.id).length,
    subscribers_count: store.subscriptions.filter(
      (item) => item.recipientId === account.id && item.expiresAt > now,
    ).length,
    statuses_count: [...store.statuses.values()].filter(
      (status) => status.accountId === account.id && status.reblogOfId === null,
    ).length,
  };
  if (served.accountIsGroup) out.is_group = account.group !== null;
  return out;
}

/**
 * The permission names in `permissions`, or a Mastodon-style bitmask string
 * there, in which only the delete-any permissions set a bit (1, Mastodon's
 * administrator) while creating and managing map to none, with the names in
 * `permissions_names`.
 */
export function serializeRole(store: Store, role: RoleName): ApiRole {
  const { id, permissions } = ROLES[role];
  if (!features(store).permissionsBitmask) return { id, name: role, permissions: [...permissions] };
  const administrator = permissions.some((name) => name.startsWith("delete_any_"));
  return {
    id,
    name: role,
    permissions: administrator ? "1" : "0",
    permissions_names: [...permissions],
  };
}

/** The chain's smallest payment in atomic units, from the instance's metadata. */
function paymentAmountMin(store: Store, chainId: string): number | null {
  const chain = store.instance.blockchains.find((item) => item.chain_id === chainId);
  const min = chain?.chain_metadata?.payment_amount_min;
  return typeof min === "number" ? min : null;
}

export function serializeCredentialAccount(
  view: View,
  account: AccountRecord,
): ApiCredentialAccount {
  const user = account.user;
  if (!user) throw new Error(`${account.username} is not a local user`);
  const source: ApiCredentialAccount["source"] = {
    note: account.noteSource,
    fields: account.fields.map((item) => ({ name: item.name, value: item.valueSource })),
  };
  if (features(view.store).postingDefaults) {
    source.privacy = user.defaultVisibility ?? "public";
    source.sensitive = false;
    // The server sends `language: null` while none is set, but the latest
    // contract types it as a string only: the key is left out instead, so
    // every credential answer stays checked against the file (the client
    // reads a missing language and null alike).
    if (user.defaultLanguage !== undefined) source.language = user.defaultLanguage;
  }
  return {
    ...serializeAccount(view, account),
    source,
    role: serializeRole(view.store, user.role),
    authentication_methods: [...user.authenticationMethods],
    client_config: user.clientConfig,
  };
}
