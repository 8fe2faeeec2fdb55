/**
 * The in-memory store: every collection the demo serves, and the few lookups
 * shared by many routes. Rules about who may see what live in access.ts.
 */
import { compareIds, createRandom, ID_EPOCH, IdClock, timeUuid } from "./ids.ts";
import { defaultInstanceSettings, type InstanceSettings } from "./instance-settings.ts";
import { DEFAULT_SERVER_VERSION, VERSIONS, type ServerVersion } from "./versions.ts";
import type { MediaFile } from "../media/catalogue.ts";
import type {
  AccountRecord,
  AttachmentRecord,
  BookmarkRecord,
  FollowRecord,
  FollowRequestRecord,
  IdentityClaimRecord,
  InvoiceRecord,
  ListRecord,
  MarkerRecord,
  MuteRecord,
  NotificationRecord,
  PollRecord,
  ReactionRecord,
  StatusRecord,
  SubscriptionRecord,
  TokenRecord,
} from "./records.ts";

export interface FailureRule {
  method: string | null;
  /** The request path must start with this. */
  path: string;
  status: number;
  errorDescription: string | null;
  text: string | null;
  times: number;
}

type SequenceName =
  "follow" | "mute" | "notification" | "list" | "subscription" | "bookmark" | "session";

export class Store {
  instance: InstanceSettings;
  readonly accounts = new Map<string, AccountRecord>();
  readonly statuses = new Map<string, StatusRecord>();
  readonly attachments = new Map<string, AttachmentRecord>();
  /** Files uploaded while the demo runs, by file name under /media/. */
  readonly uploads = new Map<string, MediaFile>();
  /**
   * statusId → the accounts that liked it, each with its like's id: a like is
   * a reaction without an emoji, and the server pages likes by that id.
   */
  readonly favourites = new Map<string, Map<string, string>>();
  /** statusId → its poll (on versions with polls). */
  readonly polls = new Map<string, PollRecord>();
  /** statusId → reactions, in the order they were made. */
  readonly reactions = new Map<string, ReactionRecord[]>();
  bookmarks: BookmarkRecord[] = [];
  follows: FollowRecord[] = [];
  followRequests: FollowRequestRecord[] = [];
  /** "{accountId} {root post id}": the conversations an account follows. */
  readonly followedConversations = new Set<string>();
  mutes: MuteRecord[] = [];
  subscriptions: SubscriptionRecord[] = [];
  notifications: NotificationRecord[] = [];
  /** accountId → timeline name → marker. */
  readonly markers = new Map<string, Map<string, MarkerRecord>>();
  lists: ListRecord[] = [];
  readonly invoices = new Map<string, InvoiceRecord>();
  readonly tokens = new Map<string, TokenRecord>();
  /** "{accountId} {did}" → identity claim awaiting a signature. */
  readonly identityClaims = new Map<string, IdentityClaimRecord>();
  /** Nonces of accepted wallet sign-in messages: each may be used once. */
  readonly usedNonces = new Set<string>();
  /** "{accountId} {Idempotency-Key}" → id of the status it created. */
  readonly idempotency = new Map<string, string>();
  /** Failures to inject into the next matching requests (POST /__demo/fail). */
  failures: FailureRule[] = [];
  /** Named ids of seeded records, for tests (GET /__demo/state). */
  readonly fixtures: Record<string, string> = {};
  private readonly sequences: Record<SequenceName, number> = {
    follow: 0,
    mute: 0,
    notification: 0,
    list: 0,
    subscription: 0,
    bookmark: 0,
    session: 0,
  };
  private readonly clock: IdClock;
  /** The random part of seeded reactions' ids, apart from the seed's own randomness. */
  private readonly seededReactionIds = createRandom(11);
  /** Invoices advance on their own as time passes (`npm start`). */
  autoInvoices = false;
  /**
   * How long an access token lives, in seconds: the played version's default
   * until a test sets it; null: for ever.
   */
  tokenLifetime: number | null;

  constructor(
    readonly startedAt: number,
    /** The Mitra version the demo plays. */
    readonly server: ServerVersion = DEFAULT_SERVER_VERSION,
  ) {
    this.clock = new IdClock(startedAt);
    this.instance = defaultInstanceSettings(server);
    this.tokenLifetime = VERSIONS[server].tokenLifetime;
  }

