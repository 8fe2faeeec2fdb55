import { useCallback, useEffect, useMemo, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { ErrorMessage, hasErrorMessage } from "../../domain/errors";
import { LoadError } from "../../ui/LoadError";
import type { Status } from "../../api/statusTypes";
import { paths } from "../../routing/paths";
import { usePageTitle } from "../../routing/usePageTitle";
import { useT } from "../../i18n/useT";
import { postKeys } from "../../state/keys";
import { useThread } from "../../state/posts";
import { useSession } from "../../state/sessionContext";
import { ErrorNotice } from "../../ui/ErrorNotice";
import { Spinner } from "../../ui/Spinner";
import { isTyping } from "../../ui/keyboard";
import { PostCard } from "../../components/status/PostCard";
import "./ThreadScreen.css";

/** Deepest indentation shown; deeper replies line up with it. */
const MAX_DEPTH = 4;

/**
 * Spec §2 Post detail: the thread, scrolled to the selected post; picking
 * another post highlights it and the URL follows. A hidden parent shows as
 * 'Post is not available'; a missing post as 'Post not found'.
 */
export function ThreadScreen() {
  const t = useT();
  const { postId = "" } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { token } = useSession();
  const thread = useThread(postId);
  usePageTitle(t("screen.post"));
  const scrolledTo = useRef<string | null>(null);

  const ids = thread.data;
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

  const select = useCallback(
    (id: string) => {
      if (id === postId || !ids) return;
      // The same thread serves the new URL: no reload, no jump.
      client.setQueryData(postKeys.thread(token, id), ids);
      scrolledTo.current = id;
      void navigate(paths.post(id), { replace: true });
    },
    [client, token, ids, postId, navigate],
  );

  const depths = useThreadDepths(ids ?? [], client, token);
  const threadRef = useRef<HTMLDivElement>(null);
  useThreadKeys(threadRef);

  if (thread.isPending) {
    return (
      <>
        <ThreadHeading />
        <Spinner label={t("common.loading")} />
      </>
    );
  }
  if (thread.isError) {
    const notFound = hasErrorMessage(thread.error, ErrorMessage.postNotFound);
    return (
      <>
        <ThreadHeading />
        {notFound ? (
          <ErrorNotice>{t("post.notFound")}</ErrorNotice>
        ) : (
          <LoadError error={thread.error} onRetry={() => void thread.refetch()} />
        )}
      </>
    );
  }

  const first = ids?.[0] ? client.getQueryData<Status>(postKeys.status(token, ids[0])) : undefined;
  const hiddenParent = first?.in_reply_to_id != null && !first.pleroma.parent_visible;

  return (
    <>
      <ThreadHeading />
      <div className="thread" role="feed" aria-label={t("screen.post")} ref={threadRef}>
        {hiddenParent && <p className="post-placeholder">{t("post.notAvailable")}</p>}
        {thread.data.map((id, index) => (
          <div
            key={id}
            className="thread-item"
            style={
              { "--thread-depth": Math.min(depths.get(id) ?? 0, MAX_DEPTH) } as React.CSSProperties
            }
          >
            <PostCard
              id={id}
              position={index + 1}
              highlighted={id === postId}
              inThread
              onSelect={select}
            />
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The page's heading with a back control: back through the reader's own
 * steps when they came from another screen of the client, else home (a post
 * opened from outside, in a new tab, or after a reload of the first page).
 */
function ThreadHeading() {
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
        <ArrowLeft size={16} aria-hidden="true" />
        {t("common.back")}
      </button>
      <h1 className="page-heading">{t("screen.post")}</h1>
    </div>
  );
}

/** How deep each reply sits under the first post, for indentation. */
function useThreadDepths(
  ids: readonly string[],
  client: ReturnType<typeof useQueryClient>,
  token: string | null,
): Map<string, number> {
  return useMemo(() => {
    const depths = new Map<string, number>();
    for (const id of ids) {
      const parent = client.getQueryData<Status>(postKeys.status(token, id))?.in_reply_to_id;
      depths.set(id, parent != null && depths.has(parent) ? (depths.get(parent) ?? 0) + 1 : 0);
    }
    return depths;
  }, [ids, client, token]);
}

/** j and k move between the thread's posts (all rendered: threads are short). */
function useThreadKeys(container: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "j" && event.key !== "k") return;
      if (isTyping(event) || event.altKey || event.ctrlKey || event.metaKey) return;
      const articles = Array.from(container.current?.querySelectorAll("article") ?? []);
      if (articles.length === 0) return;
      const current = articles.findIndex((article) => article.contains(document.activeElement));
      const step = event.key === "j" ? 1 : -1;
      const next = current < 0 ? 0 : Math.max(0, Math.min(articles.length - 1, current + step));
      event.preventDefault();
      articles[next]?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [container]);
}
