/**
 * GET /api/v2/search: people, posts and hashtags, paged by offset (20 by default).
 */
import { canView } from "../store/access.ts";
import { viewerOf } from "../http/context.ts";
import { json, validationError } from "../http/responses.ts";
import { htmlToText } from "../markup/render.ts";
import { queryInt, queryLimit } from "../http/params.ts";
import type { Router } from "../http/router.ts";
import { serializeAccount } from "../entities/account.ts";
import { serializeStatus, statusUri } from "../entities/status.ts";
import { searchAccounts } from "./accounts.ts";
import { viewFor } from "./helpers.ts";

export function searchRoutes(router: Router): void {
  router.get("/api/v2/search", (ctx) => {
    const viewer = viewerOf(ctx);
    const given = ctx.url.searchParams.get("q");
    if (given === null) throw validationError("Query deserialize error: missing field `q`");
    const q = given.trim();
    // "accounts" or "statuses" narrow the search; any other type is the full one.
    const asked = ctx.url.searchParams.get("type");
    const type = asked === "accounts" || asked === "statuses" ? asked : null;
    const limit = queryLimit(ctx, 20);
    const offset = queryInt(ctx.url, "offset", 0);
    const view = viewFor(ctx, viewer);
    const { store } = ctx;
    const slice = <T>(items: T[]): T[] => items.slice(offset, offset + limit);
    const wants = (kind: string): boolean => q !== "" && (type === null || type === kind);

    const isTagQuery = q.startsWith("#");
    const accounts = wants("accounts") && !isTagQuery ? searchAccounts(store, ctx.host, q) : [];

    const needle = q.toLowerCase();
    const statuses =
      wants("statuses") && !isTagQuery
        ? store.statusesNewestFirst().filter((status) => {
            if (status.reblogOfId !== null || !canView(store, viewer, status)) return false;
            // A post's own URL or URI finds exactly that post.
            if (q === statusUri(view, status) || q === `${ctx.base}/post/${status.id}`) return true;
            return htmlToText(status.content).toLowerCase().includes(needle);
          })
        : [];

    const tagNeedle = needle.replace(/^#/, "");
    const tags = wants("hashtags")
      ? [...new Set([...store.statuses.values()].flatMap((status) => status.tags))]
          .filter((tag) => tag.includes(tagNeedle))
          .sort(
            (a, b) =>
              Number(b.startsWith(tagNeedle)) - Number(a.startsWith(tagNeedle)) ||
              a.localeCompare(b),
          )
      : [];

    return json({
      accounts: slice(accounts).map((account) => serializeAccount(view, account)),
      statuses: slice(statuses).map((status) => serializeStatus(view, status)),
      hashtags: slice(tags).map((name) => ({
        name,
        url: `${ctx.base}/tag/${encodeURIComponent(name)}`,
      })),
    });
  });
}
