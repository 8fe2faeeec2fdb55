import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { takeClickBeforeStart } from "@/state/start/bootClick";
import { hasPermission } from "@/domain/permissions";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import { useInstance } from "@/state/instance";
import { usePhoneLayout } from "@/ui/useMediaQuery";
import { useCurrentUser } from "@/state/session/sessionContext";
import { HomeComposer } from "@/components/editor/EditorSlotProvider";
import { PostList } from "@/components/status/PostList";
import { HomeFeedWithNews } from "./NewPostsPill";
import { LeftOffPill } from "./LeftOffPill";
import { useHomeReading } from "./useHomeReading";
import { HomeFilterMenu } from "./HomeFilterMenu";
import { useHomeShown } from "@/state/homeFilters";
import { OfflineNotice } from "@/components/offline/OfflineNotice";
import { useHomeCopy } from "@/state/homeCopy";
import "./Timeline.css";

const HOME = { kind: "home" } as const;

/**
 * The home timeline. The composer (for users with create_post) comes
 * with the post editor; without the permission a read-only notice shows.
 * An invalid token ends the session (SessionProvider) and the guard sends
 * the user to the landing page.
 */
export function HomeTimeline() {
  const t = useT();
  const user = useCurrentUser();
  const instance = useInstance();
  const phone = usePhoneLayout();
  usePageTitle(t("nav.home"));
  const feed = useRef<HTMLDivElement>(null);
  const shown = useHomeShown();
  const reading = useHomeReading(feed, shown);
  useHomeCopy();
  useBootClick();
  return (
    <>
      <h1 className="page-heading">{t("nav.home")}</h1>
      <OfflineNotice />
      {/* Phones open the composer from the bottom bar's button instead. */}
      {hasPermission(user, "create_post") && !phone && <HomeComposer />}
      {!hasPermission(user, "create_post") && (
        <p className="timeline-notice" role="note">
          {t("home.readOnly")}
        </p>
      )}
      <div className="timeline-links">
        <Link to={paths.profileDirectory}>{t("home.findPeople")}</Link>
        <HomeFilterMenu />
      </div>
      <HomeFeedWithNews leftOff={<LeftOffPill {...reading} />} shown={shown}>
        <div ref={feed}>
          <PostList
            source={HOME}
            label={t("nav.home")}
            jumpTo={reading.jumpTo}
            shown={shown}
            empty={
              <div className="timeline-welcome">
                <h2>{t("home.welcomeTitle", { title: instance.title || "Mitra" })}</h2>
                <p>{t("home.welcomeText")}</p>
                <p>
                  <Link to={paths.about}>
                    {t("home.aboutInstance", { title: instance.title || "Mitra" })}
                  </Link>
                </p>
              </div>
            }
          />
        </div>
      </HomeFeedWithNews>
    </>
  );
}

/**
 * A click on a post public/bootPosts.js drew before the app was there opens
 * that post now, as a click on its card would have.
 */
function useBootClick(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const id = takeClickBeforeStart();
    if (id !== null) void navigate(paths.post(id));
  }, [navigate]);
}
