/**
 * The instance's settings, shaped like the v1 instance entity so that a test
 * patches them with the same keys the client reads
 * (PATCH /__demo/instance {"registrations": false}).
 */

import {
  DEFAULT_SERVER_VERSION,
  VERSIONS,
  type PollLimits,
  type ProfileLimits,
  type ServerVersion,
} from "./versions.ts";

/**
 * `DEMO_LIGHT_WALLET`'s value: "1" or "true" make the demo a light-wallet
 * instance, unset, "", "0" or "false" leave it a full-wallet one; anything
 * else throws.
 */
export function parseLightWallet(text: string | undefined): boolean {
  if (text === undefined || text === "" || text === "0" || text === "false") return false;
  if (text === "1" || text === "true") return true;
  throw new Error(`DEMO_LIGHT_WALLET=${text}: use 1 (a light-wallet instance) or 0`);
}

/**
 * Why a played version cannot be a light-wallet instance: Mitra tracks
 * payments with view keys from 4.15.0 on.
 */
export function lightWalletProblem(server: ServerVersion, lightWallet: boolean): string | null {
  return lightWallet && !VERSIONS[server].lightWallet
    ? `light_wallet: Mitra ${server} has no light wallet (it came in 4.15.0); play 4.16.1 or later (DEMO_SERVER=5.9)`
    : null;
}

export const MONERO_STAGENET = "monero:76ee3cc98646292206cd3e86f74d88b4";
export const DEMO_INVITE_CODE = "DEMO-INVITE-2026";

export interface InstanceSettings {
  /** null: the host the request came to. */
  uri: string | null;
  title: string;
  short_description: string;
  description: string;
  version: string;
  registrations: boolean;
  approval_required: boolean;
  invites_enabled: boolean;
  new_accounts_read_only: boolean;
  login_message: string;
  authentication_methods: string[];
  allow_unauthenticated: { timeline_local: boolean };
  federated_timeline_restricted: boolean;
  configuration: {
    statuses: { max_characters: number; max_media_attachments: number };
    media_attachments: { supported_mime_types: string[]; image_size_limit: number };
    /** The profile limits, where the version sends them. */
    accounts?: ProfileLimits;
    /** The poll limits, where the version has polls. */
    polls?: PollLimits;
  };
  blockchains: {
    chain_id: string;
    chain_metadata: Record<string, unknown> | null;
    features: { subscriptions: boolean };
  }[];
  ipfs_gateway_url: string | null;
  /**
   * 5.9 only, not an API field: the instance tracks subscription payments
   * with a light wallet (each creator's view key) instead of receiving them
   * in its own wallet and forwarding them. Its chains then say
   * `is_forwarding_required: false` and `payment_amount_min: 0`
   * (`servedBlockchains`).
   */
  light_wallet: boolean;
  /**
   * The admin's dynamic configuration (not v1 fields): the like button's
   * icon (`thumbs_up` or `heart`) and the picker's default row, sent in the
   * v2 instance from 5.3.0; whether the list of blocked servers is public
   * (else it needs a token, 401 'authentication required').
   */
  like_emoji: string;
  favorite_emojis: string[];
  filter_blocklist_public: boolean;
  /** The servers the demo's filter rules reject, as `domain_blocks` lists them [4.12.0]. */
  blocked_domains: string[];
  /** Test-only extras merged by PATCH /__demo/instance, passed through. */
  [extra: string]: unknown;
}

