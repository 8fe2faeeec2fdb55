import { useEffect, useRef, useState, type SyntheticEvent, type KeyboardEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Pencil, Trash2 } from "lucide-react";
import type { Feed } from "@/api/lists";
import { errorMessage } from "@/domain/errors";
import { feedTitle } from "@/domain/feeds";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useDeleteFeed, useFeed, useRenameFeed } from "@/state/feeds";
import { ConfirmDialog } from "@/ui/Dialog";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { LoadError } from "@/ui/LoadError";
import { QueryState } from "@/ui/QueryState";
import { showErrorToast } from "@/ui/toastStore";
import { AddMemberForm } from "./AddMemberForm";
import { TextField } from "@/ui/TextField";
import { FeedMembers } from "./FeedMembers";
import "./Feeds.css";

/** A feed's settings: its title (viewing or renaming), delete, adding and removing members. */
export function FeedScreen() {
  const t = useT();
  const { feedId = "" } = useParams();
  const feed = useFeed(feedId);
  usePageTitle(feed.data?.title ?? t("screen.customFeed"));
  return (
    <QueryState
      query={feed}
      keepData
      failure={(error, retry) => (
        <>
          <h1 className="page-heading">{t("screen.customFeed")}</h1>
          <LoadError error={error} onRetry={retry} />
        </>
      )}
    >
      {(data) => (
        <>
          <FeedTitle feed={data} />
          <section className="feed-section" aria-labelledby="feed-members-heading">
            <h2 id="feed-members-heading">{t("feeds.members")}</h2>
            <AddMemberForm feedId={feedId} />
            <p className="muted feed-notice">{t("feeds.earlierPostsNotice")}</p>
            <FeedMembers feedId={feedId} />
          </section>
        </>
      )}
    </QueryState>
  );
}

/** The title with its timeline link, in viewing mode; a field in renaming mode. */
function FeedTitle({ feed }: { feed: Feed }) {
  const t = useT();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  const remove = useDeleteFeed(feed.id);

  // Back from renaming, focus returns to the button that started it.
  useEffect(() => {
    if (!renaming && wasRenaming.current) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  if (renaming) return <RenameForm feed={feed} onDone={() => setRenaming(false)} />;
  return (
    <div className="feed-title-row">
      <h1 className="page-heading">
        <Link to={paths.customFeedTimeline(feed.id)} className="feed-heading-link">
          {feed.title}
        </Link>
      </h1>
      <div className="feed-title-actions">
        <Link className="button button-secondary" to={paths.customFeedTimeline(feed.id)}>
          {t("feeds.viewTimeline")}
        </Link>
        <button
          type="button"
          className="button button-secondary"
          ref={renameButton}
          onClick={() => setRenaming(true)}
        >
          <Pencil size={16} aria-hidden="true" />
          {t("feeds.rename")}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 size={16} aria-hidden="true" />
          {t("feeds.delete")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("feeds.deleteConfirm", { title: feed.title })}
        confirmLabel={t("feeds.delete")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(undefined, {
            onSuccess: () => void navigate(paths.customFeeds),
            onError: showErrorToast,
          });
        }}
      />
    </div>
  );
}

/** Renaming: saved with PUT; Escape or Cancel leaves the title as it was. */
function RenameForm({ feed, onDone }: { feed: Feed; onDone: () => void }) {
  const t = useT();
  const rename = useRenameFeed(feed.id);
  const [name, setName] = useState(feed.title);
  const form = useRef<HTMLFormElement>(null);
  const title = feedTitle(name);
  // Renaming starts in the field, its text selected to type over.
  useEffect(() => {
    const input = form.current?.querySelector("input");
    input?.focus();
    input?.select();
  }, []);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (title === "" || rename.isPending) return;
    rename.mutate(title, { onSuccess: onDone });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form ref={form} className="feed-form feed-rename" onSubmit={submit}>
      <TextField
        label={t("feeds.name")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button" disabled={title === "" || rename.isPending}>
        {t("feeds.save")}
      </button>
      <button type="button" className="button button-secondary" onClick={onDone}>
        {t("common.cancel")}
      </button>
      {rename.error && <ErrorNotice>{errorMessage(rename.error)}</ErrorNotice>}
    </form>
  );
}
