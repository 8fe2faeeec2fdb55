/**
 * Helpers the seed modules share: make accounts, posts, attachments and
 * interactions with consistent timestamps, ids and notifications.
 *
 * Time: everything is placed by its age in minutes before the store's start,
 * so the data always looks recent; ids use the fixed clock of store/ids.ts, so they
 * are the same on every run.
 */
import { createRandom, ID_EPOCH, timeUuid } from "../store/ids.ts";
import { renderMarkdown, scanHtml, type MarkupContext } from "../markup/render.ts";
import { markupContext } from "../markup/lookups.ts";
import { AUDIO_FILE, SCENES, sceneFile, VIDEO_FILE } from "../media/catalogue.ts";
import {
  BASE_TOKEN,
  repostRecord,
  type AccountRecord,
  type AttachmentRecord,
  type StatusRecord,
  type Visibility,
} from "../store/records.ts";
import type { Store } from "../store/store.ts";

const MINUTE = 60_000;

export type MediaSeed =
  | { scene: number; description?: string | null }
  | { audio: true; description: string }
  | { video: true; description: string }
  | {
      file: string;
      type: AttachmentRecord["type"];
      mediaType: string;
      description: string | null;
    };

export interface PostSeed {
  by: string;
  /** Minutes before the demo started. */
  age: number;
  /** Markdown source (local authors) or text (remote ones). */
  text?: string;
  /** Ready HTML instead of text (hand-written remote content, payloads). */
  html?: string;
  visibility?: Visibility;
  sensitive?: boolean;
  replyTo?: StatusRecord;
  quote?: StatusRecord;
  media?: MediaSeed[];
  pinned?: boolean;
  /** Minutes after creation that the post was edited. */
  editedAfter?: number;
  ipfsCid?: string;
  /** Stores the source as text/html, as another client might have. */
  htmlSource?: boolean;
  /** Names the post in the fixtures of GET /__demo/state. */
  fixture?: string;
  /** false: the people it names get no notification (a seed added later keeps theirs as they were). */
  notify?: boolean;
  /** A plain-text title (Mitra 5.9 seeds only). */
  title?: string;
  /** The group a top-level post is addressed to, by acct (5.9 seeds only); a reply takes its parent's. */
  group?: string;
}

export class SeedBuilder {
  readonly random = createRandom(2026);
  readonly now: number;
  private readonly markup: MarkupContext;

  constructor(readonly store: Store) {
    this.now = store.startedAt;
    this.markup = markupContext(store, null);
  }

  at(ageMinutes: number): number {
    return this.now - Math.round(ageMinutes * MINUTE);
  }

  idAt(ageMinutes: number): string {
    return timeUuid(ID_EPOCH - Math.round(ageMinutes * MINUTE), this.random);
  }

  account(username: string): AccountRecord {
    const at = username.indexOf("@");
    const account =
      at < 0
        ? this.store.localAccount(username)
        : this.store.remoteAccount(username.slice(0, at), username.slice(at + 1));
    if (!account) throw new Error(`seed: unknown account ${username}`);
    return account;
  }

  attach(owner: AccountRecord, seed: MediaSeed, ageMinutes: number): string {
    const id = this.idAt(ageMinutes);
    let record: AttachmentRecord;
    if ("scene" in seed) {
      const scene = SCENES[seed.scene % SCENES.length];
      record = {
        id,
        ownerId: owner.id,
        type: "image",
        file: sceneFile(seed.scene % SCENES.length),
        mediaType: "image/png",
        description:
          seed.description === undefined ? (scene?.description ?? null) : seed.description,
      };
    } else if ("audio" in seed) {
      record = {
        id,
        ownerId: owner.id,
        type: "audio",
        file: AUDIO_FILE,
        mediaType: "audio/wav",
        description: seed.description,
      };
    } else if ("video" in seed) {
      record = {
        id,
        ownerId: owner.id,
        type: "video",
        file: VIDEO_FILE,
        mediaType: "video/webm",
        description: seed.description,
      };
    } else {
      record = {
        id,
        ownerId: owner.id,
        type: seed.type,
        file: seed.file,
        mediaType: seed.mediaType,
        description: seed.description,
      };
    }
    this.store.attachments.set(id, record);
    return id;
  }

