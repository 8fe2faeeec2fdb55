/**
 * The signed-in user's own account: sign-up, verify_credentials and profile
 * editing.
 */
import { requireViewer } from "../http/context.ts";
import { bodyBytes, json, validationError } from "../http/responses.ts";
import { DEMO_INVITE_CODE } from "../store/instance-settings.ts";
import { renderMarkdown } from "../markup/render.ts";
import { markupContext } from "../markup/lookups.ts";
import { isRecord, optBool, optString, reqString } from "../http/params.ts";
import type { AccountRecord, FieldRecord, ImageRef, MentionPolicy } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { serializeCredentialAccount } from "../entities/account.ts";
import type { Store } from "../store/store.ts";
import { decodeBase64, saveUpload } from "../media/uploads.ts";
import { viewFor } from "./helpers.ts";
import { codePoints } from "./compose.ts";
import { verifySignIn } from "./wallet.ts";
import { features } from "../store/versions.ts";
import { isLanguageCode } from "../entities/languages.ts";

const MENTION_POLICIES: readonly MentionPolicy[] = ["none", "only_known", "only_contacts"];

/** The invite code, when registrations need one. */
function checkInvite(store: Store, body: Record<string, unknown>): void {
  if (store.instance.registrations) return;
  const invite = optString(body, "invite_code");
  if (invite === null) throw validationError("invite code is required");
  // The demo code is reusable, so every test can sign up with it.
  if (invite !== DEMO_INVITE_CODE) throw validationError("invalid invite code");
}

/** A local username: any profile's rule first, then the local one and its length. */
export function checkUsername(store: Store, username: string): void {
  if (username === "") throw validationError("username is empty");
  if (codePoints(username) > 100) throw validationError("username is too long");
  if (!/^[A-Za-z0-9\-._]+$/.test(username)) throw validationError("invalid username");
  const local = features(store).username;
  if (!local.pattern.test(username)) throw validationError(local.message);
  if (codePoints(username) > 30) throw validationError("username is too long");
}

/**
 * Registration, checked in the server's order; `walletAddress` is the
 * verified signer of an EIP-4361 sign-up, `password` the password of a
 * password one (any, an empty one too).
 */
function register(
  store: Store,
  username: string,
  password: string,
  walletAddress: string | null,
): AccountRecord {
  const taken =
    store.localAccount(username) !== undefined ||
    (walletAddress !== null && store.walletUser(walletAddress) !== undefined);
  if (taken) throw validationError("user already exists");
  const now = store.now();
  const account: AccountRecord = {
    id: store.newId(),
    username,
    domain: null,
    remoteActorId: null,
    remoteUrl: null,
    acctOverride: null,
    displayName: null,
    note: "",
    noteSource: "",
    avatar: { kind: "identicon" },
    header: { kind: "none" },
    locked: false,
    bot: false,
    mentionPolicy: "none",
    fields: [],
    identityProofs: [],
    paymentOptions: [],
    emojis: [],
    foreignEmojis: [],
    aliases: [],
    createdAt: now,
    user: {
      password,
      ...(walletAddress ? { walletAddress } : {}),
      role: store.instance.new_accounts_read_only ? "read_only_user" : "user",
      authenticationMethods: [walletAddress ? "eip4361" : "password"],
      clientConfig: {},
      subscriptionOption: null,
    },
    group: null,
  };
  store.accounts.set(account.id, account);
  for (const admin of store.accounts.values()) {
    if (admin.user?.role === "admin") {
      store.addNotification({
        recipientId: admin.id,
        fromId: account.id,
        type: "admin.sign_up",
        createdAt: now,
      });
    }
  }
  return account;
}

/** A new profile image from base64 ("" removes it; absent keeps it). */
function imageUpdate(
  store: Store,
  data: string | null,
  mediaType: string | null,
  removed: ImageRef,
): ImageRef | null {
  if (data === null) return null;
  if (data === "") return removed;
  if (!mediaType) throw validationError("media type is required");
  return { kind: "media", name: saveUpload(store, decodeBase64(data), mediaType, true) };
}

