/**
 * GET /api/v2/search (signed-in users only: a visitor is 401 by the route
 * rules). The query is read as one of six kinds (searchQuery.ts) and only
 * that kind is searched; anything else is an empty answer. `type=accounts`
 * reads the whole query as a profile search that never fetches;
 * `type=statuses` as a post search, as `>` does. Paged by limit (20) and
 * offset, except the one answer to a URL, a DID or a wallet address.
 */
import { requireViewer } from "../http/context.ts";
import { json, validationError } from "../http/responses.ts";
import { queryInt, queryLimit } from "../http/params.ts";
import type { Router } from "../http/router.ts";
import type { AccountRecord, StatusRecord } from "../store/records.ts";
import { serializeAccount } from "../entities/account.ts";
import { serializeStatus } from "../entities/status.ts";
import { viewFor } from "./helpers.ts";
import { parseSearchQuery, profileQuery } from "./searchQuery.ts";
import {
  findByDid,
  findByUrl,
  findByWallet,
  findPosts,
  findProfiles,
  findTags,
} from "./searchFinders.ts";

interface Found {
  accounts: AccountRecord[];
  statuses: StatusRecord[];
  hashtags: string[];
}

export function searchRoutes(router: Router): void {
  router.get("/api/v2/search", (ctx) => {
    const viewer = requireViewer(ctx);
    const given = ctx.url.searchParams.get("q");
    if (given === null) throw validationError("Query deserialize error: missing field `q`");
    const q = given.trim();
    const limit = queryLimit(ctx, 20);
    const offset = queryInt(ctx.url, "offset", 0);
    const view = viewFor(ctx, viewer);
    const { store } = ctx;
    const page = <T>(items: T[]): T[] => items.slice(offset, offset + limit);
    const none: Found = { accounts: [], statuses: [], hashtags: [] };

    const search = (): Found => {
      const type = ctx.url.searchParams.get("type");
      if (type === "accounts") {
        const profile = profileQuery(q);
        if (profile === null) return none;
        const { username, hostname } = profile;
        return {
          ...none,
          accounts: page(findProfiles(store, ctx.host, username, hostname, false)),
        };
      }
      if (type === "statuses") return { ...none, statuses: page(findPosts(store, viewer, q)) };
      const query = parseSearchQuery(q);
      switch (query.kind) {
        case "did":
          return { ...none, accounts: findByDid(store, query.did) };
        case "url": {
          const { status, account } = findByUrl(view, viewer, query.url);
          return { ...none, statuses: status ? [status] : [], accounts: account ? [account] : [] };
        }
        case "wallet":
          return { ...none, accounts: findByWallet(store, query.address) };
        case "tag":
          return { ...none, hashtags: page(findTags(store, query.tag)) };
        case "text":
          return { ...none, statuses: page(findPosts(store, viewer, query.text)) };
        case "profile": {
          const { username, hostname } = query;
          return {
            ...none,
            accounts: page(findProfiles(store, ctx.host, username, hostname, true)),
          };
        }
        case "unknown":
          return none;
      }
    };

    const found = search();
    return json({
      accounts: found.accounts.map((account) => serializeAccount(view, account)),
      statuses: found.statuses.map((status) => serializeStatus(view, status)),
      hashtags: found.hashtags.map((name) => ({
        name,
        url: `${ctx.base}/tag/${encodeURIComponent(name)}`,
      })),
    });
  });
}
