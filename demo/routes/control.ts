/**
 * Test controls under /__demo/ (not Mitra API): reset, instance settings,
 * injected failures, fresh notifications, invoice progress and a debug
 * summary. Tests drive the demo through these instead of reaching into it.
 */
import {
  bytesResponse,
  json,
  notFound,
  STATUS_TEXT,
  textResponse,
  validationError,
} from "../http/responses.ts";

/** A 1×1 transparent PNG. */
const TINY_PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  (char) => char.charCodeAt(0),
);
import {
  checkSettingsShape,
  deepMerge,
  defaultInstanceSettings,
  lightWalletProblem,
  type InstanceSettings,
} from "../store/instance-settings.ts";
import { optBool, optNumber, optString, reqString } from "../http/params.ts";
import type { RateLimits } from "../http/ratelimit.ts";
import {
  LATER_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  type InvoiceStatus,
  type MarkerRecord,
  type NotificationType,
  type StatusRecord,
} from "../store/records.ts";
import { markupContext } from "../markup/lookups.ts";
import { renderMarkdown } from "../markup/render.ts";
import type { Router } from "../http/router.ts";
import { serializeNotification } from "../entities/notification.ts";
import { setInvoiceStatus } from "./subscriptions.ts";
import { viewFor } from "./helpers.ts";
import { features } from "../store/versions.ts";
import { NO_CORS } from "../noCors.ts";

const INVOICE_STATUSES: readonly InvoiceStatus[] = [
  "open",
  "paid",
  "forwarded",
  "timeout",
  "cancelled",
  "underpaid",
  "completed",
  "failed",
];

