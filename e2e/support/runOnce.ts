/**
 * The e2e specs that run against one version only (names of files in e2e/).
 * A test tagged PRESENTATION inside an ANY_SERVER spec (or the reverse)
 * would run in neither run: runOnce.test.ts forbids it.
 */

/**
 * Specs of what the client draws and how it behaves in the page, whatever the
 * server: themes and axe, layout at two widths, popups, focus, keyboard
 * reading, the installed app, boot order. They send the same requests to
 * every version, so the suite runs them once, against PRESENTATION_SERVER; every spec that
 * exercises the server's answers runs against each version.
 */
export const PRESENTATION_SPECS = [
  "a11y",
  "boot",
  "boot-posts",
  "composer-input",
  "confirmations",
  "directory-cards",
  "feed-stability",
  "focus",
  "landing-history",
  "layout-shift",
  "lightbox",
  "locales",
  "new-posts-pill",
  "notification-cards",
  "phone",
  "phone-width",
  "popup-layering",
  "post-card-layout",
  "profile-layout",
  "pwa",
  "reading",
  "scroll-restoration",
  "state-coherence",
];

/**
 * Journeys whose every request and answer is the same on each release
 * (drafts kept in the browser, home's client-side filters, hostile content,
 * settings in client_config, plain timelines and replies): they run once,
 * against ANY_SERVER_RUNS_ON. Single tests of other specs say so with the
 * ANY_SERVER tag.
 */
export const ANY_SERVER_SPECS = [
  "drafts",
  "home-filters",
  "link-upload",
  "open-in-new-tab",
  "replies",
  "security",
  "settings",
  "timelines",
];
