/**
 * Custom feeds (lists): CRUD and members.
 */
import { requireViewer, type Ctx } from "../http/context.ts";
import { json, notFound, operationError, validationError } from "../http/responses.ts";
import { maxIdString, pageByPosition } from "../http/paging.ts";
import { optString, optStringArray, queryArray, queryLimit } from "../http/params.ts";
import type { AccountRecord, ListRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { serializeList } from "../entities/list.ts";
import { accountJson, pageResponse } from "./helpers.ts";
import { codePoints } from "./compose.ts";

function ownList(ctx: Ctx, viewer: AccountRecord): ListRecord {
  const list = ctx.store.lists.find(
    (item) => String(item.id) === ctx.params.id && item.ownerId === viewer.id,
  );
  if (!list) throw notFound("custom feed");
  return list;
}

/** A feed's name, kept as given: not blank, at most 200 characters. */
function readTitle(body: Record<string, unknown>): string {
  const title = optString(body, "title") ?? "";
  if (title.trim() === "") throw validationError("feed name is empty");
  if (codePoints(title) > 200) throw validationError("feed name is too long");
  return title;
}

export function listRoutes(router: Router): void {
  router.get("/api/v1/lists", (ctx) => {
    const viewer = requireViewer(ctx);
    return json(
      ctx.store.lists
        .filter((list) => list.ownerId === viewer.id)
        .map((list) => serializeList(ctx.store, list)),
    );
  });

  router.post("/api/v1/lists", (ctx) => {
    const viewer = requireViewer(ctx);
    const list: ListRecord = {
      id: ctx.store.nextSequence("list"),
      ownerId: viewer.id,
      title: readTitle(ctx.body),
      memberIds: [],
    };
    ctx.store.lists.push(list);
    return json(serializeList(ctx.store, list));
  });

  router.get("/api/v1/lists/:id", (ctx) =>
    json(serializeList(ctx.store, ownList(ctx, requireViewer(ctx)))),
  );

  router.put("/api/v1/lists/:id", (ctx) => {
    const list = ownList(ctx, requireViewer(ctx));
    list.title = readTitle(ctx.body);
    return json(serializeList(ctx.store, list));
  });

  router.delete("/api/v1/lists/:id", (ctx) => {
    const list = ownList(ctx, requireViewer(ctx));
    ctx.store.lists = ctx.store.lists.filter((item) => item !== list);
    return json({});
  });

  router.get("/api/v1/lists/:id/accounts", (ctx) => {
    const viewer = requireViewer(ctx);
    const list = ownList(ctx, viewer);
    // Newest member first; max_id names the last account seen.
    const members = [...list.memberIds].reverse().flatMap((id) => {
      const account = ctx.store.accounts.get(id);
      return account ? [account] : [];
    });
    const page = pageByPosition(
      members,
      (account) => account.id,
      maxIdString(ctx),
      queryLimit(ctx, 40),
    );
    return pageResponse(ctx, page, accountJson(ctx, viewer));
  });

  router.post("/api/v1/lists/:id/accounts", (ctx) => {
    const viewer = requireViewer(ctx);
    const list = ownList(ctx, viewer);
    // 3.10 takes "account_ids[]" or "account_ids"; 5.9 only the latter (the
    // route rules refuse a body without it).
    const ids = optStringArray(ctx.body, "account_ids", "account_ids[]") ?? [];
    for (const id of ids) {
      if (!ctx.store.accounts.has(id)) throw notFound("profile");
      if (list.memberIds.includes(id)) throw operationError("user already added");
    }
    list.memberIds.push(...ids);
    return json({});
  });

  router.delete("/api/v1/lists/:id/accounts", (ctx) => {
    const viewer = requireViewer(ctx);
    const list = ownList(ctx, viewer);
    const fromQuery = queryArray(ctx.url, "account_ids");
    const ids =
      fromQuery.length > 0
        ? fromQuery
        : (optStringArray(ctx.body, "account_ids[]", "account_ids") ?? []);
    if (ids.length === 0) throw validationError("account_ids is required");
    list.memberIds = list.memberIds.filter((id) => !ids.includes(id));
    return json({});
  });
}