export function controlRoutes(router: Router, reset: () => void, rateLimits: RateLimits): void {
  router.post("/__demo/reset", () => {
    reset();
    return json({ ok: true });
  });

  // The server's rate limits on or off until the next reset (which restores
  // the demo's default), their counts started afresh.
  router.post("/__demo/rate-limits", (ctx) => {
    const enabled = optBool(ctx.body, "enabled");
    if (enabled === null) throw validationError("enabled must be true or false");
    rateLimits.reset();
    rateLimits.enabled = enabled;
    return json({ ok: true, enabled });
  });

  router.patch("/__demo/instance", (ctx) => {
    const merged = deepMerge(ctx.store.instance, ctx.body);
    const problem =
      checkSettingsShape(merged, defaultInstanceSettings(ctx.store.server)) ??
      lightWalletProblem(ctx.store.server, merged.light_wallet === true);
    if (problem) throw validationError(problem);
    ctx.store.instance = merged as InstanceSettings;
    return json(ctx.store.instance);
  });

  router.post("/__demo/fail", (ctx) => {
    const path = reqString(ctx.body, "path", "path is required");
    const status = optNumber(ctx.body, "status");
    if (status === null || !Number.isInteger(status) || status < 100 || status > 599) {
      throw validationError("status must be an HTTP status code");
    }
    const times = optNumber(ctx.body, "times") ?? 1;
    if (!Number.isInteger(times) || times < 1)
      throw validationError("times must be a positive integer");
    ctx.store.failures.push({
      method: optString(ctx.body, "method")?.toUpperCase() ?? null,
      path,
      status,
      errorDescription: optString(ctx.body, "error_description"),
      text: optString(ctx.body, "text"),
      times,
    });
    return json({
      ok: true,
      pending: ctx.store.failures.length,
      status_text: STATUS_TEXT[status] ?? "",
    });
  });

  router.delete("/__demo/fail", (ctx) => {
    ctx.store.failures = [];
    return json({ ok: true });
  });

  router.post("/__demo/notifications", (ctx) => {
    const { store } = ctx;
    const to = store.accountByAcct(reqString(ctx.body, "to", "to is required"), ctx.host);
    const from = store.accountByAcct(reqString(ctx.body, "from", "from is required"), ctx.host);
    if (!to?.user) throw validationError("to must be a local user");
    if (!from) throw notFound("profile");
    const type = reqString(ctx.body, "type", "type is required");
    if (!NOTIFICATION_TYPES.includes(type as NotificationType))
      throw validationError("unknown notification type");
    const paymentsAndWarnings = features(store).paymentAndWarningNotifications;
    if (!paymentsAndWarnings && LATER_NOTIFICATION_TYPES.includes(type as NotificationType))
      throw validationError(`Mitra ${store.server} has no such notification type`);
    const paymentAmount = optNumber(ctx.body, "payment_amount");
    if (paymentAmount !== null && (!Number.isSafeInteger(paymentAmount) || paymentAmount < 0))
      throw validationError("payment_amount must be a whole number of atomic units");
    const statusId = optString(ctx.body, "status_id");
    if (statusId !== null && !store.statuses.has(statusId)) throw notFound("post");
    const reaction =
      type === "pleroma:emoji_reaction" ? (optString(ctx.body, "reaction") ?? "❤️") : null;
    const notification = store.addNotification({
      recipientId: to.id,
      fromId: from.id,
      type: type as NotificationType,
      subtype: optString(ctx.body, "subtype") === "reply" ? "reply" : null,
      statusId,
      reaction,
      createdAt: store.now(),
      ...(paymentAmount === null || !paymentsAndWarnings ? {} : { paymentAmount }),
      ...(type === "moderation_warning"
        ? {
            moderationWarning: {
              id: store.newId(),
              action: "delete_statuses" as const,
              text: optString(ctx.body, "text") ?? "Your posts were removed.",
              createdAt: store.now(),
            },
          }
        : {}),
    });
    if (!notification) throw validationError("to and from must be different accounts");
    return json(serializeNotification(viewFor(ctx, to), notification));
  });

  // Where tokens expire: access tokens live `seconds` from when they were
  // made, the ones already handed out too; 0 expires every token now.
  router.post("/__demo/token-lifetime", (ctx) => {
    if (features(ctx.store).tokenLifetime === null)
      throw validationError(`tokens never expire on Mitra ${ctx.store.server}`);
    const seconds = optNumber(ctx.body, "seconds");
    if (seconds === null || !Number.isInteger(seconds) || seconds < 0)
      throw validationError("seconds must be a whole number, 0 or more");
    ctx.store.tokenLifetime = seconds;
    return json({ ok: true, seconds });
  });

  // New posts arriving now, as if delivered by federation or written
  // elsewhere: `count` posts by `from`, the last one newest; public, or direct
  // to the people the text names.
  router.post("/__demo/posts", (ctx) => {
    const { store } = ctx;
    const author = store.accountByAcct(reqString(ctx.body, "from", "from is required"), ctx.host);
    if (!author) throw notFound("profile");
    const count = optNumber(ctx.body, "count") ?? 1;
    if (!Number.isInteger(count) || count < 1 || count > 100)
      throw validationError("count must be a whole number from 1 to 100");
    const text = optString(ctx.body, "text");
    const visibility = optString(ctx.body, "visibility") ?? "public";
    if (visibility !== "public" && visibility !== "direct")
      throw validationError("visibility must be public or direct");
    const ids: string[] = [];
    for (let index = 1; index <= count; index += 1) {
      const source = text ?? `Fresh from the demo, post ${String(index)} of ${String(count)}.`;
      const rendered = renderMarkdown(source, markupContext(store, ctx.host));
      const id = store.newId();
      const status: StatusRecord = {
        id,
        accountId: author.id,
        createdAt: store.now(),
        editedAt: null,
        content: rendered.html,
        source: author.domain === null ? { text: source, contentType: "text/markdown" } : null,
        visibility,
        sensitive: false,
        inReplyToId: null,
        reblogOfId: null,
        linkIds: [],
        mediaIds: [],
        mentionIds: rendered.mentionIds,
        tags: rendered.tags,
        emojis: rendered.emojis,
        foreignEmojis: [],
        ipfsCid: null,
        pinned: false,
        remoteUri: author.domain === null ? null : `https://${author.domain}/objects/${id}`,
        title: null,
        groupId: null,
      };
      store.statuses.set(id, status);
      ids.push(id);
    }
    return json({ ids });
  });

  // A new display name, e.g. one longer than any phone is wide.
  router.patch("/__demo/accounts/:acct", (ctx) => {
    const account = ctx.store.accountByAcct(ctx.params.acct ?? "", ctx.host);
    if (!account) throw notFound("profile");
    account.displayName = reqString(ctx.body, "display_name", "display_name is required");
    account.updatedAt = ctx.store.now();
    return json({ ok: true });
  });

  // Another device moving a read marker (as POST /api/v1/markers would with
  // that account's other token), refused for a timeline the version keeps no
  // marker of, as Mitra refuses it.
  router.post("/__demo/markers", (ctx) => {
    const { store } = ctx;
    const account = store.accountByAcct(
      reqString(ctx.body, "account", "account is required"),
      ctx.host,
    );
    if (!account?.user) throw validationError("account must be a local user");
    const timeline = reqString(ctx.body, "timeline", "timeline is required");
    if (!features(store).markerTimelines.includes(timeline))
      throw validationError(`Mitra ${store.server} keeps no ${timeline} marker`);
    const lastReadId = reqString(ctx.body, "last_read_id", "last_read_id is required");
    const markers = store.markers.get(account.id) ?? new Map<string, MarkerRecord>();
    const previous = markers.get(timeline);
    markers.set(timeline, {
      lastReadId,
      version: (previous?.version ?? 0) + 1,
      updatedAt: store.now(),
    });
    store.markers.set(account.id, markers);
    return json({ ok: true, timeline, last_read_id: lastReadId });
  });

  // Pictures on "another server" for the editor's "From a link": one it may
  // fetch (CORS allowed), one it may not, a web page, and one larger than
  // the instance takes.
  router.get("/__demo/link/:name", (ctx) => {
    const cors = { "Access-Control-Allow-Origin": "*" };
    const png = (bytes: Uint8Array, headers: Record<string, string>) => {
      const response = bytesResponse(bytes, "image/png", "no-store");
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      return response;
    };
    switch (ctx.params.name) {
      case "picture.png":
        return png(TINY_PNG, cors);
      case "private.png":
        return png(TINY_PNG, { [NO_CORS]: "1" });
      case "huge.png":
        return png(
          new Uint8Array(ctx.store.instance.configuration.media_attachments.image_size_limit + 1),
          cors,
        );
      case "page.html": {
        const response = textResponse("<p>Not a picture</p>", "text/html");
        response.headers.set("Access-Control-Allow-Origin", "*");
        return response;
      }
      default:
        throw notFound("file");
    }
  });

  router.post("/__demo/invoices/:id", (ctx) => {
    const invoice = ctx.store.invoices.get(ctx.params.id ?? "");
    if (!invoice) throw notFound("invoice");
    const status = reqString(ctx.body, "status", "status is required");
    if (!INVOICE_STATUSES.includes(status as InvoiceStatus))
      throw validationError("unknown invoice status");
    setInvoiceStatus(ctx.store, invoice, status as InvoiceStatus);
    return json({ ok: true, status: invoice.status });
  });

  router.get("/__demo/state", (ctx) => {
    const { store } = ctx;
    const accounts = [...store.accounts.values()];
    return json({
      started_at: new Date(store.startedAt).toISOString(),
      server: store.server,
      accounts: accounts.length,
      local_accounts: accounts.filter((account) => account.domain === null).length,
      statuses: store.statuses.size,
      notifications: store.notifications.length,
      active_tokens: store.tokens.size,
      lists: store.lists.length,
      bookmarks: store.bookmarks.length,
      follows: store.follows.length,
      pending_failures: store.failures.map((rule) => ({ ...rule })),
      rate_limits: rateLimits.enabled,
      instance: {
        registrations: store.instance.registrations,
        timeline_local: store.instance.allow_unauthenticated.timeline_local,
        federated_timeline_restricted: store.instance.federated_timeline_restricted,
      },
      fixtures: store.fixtures,
    });
  });
}
