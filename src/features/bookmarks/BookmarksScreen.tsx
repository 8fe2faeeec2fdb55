import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import { PostList } from "@/components/status/PostList";

const BOOKMARKS = { kind: "bookmarks" } as const;

/** The bookmark list: paged by the Link header; 'no posts found' when empty. */
export function BookmarksScreen() {
  const t = useT();
  usePageTitle(t("nav.bookmarks"));
  return (
    <>
      <h1 className="page-heading">{t("nav.bookmarks")}</h1>
      <PostList
        source={BOOKMARKS}
        label={t("nav.bookmarks")}
        empty={<p>{t("bookmarks.empty")}</p>}
      />
    </>
  );
}
