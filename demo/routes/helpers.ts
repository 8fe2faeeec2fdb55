/**
 * Lookups and response builders shared by the route modules.
 */
import { canView } from "../store/access.ts";
import type { Ctx } from "../http/context.ts";
import { json, notFound } from "../http/responses.ts";
import { linkHeaders, type Page } from "../http/paging.ts";
import type { AccountRecord, StatusRecord } from "../store/records.ts";
import { serializeAccount } from "../entities/account.ts";
import { serializeStatus } from "../entities/status.ts";
import { type View } from "../entities/view.ts";

export function viewFor(ctx: Ctx, viewer: AccountRecord | null): View {
  return { store: ctx.store, base: ctx.base, viewer };
}

/** An account by id; 404 "profile not found". */
export function findAccount(ctx: Ctx, id: string | undefined): AccountRecord {
  const account = id === undefined ? undefined : ctx.store.accounts.get(id);
  if (!account) throw notFound("profile");
  return account;
}

/** A status the viewer may see; 404 "post not found" otherwise (not 403: don't leak). */
export function findStatus(
  ctx: Ctx,
  viewer: AccountRecord | null,
  id: string | undefined,
): StatusRecord {
  const status = id === undefined ? undefined : ctx.store.statuses.get(id);
  if (!status || !canView(ctx.store, viewer, status)) throw notFound("post");
  return status;
}

export function statusResponse(
  ctx: Ctx,
  viewer: AccountRecord | null,
  status: StatusRecord,
): Response {
  return json(serializeStatus(viewFor(ctx, viewer), status));
}

export function statusPage(
  ctx: Ctx,
  viewer: AccountRecord | null,
  page: Page<StatusRecord>,
): Response {
  const view = viewFor(ctx, viewer);
  return json(
    page.items.map((status) => serializeStatus(view, status)),
    200,
    linkHeaders(ctx, page),
  );
}

/** A JSON array page with its Link header. */
export function pageResponse<T>(ctx: Ctx, page: Page<T>, toJson: (item: T) => unknown): Response {
  return json(page.items.map(toJson), 200, linkHeaders(ctx, page));
}

export function accountJson(ctx: Ctx, viewer: AccountRecord | null) {
  const view = viewFor(ctx, viewer);
  return (account: AccountRecord) => serializeAccount(view, account);
}
