/**
 * Instance information (v1 and v2), custom emoji, the admins' stylesheet and
 * the Atom feeds of local users.
 */
import { createHash } from "node:crypto";
import { viewerOf, type Ctx } from "../http/context.ts";
import { ApiError, json, notFound, textResponse } from "../http/responses.ts";
import { escapeHtml, htmlToText } from "../markup/render.ts";
import { CUSTOM_EMOJIS } from "../media/catalogue.ts";
import type { Router } from "../http/router.ts";
import { serializeAccount } from "../entities/account.ts";
import { statusUri } from "../entities/status.ts";
import { customEmoji, iso, profileUrl, withBase } from "../entities/view.ts";
import { servedBlockchains } from "../store/instance-settings.ts";
import { viewFor } from "./helpers.ts";
import { features } from "../store/versions.ts";

const KNOWN_KEYS = new Set([
  "uri",
  "title",
  "short_description",
  "description",
  "version",
  "registrations",
  "approval_required",
  "invites_enabled",
  "new_accounts_read_only",
  "login_message",
  "authentication_methods",
  "allow_unauthenticated",
  "federated_timeline_restricted",
  "configuration",
  "blockchains",
  "ipfs_gateway_url",
  // A setting of the demo, shown through the chains' metadata.
  "light_wallet",
  // The admin's dynamic configuration: v2 fields and the blocklist's rules.
  "like_emoji",
  "favorite_emojis",
  "filter_blocklist_public",
  "blocked_domains",
]);

function stats(ctx: Ctx): { user_count: number; status_count: number; domain_count: number } {
  const accounts = [...ctx.store.accounts.values()];
  const local = new Set(
    accounts.filter((account) => account.domain === null).map((account) => account.id),
  );
  return {
    user_count: local.size,
    status_count: [...ctx.store.statuses.values()].filter((status) => local.has(status.accountId))
      .length,
    domain_count: new Set(accounts.flatMap((account) => account.domain ?? [])).size,
  };
}

function contactAccount(ctx: Ctx): unknown {
  const admin =
    ctx.store.localAccount("admin") ??
    [...ctx.store.accounts.values()].find((account) => account.user?.role === "admin");
  return admin ? serializeAccount(viewFor(ctx, null), admin) : undefined;
}

const PLEROMA = {
  metadata: {
    features: ["quote_posting", "pleroma_emoji_reactions", "pleroma_custom_emoji_reactions"],
    post_formats: ["text/html", "text/markdown"],
  },
};

function instanceV1(ctx: Ctx): Record<string, unknown> {
  const settings = ctx.store.instance;
  // Test-only keys patched in by /__demo/instance ride along unchanged.
  const extras = Object.fromEntries(
    Object.entries(settings).filter(([key]) => !KNOWN_KEYS.has(key)),
  );
  return {
    uri: settings.uri ?? ctx.host,
    title: settings.title,
    short_description: settings.short_description,
    description: settings.description,
    version: settings.version,
    registrations: settings.registrations,
    approval_required: settings.approval_required,
    invites_enabled: settings.invites_enabled,
    stats: stats(ctx),
    configuration: settings.configuration,
    contact_account: contactAccount(ctx),
    authentication_methods: settings.authentication_methods,
    login_message: settings.login_message,
    new_accounts_read_only: settings.new_accounts_read_only,
    allow_unauthenticated: settings.allow_unauthenticated,
    federated_timeline_restricted: settings.federated_timeline_restricted,
    blockchains: servedBlockchains(settings),
    ipfs_gateway_url: settings.ipfs_gateway_url,
    pleroma: PLEROMA,
    ...(features(ctx.store).maxTootChars
      ? { max_toot_chars: settings.configuration.statuses.max_characters }
      : {}),
    ...extras,
  };
}