  /** Whether a token made at `createdAt` has outlived the token lifetime. */
  tokenExpired(createdAt: number): boolean {
    return this.tokenLifetime !== null && createdAt + this.tokenLifetime * 1000 <= this.now();
  }

  now(): number {
    return Date.now();
  }

  /** A fresh time-ordered id, after every seeded one. */
  newId(): string {
    return this.clock.next(this.now());
  }

  /**
   * The id of a like or reaction made at `createdAt`, time-ordered like the
   * server's: a seeded one is placed by its age, a new one is made now.
   */
  reactionId(createdAt: number): string {
    if (createdAt >= this.startedAt) return this.newId();
    return timeUuid(ID_EPOCH - (this.startedAt - createdAt), this.seededReactionIds);
  }

  nextSequence(name: SequenceName): number {
    this.sequences[name] += 1;
    return this.sequences[name];
  }

  // Accounts

  localAccount(username: string): AccountRecord | undefined {
    for (const account of this.accounts.values()) {
      if (account.domain === null && account.username === username) return account;
    }
    return undefined;
  }

  /** The local user who signs in with this wallet (lower-case address). */
  walletUser(address: string): AccountRecord | undefined {
    for (const account of this.accounts.values()) {
      if (account.user?.walletAddress === address) return account;
    }
    return undefined;
  }

  remoteAccount(username: string, domain: string): AccountRecord | undefined {
    const wanted = domain.toLowerCase();
    for (const account of this.accounts.values()) {
      if (account.domain === wanted && account.username.toLowerCase() === username.toLowerCase()) {
        return account;
      }
    }
    return undefined;
  }

  acct(account: AccountRecord): string {
    if (account.acctOverride !== null) return account.acctOverride;
    return account.domain === null ? account.username : `${account.username}@${account.domain}`;
  }

  /**
   * The account whose acct is exactly this (case-sensitive): "name" for a
   * local one, "name@host" for a remote one; no "@" prefix, no local host.
   * This is how the server finds a profile by acct.
   */
  accountByExactAcct(acct: string): AccountRecord | undefined {
    for (const account of this.accounts.values()) {
      if (this.acct(account) === acct) return account;
    }
    return undefined;
  }

  /** "name" (local), "name@host" (remote, or local when host is ours), or an override. */
  accountByAcct(acct: string, localHost: string | null): AccountRecord | undefined {
    const text = acct.trim().replace(/^@/, "");
    for (const account of this.accounts.values()) {
      if (account.acctOverride !== null && account.acctOverride === text) return account;
    }
    const at = text.indexOf("@");
    if (at < 0) return this.localAccount(text);
    const username = text.slice(0, at);
    const domain = text.slice(at + 1);
    if (localHost !== null && domain.toLowerCase() === localHost.toLowerCase()) {
      return this.localAccount(username);
    }
    return this.remoteAccount(username, domain);
  }

  // Statuses

  /** Every status, newest first (ids are time-ordered). */
  statusesNewestFirst(): StatusRecord[] {
    return [...this.statuses.values()].sort((a, b) => compareIds(b.id, a.id));
  }

  repliesTo(statusId: string): StatusRecord[] {
    return [...this.statuses.values()]
      .filter((status) => status.inReplyToId === statusId)
      .sort((a, b) => compareIds(a.id, b.id));
  }

  reblogsOf(statusId: string): StatusRecord[] {
    return [...this.statuses.values()].filter((status) => status.reblogOfId === statusId);
  }

  // Graph

  follow(followerId: string, targetId: string): FollowRecord | undefined {
    return this.follows.find(
      (item) => item.followerId === followerId && item.targetId === targetId,
    );
  }

  followRequest(fromId: string, toId: string): FollowRequestRecord | undefined {
    return this.followRequests.find((item) => item.fromId === fromId && item.toId === toId);
  }

  mute(ownerId: string, targetId: string): MuteRecord | undefined {
    return this.mutes.find((item) => item.ownerId === ownerId && item.targetId === targetId);
  }

  activeSubscription(senderId: string, recipientId: string): SubscriptionRecord | undefined {
    const now = this.now();
    return this.subscriptions.find(
      (item) =>
        item.senderId === senderId && item.recipientId === recipientId && item.expiresAt > now,
    );
  }

