import { useMemo } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import { useStatus } from "@/state/statuses";
import { useTimeline } from "@/state/timelines";
import { useProfile } from "@/state/accounts";
import { EmojiText } from "@/ui/EmojiText";
import { PagedList } from "@/components/list/PagedList";
import { isSafeUrl } from "@/ui/sanitize";
import { mediaKindLabel } from "@/components/media/mediaKind";
import { ProfileQueryState } from "@/components/account/ProfileQueryState";
import { PostLink } from "@/components/links/AudienceLink";
import { useProfileRoute } from "@/routing/useProfileRoute";
import "./Profile.css";

/** The gallery: the first attachment of each media post, each linking to its post. */
export function GalleryScreen() {
  const t = useT();
  const route = useProfileRoute();
  const profile = useProfile(route ?? { id: "" });
  usePageTitle(t("profile.gallery"));
  return (
    <ProfileQueryState query={profile} heading={t("profile.gallery")}>
      {(data) => <Gallery profile={data} />}
    </ProfileQueryState>
  );
}

function Gallery({ profile }: { profile: Account }) {
  const t = useT();
  const media = useTimeline({ kind: "account", id: profile.id, tab: "media" });
  const ids = useMemo(
    () => [...new Set(media.data?.pages.flatMap((page) => page.ids) ?? [])],
    [media.data],
  );
  return (
    <>
      <p>
        <Link to={profilePath(profile)} className="gallery-back">
          <ArrowLeft size={16} className="icon-directional" aria-hidden="true" /> {t("common.back")}
        </Link>
      </p>
      <h1 className="page-heading">
        <EmojiText text={displayName(profile)} emojis={profile.emojis} />
      </h1>
      <PagedList
        query={media}
        items={ids}
        itemKey={byId}
        renderItem={(id) => <GalleryItem id={id} />}
        label={t("profile.gallery")}
        empty={t("gallery.empty")}
        moreLabel={t("timeline.showMore")}
        layout="grid"
        className="gallery-grid"
      />
    </>
  );
}

const byId = (id: string) => id;

function GalleryItem({ id }: { id: string }) {
  const t = useT();
  const { data: post } = useStatus(id);
  const first = (post?.reblog ?? post)?.media_attachments[0];
  if (!post || !first) return null;
  const src = first.preview_url ?? first.url;
  return (
    <PostLink
      className="gallery-item"
      post={post.reblog ?? post}
      aria-label={t("gallery.open", { description: first.description ?? t("media.image") })}
    >
      {isSafeUrl(src) && first.type === "image" ? (
        <img src={src} alt={first.description ?? ""} loading="lazy" />
      ) : (
        <span className="muted">{t(mediaKindLabel(first.type))}</span>
      )}
    </PostLink>
  );
}
