import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { threadFailure } from "@/components/status/threadFailure";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import { useCapabilities } from "@/state/instance";
import { useSession } from "@/state/session/sessionContext";
import { useStatus } from "@/state/statuses";
import { useThread, useThreadDepths } from "@/state/threads";
import { useCatchUp } from "@/state/offlineCopy";
import { OfflineNotice } from "@/components/offline/OfflineNotice";
import { QueryState } from "@/ui/QueryState";
import { FollowConversationButton } from "@/components/status/FollowConversation";
import { PostCard } from "@/components/status/PostCard";
import { useShortcut } from "@/components/keyboard/shortcuts";
import { WhoReacted } from "./WhoReacted";
import "./ThreadScreen.css";

/** Deepest indentation shown; deeper replies line up with it. */
const MAX_DEPTH = 4;

/**
 * Post detail: the thread, scrolled to the selected post; picking
 * another post highlights it and the URL follows. A hidden parent shows as
 * 'Post is not available'; a missing post as 'Post not found'.
 */
export function ThreadScreen() {
  const t = useT();
  const { postId = "" } = useParams();
  const navigate = useNavigate();
  const thread = useThread(postId);
  useCatchUp();
  usePageTitle(t("screen.post"));
  const scrolledTo = useRef<string | null>(null);

  const ids = thread.data?.ids;
  useEffect(() => {
    if (!ids || scrolledTo.current === postId) return;
    scrolledTo.current = postId;
    Array.from(document.querySelectorAll("[data-post-id]"))
      .find((element) => element.getAttribute("data-post-id") === postId)
      ?.scrollIntoView({ block: "center" });
  }, [ids, postId]);

  // The post of this page was deleted (from its menu): nothing left to show here.
  const gone = ids !== undefined && !ids.includes(postId);
  useEffect(() => {
    if (gone) void navigate(paths.home, { replace: true });
  }, [gone, navigate]);

  const { select: showUnder } = thread;
  const select = useCallback(
    (id: string) => {
      if (id === postId || !ids) return;
      // The same thread serves the new URL: no reload, no jump.
      showUnder(id);
      scrolledTo.current = id;
      void navigate(paths.post(id), { replace: true });
    },
    [showUnder, ids, postId, navigate],
  );

  const depths = useThreadDepths(thread.data);
  const threadRef = useRef<HTMLDivElement>(null);
  useThreadKeys(threadRef);

  return (
    <>
      <ThreadHeading>
        {/* Once the thread is in, its posts are cached: no call of its own. */}
        {thread.data && <FollowThisConversation postId={postId} />}
      </ThreadHeading>
      <OfflineNotice />
      <QueryState query={thread} failure={threadFailure(t("post.notFound"))}>
        {({ hiddenParent, ids }) => (
          <div className="thread" role="feed" aria-label={t("screen.post")} ref={threadRef}>
            {hiddenParent && <p className="post-placeholder">{t("post.notAvailable")}</p>}
            {ids.map((id, index) => (
              <div
                key={id}
                className="thread-item"
                style={
                  {
                    "--thread-depth": Math.min(depths.get(id) ?? 0, MAX_DEPTH),
                  } as React.CSSProperties
                }
              >
                <PostCard
                  id={id}
                  position={index + 1}
                  highlighted={id === postId}
                  inThread
                  onSelect={select}
                />
                {id === postId && <WhoReacted postId={id} />}
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </>
  );
}

/**
 * The page's heading with a back control: back through the reader's own
 * steps when they came from another screen of the client, else home (a post
 * opened from outside, in a new tab, or after a reload of the first page).
 */
function ThreadHeading({ children }: { children: React.ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const back = () => {
    // React Router numbers the history entries it made; above 0, the one
    // before is a screen of this client.
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === "number" && index > 0) void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    <div className="thread-heading">
      <button type="button" className="button button-secondary thread-back" onClick={back}>
        <ArrowLeft size={16} className="icon-directional" aria-hidden="true" />
        {t("common.back")}
      </button>
      <h1 className="page-heading">{t("screen.post")}</h1>
      {children}
    </div>
  );
}

/** "Follow conversation" for a signed-in reader, where the server has it [4.16.0]. */
function FollowThisConversation({ postId }: { postId: string }) {
  const { user } = useSession();
  const { conversationTracking } = useCapabilities();
  if (!user || !conversationTracking) return null;
  return <FollowLoadedPost postId={postId} />;
}

function FollowLoadedPost({ postId }: { postId: string }) {
  const post = useStatus(postId).data;
  return post ? <FollowConversationButton post={post} /> : null;
}

/** j and k move between the thread's posts (all rendered: threads are short). */
function useThreadKeys(container: React.RefObject<HTMLDivElement | null>) {
  const move = (step: 1 | -1) => {
    const articles = Array.from(container.current?.querySelectorAll("article") ?? []);
    if (articles.length === 0) return false;
    const current = articles.findIndex((article) => article.contains(document.activeElement));
    const next = current < 0 ? 0 : Math.max(0, Math.min(articles.length - 1, current + step));
    articles[next]?.focus();
    return true;
  };
  useShortcut("next", () => move(1));
  useShortcut("previous", () => move(-1));
}
