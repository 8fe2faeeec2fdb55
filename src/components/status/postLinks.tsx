import { Link } from "react-router";
import type { ReactNode } from "react";
import type { Status } from "@/api/entities/status";
import type { LinkInfo } from "@/ui/RichText";
import { paths, profilePath } from "@/routing/paths";
import { decodeOr, parseUrl } from "@/domain/safeFormat";

/** The last path segment of a URL, decoded; "" when it is not a URL. */
function lastSegment(href: string): string {
  const segments = parseUrl(href)?.pathname.split("/").filter(Boolean) ?? [];
  return decodeOr(segments.at(-1) ?? "");
}

const textOf = (node: ReactNode): string =>
  typeof node === "string" || typeof node === "number"
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join("")
      : "";

/**
 * Turns links in a post into in-app ones: mentions to the profile, hashtags to
 * the tag timeline, links to quoted posts to the post. Everything else stays an
 * external link (RichText opens it safely).
 */
export function postLinkRenderer(status: Pick<Status, "mentions" | "tags" | "links">) {
  return function renderLink(link: LinkInfo): ReactNode | null {
    const { href, classes, children, key } = link;
    const mention = status.mentions.find((item) => item.url === href);
    if (mention || classes.includes("mention")) {
      const target =
        mention ??
        status.mentions.find(
          (item) =>
            item.username.toLowerCase() === lastSegment(href).replace(/^@/, "").toLowerCase(),
        );
      if (target) {
        return (
          <Link key={key} className="mention" to={profilePath(target)}>
            {children}
          </Link>
        );
      }
    }
    if (classes.includes("hashtag")) {
      const name = textOf(children).replace(/^#/, "") || lastSegment(href);
      const known = status.tags.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
      return (
        <Link key={key} className="hashtag" to={paths.tag(known?.name ?? name)}>
          {children}
        </Link>
      );
    }
    const linked = status.links.find((post) => post.uri === href || post.url === href);
    if (linked) {
      return (
        <Link key={key} to={paths.post(linked.id)}>
          {children}
        </Link>
      );
    }
    return null;
  };
}