  post(seed: PostSeed): StatusRecord {
    const author = this.account(seed.by);
    const local = author.domain === null;
    const id = this.idAt(seed.age);
    const rendered =
      seed.html !== undefined
        ? { html: seed.html, ...scanHtml(seed.html, this.markup) }
        : renderMarkdown(seed.text ?? "", this.markup);
    let content = rendered.html;
    if (seed.quote && !content.includes("RE: ")) {
      const target = seed.quote.remoteUri ?? `${BASE_TOKEN}/objects/${seed.quote.id}`;
      content += `<p>RE: <a href="${target}">${target}</a></p>`;
    }
    const status: StatusRecord = {
      id,
      accountId: author.id,
      createdAt: this.at(seed.age),
      editedAt: seed.editedAfter === undefined ? null : this.at(seed.age - seed.editedAfter),
      content,
      source: !local
        ? null
        : seed.htmlSource || seed.html !== undefined
          ? { text: content, contentType: "text/html" }
          : { text: seed.text ?? "", contentType: "text/markdown" },
      visibility: seed.visibility ?? "public",
      sensitive: seed.sensitive ?? false,
      inReplyToId: seed.replyTo?.id ?? null,
      reblogOfId: null,
      linkIds: seed.quote ? [seed.quote.id] : [],
      mediaIds: (seed.media ?? []).map((media) => this.attach(author, media, seed.age)),
      mentionIds: rendered.mentionIds,
      tags: rendered.tags,
      emojis: rendered.emojis,
      foreignEmojis: [],
      ipfsCid: seed.ipfsCid ?? null,
      pinned: seed.pinned ?? false,
      remoteUri: local ? null : `https://${author.domain ?? ""}/objects/${id}`,
      title: seed.title ?? null,
      groupId: seed.replyTo
        ? seed.replyTo.groupId
        : seed.group === undefined
          ? null
          : this.account(seed.group).id,
    };
    this.store.statuses.set(id, status);
    if (seed.fixture) this.store.fixtures[seed.fixture] = id;
    const parentAuthor = seed.replyTo?.accountId;
    for (const mentioned of seed.notify === false ? [] : status.mentionIds) {
      this.store.addNotification({
        recipientId: mentioned,
        fromId: author.id,
        type: "mention",
        subtype: mentioned === parentAuthor ? "reply" : null,
        statusId: id,
        createdAt: status.createdAt,
      });
    }
    return status;
  }

  favourite(username: string, status: StatusRecord, ageMinutes: number): void {
    this.store.addFavourite(status, this.account(username).id, this.at(ageMinutes));
  }

  react(username: string, status: StatusRecord, content: string, ageMinutes: number): void {
    const account = this.account(username);
    const reactions = this.store.reactions.get(status.id) ?? [];
    if (reactions.some((item) => item.accountId === account.id && item.content === content)) return;
    const createdAt = this.at(ageMinutes);
    reactions.push({
      id: this.store.reactionId(createdAt),
      accountId: account.id,
      content,
      createdAt,
    });
    this.store.reactions.set(status.id, reactions);
    this.store.addNotification({
      recipientId: status.accountId,
      fromId: account.id,
      type: "pleroma:emoji_reaction",
      statusId: status.id,
      reaction: content,
      createdAt: this.at(ageMinutes),
    });
  }

  reblog(username: string, status: StatusRecord, ageMinutes: number): StatusRecord {
    const account = this.account(username);
    const id = this.idAt(ageMinutes);
    const repost = repostRecord({
      id,
      accountId: account.id,
      createdAt: this.at(ageMinutes),
      reblogOfId: status.id,
      remoteUri:
        account.domain === null ? null : `https://${account.domain}/activities/announce/${id}`,
    });
    this.store.statuses.set(id, repost);
    this.store.addNotification({
      recipientId: status.accountId,
      fromId: account.id,
      type: "reblog",
      statusId: status.id,
      createdAt: repost.createdAt,
    });
    return repost;
  }

  bookmark(username: string, status: StatusRecord, ageMinutes: number): void {
    const account = this.account(username);
    this.store.bookmarks.push({
      id: this.store.nextSequence("bookmark"),
      accountId: account.id,
      statusId: status.id,
      createdAt: this.at(ageMinutes),
    });
  }

  follow(follower: string, target: string, ageMinutes: number, notify = true): void {
    const from = this.account(follower);
    const to = this.account(target);
    this.store.addFollow(from.id, to.id, this.at(ageMinutes));
    if (notify) {
      this.store.addNotification({
        recipientId: to.id,
        fromId: from.id,
        type: "follow",
        createdAt: this.at(ageMinutes),
      });
    }
  }

  /** Picks `count` distinct items, deterministically. */
  pick<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(this.random() * pool.length), 1);
      if (item !== undefined) out.push(item);
    }
    return out;
  }
}
