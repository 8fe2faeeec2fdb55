import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths, profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import { useSearch } from "@/state/search";
import { ownPagePath } from "@/routing/ownPage";
import { searchKind, postSearchText } from "@/domain/searchQuery";
import { PostCard } from "@/components/status/PostCard";
import { AccountList } from "@/components/account/AccountList";
import { PagedStates } from "@/components/list/PagedList";
import { SignedInOnly } from "@/components/session/SignedInOnly";
import { useSession } from "@/state/session/sessionContext";
import { SearchEmpty } from "./SearchEmpty";
import "./SearchScreen.css";

/**
 * Search results: counts of people, posts and tags, each in its section; an
 * empty answer says why it may be empty for that kind of search. A URL, DID
 * or wallet address that finds exactly one thing opens it instead.
 * The server searches only for a signed-in user (a visitor's request is
 * answered 401), so a visitor is told so instead.
 */
export function SearchScreen() {
  const t = useT();
  const { user } = useSession();
  usePageTitle(t("screen.search"));
  return (
    <>
      <h1 className="page-heading">{t("screen.search")}</h1>
      {user ? <SearchResults /> : <SignedInOnly reason={t("search.signedInOnly")} />}
    </>
  );
}

function SearchResults() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get("q") ?? "";
  const kind = searchKind(q);
  const single = kind === "url" || kind === "did" || kind === "wallet";
  // A link to one of our own pages opens it; the server would find nothing.
  const ownPage = kind === "url" ? ownPagePath(q.trim(), window.location.origin) : null;
  const query = useSearch(ownPage === null ? q : "", !single);
  const pages = query.data?.pages ?? [];
  const accounts = pages.flatMap((page) => page.accounts);
  const statuses = pages.flatMap((page) => page.statuses);
  const hashtags = pages.flatMap((page) => page.hashtags);
  const count = accounts.length + statuses.length + hashtags.length;

  // One thing at an address opens in place of the results (Back skips them).
  const [onlyPost] = statuses;
  const [onlyAccount] = accounts;
  const target =
    ownPage ??
    (single && count === 1
      ? onlyPost
        ? paths.post(onlyPost.id)
        : onlyAccount
          ? profilePath(onlyAccount)
          : null
      : null);
  useEffect(() => {
    if (target !== null) void navigate(target, { replace: true });
  }, [target, navigate]);

  return (
    <>
      {q && <p className="muted">{t("search.for", { q })}</p>}
      {q.trim() && (
        <PagedStates
          query={query}
          count={count}
          empty={<SearchEmpty kind={kind} text={postSearchText(q)} />}
          moreLabel={t("search.more")}
        >
          <p className="search-counts">
            {t("search.counts", {
              people: accounts.length,
              posts: statuses.length,
              tags: hashtags.length,
            })}
          </p>
          {accounts.length > 0 && (
            <section className="search-section" aria-labelledby="search-people">
              <h2 id="search-people">{t("search.people")}</h2>
              <AccountList accounts={accounts} label={t("search.people")} />
            </section>
          )}
          {statuses.length > 0 && (
            <section className="search-section" aria-labelledby="search-posts">
              <h2 id="search-posts">{t("search.posts")}</h2>
              <p className="muted">{t("search.postsCover")}</p>
              <div className="search-posts">
                {statuses.map((status) => (
                  <PostCard key={status.id} id={status.id} />
                ))}
              </div>
            </section>
          )}
          {hashtags.length > 0 && (
            <section className="search-section" aria-labelledby="search-tags">
              <h2 id="search-tags">{t("search.tags")}</h2>
              <ul className="search-tags">
                {hashtags.map((tag) => (
                  <li key={tag.name}>
                    <Link to={paths.tag(tag.name)}>#{tag.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </PagedStates>
      )}
    </>
  );
}
