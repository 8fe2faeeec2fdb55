import { LIGHT_WALLET_REASON, SUBSCRIPTION_OPTIONS, savesLightWalletOption } from "./light-wallet";

/**
 * The requests the gate sends straight to the demo instead of through Prism,
 * each for a reason Prism cannot help: real Mitra routes the 3.10 file does
 * not describe, or describes otherwise than Mitra reads them; a visitor's
 * reads the file wrongly marks as needing a token; light-wallet subscription
 * options (light-wallet.ts); and binary uploads, which Prism 5 re-reads as
 * UTF-8 text before forwarding (each invalid byte becomes U+FFFD). The report
 * counts them as "not covered by the contract".
 */

interface UncoveredRoute {
  methods: readonly string[];
  pattern: RegExp;
  route: string;
  reason: string;
}

/**
 * Real Mitra routes that openapi-v3.10.0.yaml does not describe. Prism would
 * answer them itself (404/405, or validate a PNG as an Account), so they go
 * straight to the demo and are listed as "not covered by the 3.10 contract".
 * Keep this list short and give each entry a reason; any other route missing
 * from the file is a violation (`kind: "route"`).
 */
const UNCOVERED_ROUTES: readonly UncoveredRoute[] = [
  {
    // Read markers: srv v3.10 has GET/POST /api/v1/markers;
    // the 3.10 OpenAPI file has no entry.
    methods: ["GET", "POST"],
    pattern: /^\/api\/v1\/markers$/,
    route: "/api/v1/markers",
    reason: "markers API, absent from the 3.10 OpenAPI file",
  },
  {
    // Generated avatar PNG. Without this entry Prism matches
    // /api/v1/accounts/{account_id} and validates the PNG as an Account.
    methods: ["GET", "HEAD"],
    pattern: /^\/api\/v1\/accounts\/identicon$/,
    route: "/api/v1/accounts/identicon",
    reason: "identicon image, absent from the 3.10 OpenAPI file",
  },
  {
    // The client sends indexed arrays, id[0]=…&id[1]=…, as
    // Mitra reads them; the file declares `id[]`, and Prism 5 rejects the
    // indexed form with a 422 before the server sees it.
    methods: ["GET"],
    pattern: /^\/api\/v1\/accounts\/relationships$/,
    route: "/api/v1/accounts/relationships",
    reason: "indexed array query (id[0]) that Mitra reads and Prism 5 cannot parse",
  },
  {
    // Renaming a custom feed: Mitra reads {title} from the body of PUT
    // lists/{id}, but the 3.10 file declares no request body for it, so
    // the call cannot be checked against the file.
    methods: ["PUT"],
    pattern: /^\/api\/v1\/lists\/[^/]+$/,
    route: "/api/v1/lists/{id}",
    reason: "rename body ({title}) that the 3.10 file does not declare",
  },
  {
    // Removing a feed member: the spec sends the indexed account_ids[0]=…,
    // as Mitra reads it; the file declares a required `account_ids[]`, and
    // Prism 5 rejects the indexed form with a 422 before the server sees it.
    methods: ["DELETE"],
    pattern: /^\/api\/v1\/lists\/[^/]+\/accounts$/,
    route: "/api/v1/lists/{id}/accounts",
    reason: "indexed array query (account_ids[0]) that the spec requires and Prism 5 cannot parse",
  },
  {
    // A moderator removing a thread from its group: the 5.9 file promises a
    // JSON object with the 204, which cannot carry a body, so Prism refuses
    // every real answer ("media type", "body must be object").
    methods: ["DELETE"],
    pattern: /^\/api\/v1\/statuses\/[^/]+\/thread$/,
    route: "/api/v1/statuses/{id}/thread",
    reason: "a 204 that the 5.9 file says carries a JSON object, which a 204 cannot",
  },
  {
    // An admin deleting any post or profile (4.9.0): the same 204 with a
    // promised JSON object as the thread's removal above.
    methods: ["DELETE"],
    pattern: /^\/api\/v1\/admin\/(posts|accounts)\/[^/]+$/,
    route: "/api/v1/admin/{posts,accounts}/{id}",
    reason: "a 204 that the 5.9 file says carries a JSON object, which a 204 cannot",
  },
  {
    // Who reacted to a post: Mitra answers a list, one entry per emoji with
    // its accounts; the latest file describes the answer as a single such
    // entry (an object), so Prism would refuse every real answer.
    methods: ["GET"],
    pattern: /^\/api\/v1\/pleroma\/statuses\/[^/]+\/reactions$/,
    route: "/api/v1/pleroma/statuses/{id}/reactions",
    reason: "a list of reactions that the latest file describes as one object",
  },
  {
    // The user's sessions (4.14.0): the server names each session's
    // application, and sends null for a token made without one (every
    // password or wallet sign-in that names no client_id); the latest file
    // types client_name as a string only, so Prism would refuse real answers.
    methods: ["GET"],
    pattern: /^\/api\/v1\/settings\/sessions$/,
    route: "/api/v1/settings/sessions",
    reason: "sessions whose client_name is null, which the latest file types as a string only",
  },
  {
    // The servers this one has met: Mitra has served it since 1.x, neither
    // file describes it.
    methods: ["GET"],
    pattern: /^\/api\/v1\/instance\/peers$/,
    route: "/api/v1/instance/peers",
    reason: "list of peers, absent from both OpenAPI files",
  },
  {
    // Uploaded files: static bytes, not API.
    methods: ["GET", "HEAD"],
    pattern: /^\/media\//,
    route: "/media/*",
    reason: "media files, static, not API",
  },
  {
    // The instance's stylesheet: static CSS, not API.
    methods: ["GET", "HEAD"],
    pattern: /^\/assets\/custom\.css$/,
    route: "/assets/custom.css",
    reason: "instance stylesheet, static, not API",
  },
  {
    // Atom feeds of local profiles: XML documents, not API.
    methods: ["GET", "HEAD"],
    pattern: /^\/feeds\//,
    route: "/feeds/*",
    reason: "Atom feeds, not API",
  },
];

