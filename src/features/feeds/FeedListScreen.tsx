import { useState, type SyntheticEvent } from "react";
import { Link } from "react-router";
import { Settings } from "lucide-react";
import { errorMessage } from "@/domain/errors";
import { feedTitle } from "@/domain/feeds";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useCreateFeed, useFeeds } from "@/state/feeds";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { QueryState } from "@/ui/QueryState";
import { TextField } from "@/ui/TextField";
import "./Feeds.css";

/** The user's custom feeds: a form to create one, and each feed's timeline and settings. */
export function FeedListScreen() {
  const t = useT();
  usePageTitle(t("screen.customFeeds"));
  const feeds = useFeeds();
  const create = useCreateFeed();
  const [name, setName] = useState("");
  const title = feedTitle(name);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (title === "" || create.isPending) return;
    // What was typed stays until the feed exists.
    create.mutate(title, { onSuccess: () => setName("") });
  };

  return (
    <>
      <h1 className="page-heading">{t("screen.customFeeds")}</h1>
      <form className="feed-form" onSubmit={submit}>
        <TextField
          label={t("feeds.newName")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="button" disabled={title === "" || create.isPending}>
          {t("feeds.create")}
        </button>
      </form>
      {create.error && <ErrorNotice>{errorMessage(create.error)}</ErrorNotice>}
      <QueryState query={feeds}>
        {(list) =>
          list.length === 0 ? (
            <p className="paged-list-empty">{t("feeds.empty")}</p>
          ) : (
            <ul className="feed-list" aria-label={t("screen.customFeeds")}>
              {list.map((feed) => (
                <li key={feed.id} className="feed-list-item">
                  <Link className="feed-list-title" to={paths.customFeedTimeline(feed.id)}>
                    {feed.title}
                  </Link>
                  <Link
                    className="button button-secondary feed-configure"
                    to={paths.customFeed(feed.id)}
                    aria-label={t("feeds.configureNamed", { title: feed.title })}
                  >
                    <Settings size={16} aria-hidden="true" />
                    {t("feeds.configure")}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