/** Field values are basic Markdown; only links survive. */
function fieldValueHtml(store: Store, host: string, markdown: string): string {
  const html = renderMarkdown(markdown, markupContext(store, host)).html;
  return html.replace(/<(?!\/?a[\s>])[^>]*>/g, "");
}

function readFields(store: Store, host: string, value: unknown): FieldRecord[] | null {
  if (value === undefined || value === null) return null;
  const list = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null;
  if (!list) throw validationError("fields_attributes must be a list");
  const fields: FieldRecord[] = [];
  for (const item of list) {
    if (!isRecord(item)) throw validationError("invalid field");
    const name = (optString(item, "name") ?? "").trim();
    const source = (optString(item, "value") ?? "").trim();
    if (name === "") continue;
    if (codePoints(name) > 500) throw validationError("field name is too long");
    if (codePoints(source) > 5000) throw validationError("field value is too long");
    fields.push({ name, value: fieldValueHtml(store, host, source), valueSource: source });
  }
  if (fields.length > 10) throw validationError("at most 10 fields are allowed");
  return fields;
}

type DefaultVisibility = "public" | "private" | "subscribers";

/**
 * The posting defaults in an update (`source` in JSON, `source[privacy]` and
 * `source[language]` in a multipart form), checked as the server checks them;
 * each absent or null one keeps its value.
 */
function readPostingDefaults(body: Record<string, unknown>): {
  privacy: DefaultVisibility | null;
  language: string | null;
} {
  const nested = body.source;
  if (nested !== undefined && nested !== null && !isRecord(nested)) {
    throw validationError("source must be an object");
  }
  const source = nested ?? {
    privacy: body["source[privacy]"],
    language: body["source[language]"],
  };
  const privacy = optString(source, "privacy");
  const language = optString(source, "language");
  let visibility: DefaultVisibility | null = null;
  if (privacy !== null) {
    // "unlisted" is read as public; direct and conversation are per post.
    const read = privacy === "unlisted" ? "public" : privacy;
    if (!["public", "private", "subscribers", "direct", "conversation"].includes(read)) {
      throw validationError("invalid visibility parameter");
    }
    if (read !== "public" && read !== "private" && read !== "subscribers") {
      throw validationError("invalid default visibility");
    }
    visibility = read;
  }
  if (language !== null && !isLanguageCode(language)) {
    throw validationError("invalid ISO 639-1 code");
  }
  return { privacy: visibility, language };
}

/** Multipart bodies (avatar/header as files) become the JSON shape. */
async function multipartBody(request: Request, raw: Uint8Array): Promise<Record<string, unknown>> {
  const form = await new Response(bodyBytes(raw), {
    headers: { "Content-Type": request.headers.get("content-type") ?? "" },
  }).formData();
  const out: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") {
      out[key] = value;
    } else {
      out[key] = Buffer.from(await value.arrayBuffer()).toString("base64");
      out[`${key}_media_type`] = value.type;
    }
  }
  return out;
}

