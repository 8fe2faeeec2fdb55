import { useCallback, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { paths, profilePath } from "@/routing/paths";
import { useClientConfig } from "@/state/clientConfig";
import { useSession } from "@/state/session/sessionContext";
import { isSafeUrl } from "@/ui/sanitize";

interface LinkProps {
  className?: string;
  id?: string;
  tabIndex?: number;
  "aria-hidden"?: boolean | "true";
  "aria-label"?: string;
  children: ReactNode;
}

/** Signed-in users browse inside the client; visitors' links go to the content's own pages. */
export function useInAppLinks(): boolean {
  return useSession().user !== null;
}

/** The setting "open posts and profiles in a new tab", as a link's attributes. */
function useNewTab(): { target?: "_blank"; rel?: string } {
  return useClientConfig().openInNewTab ? { target: "_blank", rel: "noopener" } : {};
}

/**
 * A link to a page outside the client. Visitors leave in the same tab (this
 * is navigation, not a link inside a post); never with the referrer, and not
 * a vote for the target's ranking. Without a web URL there is nothing to open.
 */
function ExternalLink({ href, children, ...rest }: LinkProps & { href: string }) {
  if (!isSafeUrl(href) || href.toLowerCase().startsWith("mailto:")) {
    return <span className={rest.className}>{children}</span>;
  }
  return (
    <a href={href} rel="noopener noreferrer nofollow" {...rest}>
      {children}
    </a>
  );
}

/** A profile: its screen for signed-in users, the account's own page (url) for visitors. */
export function ProfileLink({
  account,
  ...rest
}: LinkProps & { account: { id: string; acct: string; url: string; actor_id: string } }) {
  const inApp = useInAppLinks();
  const newTab = useNewTab();
  if (inApp) return <Link to={profilePath(account)} {...newTab} {...rest} />;
  return <ExternalLink href={account.url || account.actor_id} {...rest} />;
}

/** A post: its thread for signed-in users, the post's own page (url, else uri) for visitors. */
export function PostLink({
  post,
  ...rest
}: LinkProps & { post: { id: string; uri: string; url: string | null } }) {
  const inApp = useInAppLinks();
  const newTab = useNewTab();
  if (inApp) return <Link to={paths.post(post.id)} {...newTab} {...rest} />;
  return <ExternalLink href={post.url ?? post.uri} {...rest} />;
}

/**
 * Opens a post as PostLink would (a click on a card rather than on a link):
 * its thread, or its own page for visitors; in a new tab when asked.
 */
export function useOpenPost(): (
  post: { id: string; uri: string; url: string | null },
  newTab: boolean,
) => void {
  const inApp = useInAppLinks();
  const navigate = useNavigate();
  const always = useClientConfig().openInNewTab;
  return useCallback(
    (post, asked) => {
      const newTab = asked || always;
      if (inApp) {
        if (newTab) window.open(paths.post(post.id), "_blank", "noopener");
        else void navigate(paths.post(post.id));
        return;
      }
      const href = post.url ?? post.uri;
      if (!isSafeUrl(href) || href.toLowerCase().startsWith("mailto:")) return;
      if (newTab) window.open(href, "_blank", "noopener,noreferrer");
      else window.location.assign(href);
    },
    [inApp, navigate, always],
  );
}