function instanceV2(ctx: Ctx): Record<string, unknown> {
  const settings = ctx.store.instance;
  return {
    domain: settings.uri ?? ctx.host,
    title: settings.title,
    description: settings.short_description,
    version: settings.version,
    source_url: "https://codeberg.org/silverpill/mitra",
    usage: { users: { active_month: stats(ctx).user_count } },
    configuration: settings.configuration,
    registrations: {
      enabled: settings.registrations,
      approval_required: settings.approval_required,
      message: null,
    },
    contact: { email: "", account: contactAccount(ctx) },
    pleroma: PLEROMA,
    ...(features(ctx.store).instanceChoices
      ? { like_emoji: settings.like_emoji, favorite_emojis: settings.favorite_emojis }
      : {}),
  };
}

/**
 * The servers this one refuses [4.12.0]: anyone may read a public list; a
 * private one needs a signed-in user (401 'authentication required').
 */
function domainBlocks(ctx: Ctx): Response {
  const settings = ctx.store.instance;
  if (!settings.filter_blocklist_public && !viewerOf(ctx)) {
    throw new ApiError(401, "authentication required");
  }
  return json(
    settings.blocked_domains.map((domain) => ({
      domain,
      digest: createHash("sha256").update(domain).digest("hex"),
      severity: "suspend",
      comment: null,
    })),
  );
}

function atomFeed(ctx: Ctx): Response {
  const account = ctx.store.localAccount(ctx.params.username ?? "");
  if (!account) throw notFound("user");
  const view = viewFor(ctx, null);
  const profile = profileUrl(view, account);
  const entries = ctx.store
    .statusesNewestFirst()
    .filter(
      (status) =>
        status.accountId === account.id &&
        status.visibility === "public" &&
        status.reblogOfId === null,
    )
    .slice(0, 20)
    .map((status) => {
      const html = withBase(view, status.content);
      const title = htmlToText(html).split("\n")[0]?.slice(0, 80) ?? "";
      return [
        "<entry>",
        `<id>${escapeHtml(statusUri(view, status))}</id>`,
        `<title>${escapeHtml(title)}</title>`,
        `<updated>${iso(status.editedAt ?? status.createdAt)}</updated>`,
        `<link rel="alternate" href="${escapeHtml(`${ctx.base}/post/${status.id}`)}"/>`,
        `<content type="html">${escapeHtml(html)}</content>`,
        "</entry>",
      ].join("");
    });
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${escapeHtml(profile)}</id>`,
    `<title>${escapeHtml(account.displayName ?? account.username)}</title>`,
    `<updated>${iso(ctx.store.now())}</updated>`,
    `<link rel="self" href="${escapeHtml(`${ctx.base}/feeds/users/${account.username}`)}"/>`,
    `<author><name>${escapeHtml(account.username)}</name><uri>${escapeHtml(profile)}</uri></author>`,
    ...entries,
    "</feed>",
  ].join("\n");
  return textResponse(xml, "application/atom+xml");
}

export function instanceRoutes(router: Router): void {
  router.get("/api/v1/instance", (ctx) => json(instanceV1(ctx)));
  router.get("/api/v2/instance", (ctx) => json(instanceV2(ctx)));
  router.get("/api/v1/instance/peers", (ctx) =>
    json(
      [
        ...new Set([...ctx.store.accounts.values()].flatMap((account) => account.domain ?? [])),
      ].sort(),
    ),
  );
  router.get("/api/v1/instance/domain_blocks", domainBlocks);
  router.get("/api/v1/custom_emojis", (ctx) => {
    const view = viewFor(ctx, null);
    return json(CUSTOM_EMOJIS.flatMap((emoji) => customEmoji(view, emoji.shortcode) ?? []));
  });
  router.get("/assets/custom.css", () =>
    textResponse(
      "/* Mitra Demo: instance admins restyle the web client here.\n   This file is loaded after the client's own styles. */\n",
      "text/css",
    ),
  );
  router.get("/feeds/users/:username", atomFeed);
}