export function defaultInstanceSettings(
  server: ServerVersion = DEFAULT_SERVER_VERSION,
): InstanceSettings {
  const played = VERSIONS[server];
  return {
    uri: null,
    title: "Mitra Demo",
    short_description: "A demo instance with seeded people and posts, to try the web client.",
    description: [
      "<p>Welcome to <strong>Mitra Demo</strong>, a built-in instance for trying the web client ",
      "without a server of your own. Everything here is made up and lives in memory: it is back ",
      "to its first state whenever the demo restarts.</p>",
      "<p>Things to try:</p>",
      "<ul><li>sign in as <code>alice</code> (password <code>mitra-demo</code>) and read the home feed;</li>",
      "<li>open a long thread, react with an emoji, bookmark a post;</li>",
      "<li>look at a profile's gallery, or subscribe to a creator with Monero (stagenet, no real money).</li></ul>",
      '<p>Mitra is free software: read more at <a href="https://codeberg.org/silverpill/mitra">codeberg.org/silverpill/mitra</a>.</p>',
    ].join(""),
    version: played.versionString,
    registrations: true,
    approval_required: false,
    invites_enabled: true,
    new_accounts_read_only: false,
    login_message: "Sign in to Mitra Demo",
    authentication_methods: ["password", "eip4361", "caip122_monero"],
    allow_unauthenticated: { timeline_local: true },
    federated_timeline_restricted: false,
    configuration: {
      statuses: { max_characters: 5000, max_media_attachments: played.maxMediaAttachments },
      ...(played.profileLimits ? { accounts: played.profileLimits } : {}),
      media_attachments: {
        supported_mime_types: [
          "image/png",
          "image/jpeg",
          "image/gif",
          "image/webp",
          "image/avif",
          "image/svg+xml",
          "video/mp4",
          "video/webm",
          "video/x-m4v",
          "audio/mpeg",
          "audio/ogg",
          "audio/wav",
          "audio/x-wav",
          "audio/flac",
        ],
        image_size_limit: 5242880,
      },
      ...(played.polls ? { polls: played.polls } : {}),
    },
    blockchains: [
      {
        chain_id: MONERO_STAGENET,
        chain_metadata: {
          description:
            "<p>Subscriptions on this instance are paid in <strong>Monero stagenet</strong> coins: a test network, so no real money moves.</p>",
          ...(played.chainPaymentAmountMin === null
            ? {}
            : { is_forwarding_required: true, payment_amount_min: played.chainPaymentAmountMin }),
        },
        features: { subscriptions: true },
      },
    ],
    ipfs_gateway_url: "https://ipfs.demo.example",
    light_wallet: false,
    // Mitra's defaults (mitra_adapters/src/dynamic_config.rs).
    like_emoji: "thumbs_up",
    favorite_emojis: ["❤️", "😆", "🤔", "😢", "😡", "🎉", "💯", "👀"],
    filter_blocklist_public: false,
    blocked_domains: ["spam.example", "harassment.example"],
  };
}

type Blockchain = InstanceSettings["blockchains"][number];

/**
 * The chains as `GET /api/v1/instance` lists them. On a light-wallet
 * instance a Monero chain needs no forwarding and sets no smallest payment
 * of its own [4.15.0].
 */
export function servedBlockchains(settings: InstanceSettings): Blockchain[] {
  if (!settings.light_wallet) return settings.blockchains;
  return settings.blockchains.map((chain) =>
    chain.chain_id.startsWith("monero:")
      ? {
          ...chain,
          chain_metadata: {
            ...chain.chain_metadata,
            is_forwarding_required: false,
            payment_amount_min: 0,
          },
        }
      : chain,
  );
}

/** The chain with subscriptions that a light wallet tracks, as served; null on other instances. */
export function lightWalletChain(settings: InstanceSettings): Blockchain | null {
  return (
    servedBlockchains(settings).find(
      (chain) =>
        chain.features.subscriptions && chain.chain_metadata?.is_forwarding_required === false,
    ) ?? null
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; arrays, primitives and null replace. */
export function deepMerge(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * Checks a merged settings object against the defaults' shape, so a test's
 * typo fails loudly instead of breaking the contract later.
 */
export function checkSettingsShape(
  value: Record<string, unknown>,
  reference: Record<string, unknown>,
  path = "",
): string | null {
  for (const [key, expected] of Object.entries(reference)) {
    const actual = value[key];
    const where = `${path}${key}`;
    if (
      expected === null ||
      key === "uri" ||
      key === "ipfs_gateway_url" ||
      key === "chain_metadata"
    ) {
      if (actual !== null && typeof actual !== "string" && !isPlainObject(actual)) {
        return `${where} has the wrong type`;
      }
      continue;
    }
    if (Array.isArray(expected)) {
      if (!Array.isArray(actual)) return `${where} must be an array`;
      continue;
    }
    if (isPlainObject(expected)) {
      if (!isPlainObject(actual)) return `${where} must be an object`;
      const nested = checkSettingsShape(actual, expected, `${where}.`);
      if (nested) return nested;
      continue;
    }
    if (typeof actual !== typeof expected) return `${where} must be a ${typeof expected}`;
  }
  return null;
}
