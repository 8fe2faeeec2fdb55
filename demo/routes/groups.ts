/**
 * Groups (Mitra 5.9; route-rules.ts has none of these on 3.10): the groups a
 * user is in or moderates, creating, describing and deleting a group, its
 * admins, and a moderator removing a thread from the group.
 */
import { hasPermission } from "../store/access.ts";
import { requireViewer, type Ctx } from "../http/context.ts";
import { json, noContent, notFound, permissionError, validationError } from "../http/responses.ts";
import { optString, queryInt, queryLimit, reqString } from "../http/params.ts";
import { renderMarkdown } from "../markup/render.ts";
import { markupContext } from "../markup/lookups.ts";
import { compareIds } from "../store/ids.ts";
import { asGroup, canModerateGroup, groupOf, localNameTaken, threadFrom } from "../store/groups.ts";
import type { AccountRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import type { Store } from "../store/store.ts";
import { features } from "../store/versions.ts";
import { serializeAccount } from "../entities/account.ts";
import { checkUsername } from "./credentials.ts";
import { codePoints } from "./compose.ts";
import { accountJson, findStatus, viewFor } from "./helpers.ts";

/** The longest description (as HTML), in characters. */
const DESCRIPTION_MAX = 10_000;

interface Description {
  html: string;
  emojis: string[];
}

/** A description as the server renders a bio, with the custom emoji it uses. */
function renderDescription(ctx: Ctx, source: string): Description {
  const rendered = renderMarkdown(source, markupContext(ctx.store, ctx.host));
  return { html: rendered.html, emojis: rendered.emojis };
}

function checkDescription(description: Description | null): void {
  if (description && codePoints(description.html) > DESCRIPTION_MAX) {
    throw validationError("bio is too long");
  }
}

/**
 * A group this server runs, by the path's id; 404 'account not found' for a
 * remote group, a person or an unknown id alike.
 */
function localGroup(ctx: Ctx): AccountRecord {
  const group = asGroup(ctx.store.accounts.get(ctx.params.id ?? ""));
  if (!group || group.domain !== null) throw notFound("account");
  return group;
}

/** A local group the viewer is an admin of; 403 'permission error' for anyone else. */
function administeredGroup(ctx: Ctx, viewer: AccountRecord): AccountRecord {
  const group = localGroup(ctx);
  if (!group.group?.admins.has(viewer.id)) throw permissionError();
  return group;
}

/** When the newest post addressed to each group was made (its id), for ordering them. */
function latestGroupPosts(store: Store): Map<string, string> {
  const latest = new Map<string, string>();
  for (const status of store.statuses.values()) {
    if (status.groupId === null) continue;
    const current = latest.get(status.groupId);
    if (current === undefined || compareIds(status.id, current) > 0) {
      latest.set(status.groupId, status.id);
    }
  }
  return latest;
}

export function groupRoutes(router: Router): void {
  router.get("/api/v1/groups/followed", (ctx) => {
    // The query is read before the token is looked up, the filter after.
    const filter = ctx.url.searchParams.get("filter") ?? "following";
    const offset = queryInt(ctx.url, "offset", 0);
    const limit = queryLimit(ctx, 40);
    const viewer = requireViewer(ctx);
    if (filter !== "following" && filter !== "moderating") {
      throw validationError("invalid filter type");
    }
    const { store } = ctx;
    const related = [...store.accounts.values()].filter((account) => {
      if (!account.group) return false;
      return filter === "following"
        ? store.follow(viewer.id, account.id) !== undefined
        : account.group.admins.has(viewer.id);
    });
    // The group with the newest post first; groups without posts last.
    const latest = latestGroupPosts(store);
    related.sort(
      (a, b) =>
        compareIds(latest.get(b.id) ?? "", latest.get(a.id) ?? "") || compareIds(b.id, a.id),
    );
    return json(related.slice(offset, offset + limit).map(accountJson(ctx, viewer)));
  });

  router.post("/api/v1/groups", (ctx) => {
    const viewer = requireViewer(ctx);
    if (!hasPermission(viewer, "create_post")) throw permissionError();
    const { store } = ctx;
    const name = reqString(ctx.body, "name");
    // Before 5.7.0 only the name is read: a description sent is dropped.
    const description = features(store).groupCreateDescription
      ? optString(ctx.body, "description")
      : null;
    const bio = description === null ? null : renderDescription(ctx, description);
    // The name's rules, the description's length, then whether the name is
    // free (any local person or group whose name matches, in any case).
    checkUsername(store, name);
    checkDescription(bio);
    if (localNameTaken(store, name)) throw validationError("user already exists");
    const now = store.now();
    const group: AccountRecord = {
      id: store.newId(),
      username: name,
      domain: null,
      remoteActorId: null,
      remoteUrl: null,
      acctOverride: null,
      displayName: null,
      note: bio?.html ?? "",
      noteSource: description ?? "",
      avatar: { kind: "identicon" },
      header: { kind: "none" },
      locked: false,
      bot: false,
      mentionPolicy: "none",
      fields: [],
      identityProofs: [],
      paymentOptions: [],
      emojis: bio?.emojis ?? [],
      foreignEmojis: [],
      aliases: [],
      createdAt: now,
      user: null,
      // The creator is its admin, and a member.
      group: { admins: new Set([viewer.id]), descriptionSource: description },
    };
    store.accounts.set(group.id, group);
    store.addFollow(viewer.id, group.id, now);
    return json(serializeAccount(viewFor(ctx, viewer), group));
  });

  router.get("/api/v1/groups/:id/source", (ctx) => {
    const viewer = requireViewer(ctx);
    const group = administeredGroup(ctx, viewer);
    return json({ description: group.group?.descriptionSource ?? null });
  });

  router.patch("/api/v1/groups/:id", (ctx) => {
    const viewer = requireViewer(ctx);
    const group = administeredGroup(ctx, viewer);
    // Partial update: no description (or null) keeps the one there is.
    const description = optString(ctx.body, "description");
    if (description !== null && group.group) {
      const bio = renderDescription(ctx, description);
      checkDescription(bio);
      group.note = bio.html;
      group.noteSource = description;
      group.emojis = bio.emojis;
      group.group.descriptionSource = description;
    }
    return json(serializeAccount(viewFor(ctx, viewer), group));
  });

  router.delete("/api/v1/groups/:id", (ctx) => {
    const viewer = requireViewer(ctx);
    const group = administeredGroup(ctx, viewer);
    ctx.store.forgetAccount(group.id);
    return noContent();
  });

  // The group's admins, for anyone (no token read); local and remote groups alike.
  router.get("/api/v1/groups/:id/members", (ctx) => {
    const account = ctx.store.accounts.get(ctx.params.id ?? "");
    if (!account) throw notFound("profile");
    if (!account.group) throw notFound("group");
    const view = viewFor(ctx, null);
    const admins = [...account.group.admins].flatMap((id) => {
      const admin = ctx.store.accounts.get(id);
      return admin ? [{ account: serializeAccount(view, admin), affiliation: "admin" }] : [];
    });
    return json(admins);
  });

  // A moderator removes a post and everything below it from its group; a
  // local author is told with a moderation warning.
  router.delete("/api/v1/statuses/:id/thread", (ctx) => {
    const viewer = requireViewer(ctx);
    const { store } = ctx;
    const status = findStatus(ctx, viewer, ctx.params.id);
    const group = groupOf(store, status);
    if (!group) throw notFound("post");
    if (!canModerateGroup(group, viewer.id)) throw permissionError();
    for (const item of threadFrom(store, status)) store.forgetStatus(item.id);
    const now = store.now();
    store.addNotification({
      recipientId: status.accountId,
      fromId: viewer.id,
      type: "moderation_warning",
      createdAt: now,
      moderationWarning: { id: store.newId(), action: "delete_statuses", text: "", createdAt: now },
    });
    return noContent();
  });
}
