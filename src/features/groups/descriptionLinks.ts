import { postLinkRenderer } from "@/components/status/postLinks";

/**
 * Mentions and hashtags in a group's description open inside the client, as
 * in posts (for signed-in users; a visitor's links go to the pages they name).
 */
export const descriptionLinks = postLinkRenderer({ mentions: [], tags: [], links: [] });