export function credentialRoutes(router: Router): void {
  router.post("/api/v1/accounts", async (ctx) => {
    const { store } = ctx;
    checkInvite(store, ctx.body);
    const username = reqString(ctx.body, "username");
    checkUsername(store, username);
    const method = optString(ctx.body, "authentication_method") ?? "password";
    if (method === "caip122_monero") throw validationError("not supported by the demo instance");
    if (method !== "password" && method !== "eip4361") {
      throw validationError("unsupported authentication method");
    }
    let password = "";
    let walletAddress: string | null = null;
    if (method === "password") {
      const given = optString(ctx.body, "password");
      if (given === null) throw validationError("password is required");
      password = given;
    } else {
      walletAddress = await verifySignIn(
        ctx,
        reqString(ctx.body, "message", "message is required"),
        reqString(ctx.body, "signature", "signature is required"),
        { useNonce: false },
      );
    }
    const account = register(store, username, password, walletAddress);
    return json(serializeCredentialAccount(viewFor(ctx, account), account), 201);
  });

  router.get("/api/v1/accounts/verify_credentials", (ctx) => {
    const viewer = requireViewer(ctx);
    return json(serializeCredentialAccount(viewFor(ctx, viewer), viewer));
  });

  // The posting defaults in Mastodon's names (a 5.9 route, route-rules.ts).
  router.get("/api/v1/preferences", (ctx) => {
    const user = requireViewer(ctx).user;
    return json({
      "posting:default:visibility": user?.defaultVisibility ?? "public",
      "posting:default:sensitive": false,
      "posting:default:language": user?.defaultLanguage ?? null,
      "reading:expand:media": "default",
      "reading:expand:spoilers": false,
    });
  });

  router.patch("/api/v1/accounts/update_credentials", async (ctx) => {
    const viewer = requireViewer(ctx);
    const isMultipart = (ctx.request.headers.get("content-type") ?? "").startsWith("multipart/");
    const body = isMultipart ? await multipartBody(ctx.request, ctx.rawBody) : ctx.body;
    const { store } = ctx;
    const served = features(store);
    // Validate everything first, then apply: a failed save changes nothing.
    // The posting defaults come first, as the server reads them.
    const defaults = served.postingDefaults ? readPostingDefaults(body) : null;
    const displayName = optString(body, "display_name");
    if (displayName !== null && codePoints(displayName) > 200) {
      throw validationError("display name is too long");
    }
    const note = optString(body, "note");
    if (note !== null && codePoints(note) > 10000) throw validationError("bio is too long");
    const policy = optString(body, "mention_policy");
    if (policy !== null && !MENTION_POLICIES.includes(policy as MentionPolicy)) {
      throw validationError("invalid mention policy");
    }
    const fields = readFields(store, ctx.host, body.fields_attributes);
    const locked = optBool(body, "locked");
    const bot = served.botFlag ? optBool(body, "bot") : null;
    const avatar = imageUpdate(
      store,
      optString(body, "avatar"),
      optString(body, "avatar_media_type"),
      {
        kind: "identicon",
      },
    );
    const header = imageUpdate(
      store,
      optString(body, "header"),
      optString(body, "header_media_type"),
      {
        kind: "none",
      },
    );
    // Partial update: what is absent (or null) keeps its value.
    if (displayName !== null) viewer.displayName = displayName.trim() === "" ? null : displayName;
    if (note !== null) {
      viewer.noteSource = note;
      viewer.note = renderMarkdown(note, markupContext(store, ctx.host)).html;
    }
    if (policy !== null) viewer.mentionPolicy = policy as MentionPolicy;
    if (fields !== null) viewer.fields = fields;
    if (locked !== null) viewer.locked = locked;
    if (bot !== null) viewer.bot = bot;
    // A plain boolean with a default: leaving `bot` out unmarks the account.
    else if (served.botMissingClears) viewer.bot = false;
    const user = viewer.user;
    if (defaults && user) {
      if (defaults.privacy !== null) user.defaultVisibility = defaults.privacy;
      if (defaults.language !== null) user.defaultLanguage = defaults.language;
    }
    if (avatar !== null) viewer.avatar = avatar;
    if (header !== null) viewer.header = header;
    viewer.updatedAt = store.now();
    const names = `${viewer.displayName ?? ""} ${viewer.noteSource}`;
    viewer.emojis = [
      ...new Set([...names.matchAll(/:([a-z0-9_]+):/g)].map((match) => match[1] ?? "")),
    ].filter((code) => markupContext(store, null).isCustomEmoji(code));
    return json(serializeCredentialAccount(viewFor(ctx, viewer), viewer));
  });
}
