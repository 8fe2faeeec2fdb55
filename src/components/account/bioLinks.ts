import { postLinkRenderer } from "@/components/status/postLinks";

/**
 * Mentions and hashtags in a bio or a group's description open inside the
 * client, as in posts (a bio carries no post's mention list, so they are
 * matched by their class and last path segment).
 */
export const bioLinks = postLinkRenderer({ mentions: [], tags: [], links: [] });
