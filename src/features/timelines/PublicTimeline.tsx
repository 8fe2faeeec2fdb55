import { useParams } from "react-router";
import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import { PostList } from "@/components/status/PostList";

const LOCAL = { kind: "local" } as const;
const FEDERATED = { kind: "federated" } as const;

/** The local and federated timelines; 'No posts found' when empty. */
export function PublicTimeline({ scope }: { scope: "local" | "federated" }) {
  const t = useT();
  const title = scope === "local" ? t("nav.local") : t("nav.federated");
  usePageTitle(title);
  return (
    <>
      <h1 className="page-heading">{title}</h1>
      <PostList
        key={scope}
        source={scope === "local" ? LOCAL : FEDERATED}
        label={title}
        empty={<p>{t("timeline.empty")}</p>}
      />
    </>
  );
}

/** The posts of a hashtag. */
export function TagTimeline() {
  const t = useT();
  const { tagName = "" } = useParams();
  const title = `#${tagName}`;
  usePageTitle(title);
  return (
    <>
      <h1 className="page-heading">{title}</h1>
      <PostList
        key={tagName}
        source={{ kind: "tag", tag: tagName }}
        label={t("timeline.tagLabel", { tag: tagName })}
        empty={<p>{t("timeline.empty")}</p>}
      />
    </>
  );
}