/**
 * Reads the contract marks as needing a token although Mitra serves them to
 * visitors (guests see posts, and the local timeline when the instance allows).
 * Prism answers such guest calls with its own 401; with a token they are checked.
 */
const GUEST_READS: readonly { pattern: RegExp; route: string }[] = [
  { pattern: /^\/api\/v1\/timelines\/public$/, route: "/api/v1/timelines/public" },
  { pattern: /^\/api\/v1\/statuses\/[^/]+$/, route: "/api/v1/statuses/{id}" },
  { pattern: /^\/api\/v1\/directory$/, route: "/api/v1/directory" },
  // Blocked servers (4.12.0): Mitra reads an optional token; a public list is a visitor's too.
  {
    pattern: /^\/api\/v1\/instance\/domain_blocks$/,
    route: "/api/v1/instance/domain_blocks",
  },
  // A group's admins: the 5.9 file marks it tokenAuth; Mitra 5.9.1 reads no token.
  { pattern: /^\/api\/v1\/groups\/[^/]+\/members$/, route: "/api/v1/groups/{id}/members" },
];

const BINARY_UPLOAD_REASON =
  "multipart body with binary bytes: Prism 5 re-encodes request bodies as UTF-8 text and would corrupt the file";

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether a request must go around Prism, and why; null when Prism checks it. */
export function uncoveredReason(
  method: string,
  pathname: string,
  contentType: string | undefined,
  body: Buffer,
  authorized = true,
): { route: string; reason: string } | null {
  const upper = method.toUpperCase();
  if (!authorized && upper === "GET") {
    const guestRead = GUEST_READS.find((entry) => entry.pattern.test(pathname));
    if (guestRead) {
      return {
        route: `GET ${guestRead.route} (visitor)`,
        reason: "a visitor's read the contract marks tokenAuth; Prism would answer 401 itself",
      };
    }
  }
  for (const entry of UNCOVERED_ROUTES) {
    if (entry.methods.includes(upper) && entry.pattern.test(pathname)) {
      return { route: `${upper} ${entry.route}`, reason: entry.reason };
    }
  }
  if (savesLightWalletOption(upper, pathname, body)) {
    return { route: `POST ${SUBSCRIPTION_OPTIONS} (monero-light)`, reason: LIGHT_WALLET_REASON };
  }
  if (contentType?.toLowerCase().startsWith("multipart/") && !isUtf8(body)) {
    return { route: `${upper} ${pathname}`, reason: BINARY_UPLOAD_REASON };
  }
  return null;
}
