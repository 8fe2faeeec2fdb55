import { Link } from "react-router";
import { paths } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import type { SearchKind } from "@/domain/searchQuery";

/**
 * Why a search found nothing, for the kind of search the server made of it:
 * a post search covers only some posts, an address may need its server, and
 * text of no kind is not searched at all (a post search for it is offered).
 */
export function SearchEmpty({ kind, text }: { kind: SearchKind; text: string }) {
  const t = useT();
  switch (kind) {
    case "posts":
      return <p>{t("search.emptyPosts")}</p>;
    case "people":
      return <p>{t("search.emptyPeople")}</p>;
    case "tag":
      return <p>{t("search.emptyTags")}</p>;
    case "url":
      return <p>{t("search.emptyOpen")}</p>;
    case "did":
    case "wallet":
      return <p>{t("search.emptyIdentity")}</p>;
    case "none":
      return (
        <>
          <p>{t("search.emptyNone")}</p>
          {text && (
            <p>
              <Link to={paths.search(`>${text}`)}>{t("search.choicePosts", { q: text })}</Link>
            </p>
          )}
        </>
      );
  }
}