  addFollow(followerId: string, targetId: string, createdAt: number): FollowRecord {
    const existing = this.follow(followerId, targetId);
    if (existing) return existing;
    const record: FollowRecord = {
      id: this.nextSequence("follow"),
      followerId,
      targetId,
      reblogs: true,
      replies: true,
      createdAt,
    };
    this.follows.push(record);
    return record;
  }

  /**
   * A like, with its notification to the author unless `notify` is false;
   * liking twice changes nothing.
   */
  addFavourite(status: StatusRecord, accountId: string, createdAt: number, notify = true): void {
    const likers = this.favourites.get(status.id) ?? new Map<string, string>();
    if (likers.has(accountId)) return;
    likers.set(accountId, this.reactionId(createdAt));
    this.favourites.set(status.id, likers);
    if (!notify) return;
    this.addNotification({
      recipientId: status.accountId,
      fromId: accountId,
      type: "favourite",
      statusId: status.id,
      createdAt,
    });
  }

  // Notifications

  addNotification(
    record: Omit<NotificationRecord, "id" | "subtype" | "statusId" | "reaction"> &
      Partial<Pick<NotificationRecord, "subtype" | "statusId" | "reaction">>,
  ): NotificationRecord | null {
    const recipient = this.accounts.get(record.recipientId);
    // Only local users get notifications, and never about their own actions.
    if (!recipient?.user || record.recipientId === record.fromId) return null;
    const notification: NotificationRecord = {
      id: this.nextSequence("notification"),
      subtype: null,
      statusId: null,
      reaction: null,
      ...record,
    };
    this.notifications.push(notification);
    return notification;
  }

  /** Seeding adds notifications out of order: number them oldest first. */
  renumberNotifications(): void {
    this.notifications.sort((a, b) => a.createdAt - b.createdAt);
    this.notifications.forEach((item, index) => {
      item.id = index + 1;
    });
    this.sequences.notification = this.notifications.length;
  }

  /** Drops everything that points at a deleted status. */
  forgetStatus(statusId: string): void {
    this.statuses.delete(statusId);
    this.favourites.delete(statusId);
    this.reactions.delete(statusId);
    this.polls.delete(statusId);
    this.bookmarks = this.bookmarks.filter((item) => item.statusId !== statusId);
    this.notifications = this.notifications.filter((item) => item.statusId !== statusId);
  }

  /**
   * Drops an account and everything that is only about it: its own posts
   * and reposts, its likes and reactions, follows, requests, mutes,
   * subscriptions, bookmarks, feeds and feed memberships, sessions and
   * notifications. Posts addressed to it (a group) stay their authors',
   * addressed to no group; a local group it was the last admin of is
   * dropped as well.
   */
  forgetAccount(accountId: string): void {
    for (const status of [...this.statuses.values()]) {
      if (status.accountId === accountId) this.forgetStatus(status.id);
      else if (status.groupId === accountId) status.groupId = null;
    }
    // A local group left without admins goes too.
    const orphaned: string[] = [];
    for (const account of this.accounts.values()) {
      if (account.group?.admins.delete(accountId) && account.group.admins.size === 0) {
        if (account.domain === null) orphaned.push(account.id);
      }
    }
    for (const likers of this.favourites.values()) likers.delete(accountId);
    for (const [statusId, reactions] of this.reactions) {
      this.reactions.set(
        statusId,
        reactions.filter((item) => item.accountId !== accountId),
      );
    }
    const involves = (...ids: string[]): boolean => ids.includes(accountId);
    this.follows = this.follows.filter((item) => !involves(item.followerId, item.targetId));
    this.followRequests = this.followRequests.filter((item) => !involves(item.fromId, item.toId));
    this.mutes = this.mutes.filter((item) => !involves(item.ownerId, item.targetId));
    this.notifications = this.notifications.filter(
      (item) => !involves(item.recipientId, item.fromId),
    );
    this.bookmarks = this.bookmarks.filter((item) => item.accountId !== accountId);
    this.subscriptions = this.subscriptions.filter(
      (item) => !involves(item.senderId, item.recipientId),
    );
    this.lists = this.lists.filter((list) => list.ownerId !== accountId);
    for (const list of this.lists) {
      list.memberIds = list.memberIds.filter((id) => id !== accountId);
    }
    for (const [token, record] of this.tokens) {
      if (record.accountId === accountId) this.tokens.delete(token);
    }
    this.accounts.delete(accountId);
    for (const id of orphaned) this.forgetAccount(id);
  }
}
