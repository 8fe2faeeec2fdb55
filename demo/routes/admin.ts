/**
 * An admin's moderation (route-rules.ts: the deletes from 4.9.0, the list
 * from 5.9.0; none on 3.10): deleting any post, deleting a profile from this
 * server, and the list of local accounts. Each asks the role's permission
 * first (403 "permission error"), then finds the post or profile by id
 * whatever its visibility (404 "post not found", "profile not found").
 */
import { requireViewer } from "../http/context.ts";
import { json, noContent, notFound, permissionError } from "../http/responses.ts";
import { hasPermission, type Permission } from "../store/access.ts";
import type { AccountRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import type { Store } from "../store/store.ts";
import { threadFrom } from "../store/groups.ts";
import { features } from "../store/versions.ts";
import { serializeAdminAccount } from "../entities/admin-account.ts";
import { viewFor } from "./helpers.ts";
import type { Ctx } from "../http/context.ts";

function requirePermission(ctx: Ctx, permission: Permission): AccountRecord {
  const viewer = requireViewer(ctx);
  if (!hasPermission(viewer, permission)) throw permissionError();
  return viewer;
}

/** Local accounts (people and groups), newest first, as the server orders them. */
function localAccounts(store: Store): AccountRecord[] {
  return [...store.accounts.values()]
    .filter((account) => account.domain === null)
    .sort((a, b) => b.createdAt - a.createdAt);
}

export function adminRoutes(router: Router): void {
  // A local post is deleted everywhere (federated as its author's own
  // delete), a remote one from this server; either way its replies and
  // reposts go with it. From 5.9 a local author gets a moderation warning.
  router.delete("/api/v1/admin/posts/:id", (ctx) => {
    const viewer = requirePermission(ctx, "delete_any_post");
    const { store } = ctx;
    const status = store.statuses.get(ctx.params.id ?? "");
    if (!status) throw notFound("post");
    const author = store.accounts.get(status.accountId);
    for (const item of threadFrom(store, status)) store.forgetStatus(item.id);
    if (author?.domain === null && features(store).paymentAndWarningNotifications) {
      const now = store.now();
      store.addNotification({
        recipientId: status.accountId,
        fromId: viewer.id,
        type: "moderation_warning",
        createdAt: now,
        moderationWarning: {
          id: store.newId(),
          action: "delete_statuses",
          text: "",
          createdAt: now,
        },
      });
    }
    return noContent();
  });

  // A local profile is deleted everywhere, a remote one from this server.
  router.delete("/api/v1/admin/accounts/:id", (ctx) => {
    requirePermission(ctx, "delete_any_profile");
    const account = ctx.store.accounts.get(ctx.params.id ?? "");
    if (!account) throw notFound("profile");
    ctx.store.forgetAccount(account.id);
    return noContent();
  });

  router.get("/api/v2/admin/accounts", (ctx) => {
    const viewer = requirePermission(ctx, "delete_any_profile");
    const view = viewFor(ctx, viewer);
    return json(localAccounts(ctx.store).map((account) => serializeAdminAccount(view, account)));
  });
}
