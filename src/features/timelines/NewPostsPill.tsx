import { useRef, type ReactNode } from "react";
import { ArrowUp } from "lucide-react";
import { useT } from "@/i18n/useT";
import { useHomeNews } from "@/state/homeNews";

/** How long to wait for the newest post to be drawn before giving up on focusing it. */
const REVEAL_FRAMES = 120;

/**
 * Home's feed with a "N new posts" pill above it. New posts wait until the
 * reader asks, so nothing being read moves; the pill puts them on top, scrolls
 * to the newest and gives it focus (the pill itself goes away).
 */
export function HomeFeedWithNews({
  children,
  leftOff,
  shown,
}: {
  children: ReactNode;
  /** Home's filters: the pill counts only the new posts that will show. */
  shown: (id: string) => boolean;
  /** Home's other pill: where the reader left off on another device. */
  leftOff?: ReactNode;
}) {
  const t = useT();
  const { news, show } = useHomeNews();
  const top = useRef<HTMLDivElement>(null);
  const visible = news.ids.filter(shown);
  const count = visible.length;

  const reveal = () => {
    const newest = visible[0];
    show();
    top.current?.scrollIntoView({ block: "start" });
    let frames = 0;
    const focusNewest = () => {
      const first = top.current?.querySelector<HTMLElement>('[data-index="0"] article[tabindex]');
      if (first && (first.dataset.postId === newest || frames > REVEAL_FRAMES / 2)) {
        first.focus({ preventScroll: true });
        top.current?.scrollIntoView({ block: "start" });
        return;
      }
      frames += 1;
      if (frames < REVEAL_FRAMES) requestAnimationFrame(focusNewest);
    };
    requestAnimationFrame(focusNewest);
  };

  return (
    <div className="home-feed" ref={top}>
      <div className="home-news" role="status">
        {count > 0 && (
          <button type="button" className="home-news-pill" onClick={reveal}>
            <ArrowUp size={16} aria-hidden="true" />
            {t(news.gap ? "home.newPostsMore" : "home.newPosts", { count })}
          </button>
        )}
        {leftOff}
      </div>
      {children}
    </div>
  );
}
