import { useMemo } from "react";
import { useParams } from "react-router";
import { normalizeHost } from "@/domain/serverHost";
import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import { PostList } from "@/components/status/PostList";

/**
 * The posts this instance knows from one server (`/server/:host`, Mitra
 * 5.4.0+): its address names the host, so it is shared and reloaded as it is.
 */
export function ServerTimeline() {
  const t = useT();
  const { host: param = "" } = useParams();
  const host = normalizeHost(param);
  const title = host ? t("servers.postsFrom", { host }) : t("servers.badHost");
  usePageTitle(title);
  const source = useMemo(() => (host ? ({ kind: "server", host } as const) : null), [host]);
  return (
    <>
      <h1 className="page-heading">{title}</h1>
      {source ? (
        <PostList
          key={source.host}
          source={source}
          label={title}
          empty={<p>{t("servers.noPosts", { host: source.host })}</p>}
        />
      ) : (
        <p role="alert">{t("servers.badHostDetail", { host: param })}</p>
      )}
    </>
  );
}
