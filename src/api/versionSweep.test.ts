// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { call } from "@demo/testing";
import { SERVER_VERSIONS, type ServerVersion } from "@demo/store/versions";
import { capabilitiesFor, type Capabilities } from "@/domain/capabilities";
import { POST_LANGUAGE_CODES } from "@/domain/postLanguages";
import { verifyCredentials } from "./accounts";
import { deleteAnyPost, deleteAnyProfile, getAdminAccounts } from "./admin";
import { setConversationTracking } from "./conversations";
import { createGroup, getGroupSource, updateGroup } from "./groups";
import { getIdentityClaim, removeIdentityProof } from "./identityProofs";
import { getInstance } from "./instance";
import { addFeedMember, createFeed, getFeedMembers } from "./lists";
import { clearNotifications } from "./notifications";
import { updatePostingDefaults, updateProfile } from "./profiles";
import { getSessions } from "./sessions";
import { createStatus, getStatusSource, reblogStatus, updateStatus } from "./statuses";
import { getPostPeople, getReactionAccounts } from "./whoReacted";

/**
 * The version sweep: on every Mitra release the demo plays, each call whose
 * request or answer changed at some release is made through the client's
 * own API functions, with what the client's capability map says the screen
 * would offer and send, against the demo's handlers in process; each must
 * do what the person meant (the repost is made, the automated mark is kept,
 * the description is kept or not offered, the language is taken). The
 * demo's version table is written from the server's changelog and handlers,
 * not from the capability map, so a gate on the wrong release fails here.
 */

const ALICE = "demo-token-alice";
const BOB = "demo-token-bob";
const NEWSBOT = "demo-token-newsbot";
const ADMIN = "demo-token-admin";
const SIGNER = "0x1234567890abcdef1234567890abcdef12345678";

/**
 * The server's language table is the same on every release with post
 * languages (isolang 2.4.0 from 3.23.0 to 5.9.1): every code the client
 * offers is posted where post languages begin and on the newest release,
 * one on the others.
 */
const FULL_LANGUAGE_RUNS: readonly ServerVersion[] = ["3.23", "5.9"];

let demo: DemoApp | null = null;

function useDemo(server: ServerVersion): DemoApp {
  demo = createDemoApp({ server });
  const app = demo;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return app.handle(
      new Request(`http://demo.test${url.pathname}${url.search}`, {
        method: init?.method ?? "GET",
        headers: init?.headers ?? {},
        body: init?.body ?? null,
      }),
    );
  });
  return app;
}

afterEach(() => vi.unstubAllGlobals());

/** A fresh public post by bob, made behind the client's back. */
async function bobsPost(app: DemoApp, text = "Something to share"): Promise<string> {
  const made = await call(app, "POST", "/api/v1/statuses", { token: BOB, body: { status: text } });
  return String((made.body as { id: unknown }).id);
}

/** What the new-group form offers: the description where the map says so. */
function offersGroupDescription(can: Capabilities): boolean {
  return can.createGroupDescription;
}

interface Check {
  name: string;
  /** Whether a screen would make the call on this server (the capability map's answer). */
  offered: (can: Capabilities) => boolean;
  run: (app: DemoApp, can: Capabilities, server: ServerVersion) => Promise<void>;
}

function assert(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

const CHECKS: readonly Check[] = [
  {
    name: "public repost",
    offered: () => true,
    run: async (app, can) => {
      const id = await bobsPost(app);
      const repost = await reblogStatus(id, ALICE, "public", can.reblogBody);
      assert(repost.reblog?.id === id && repost.reblog.reblogged, "the repost is not made");
    },
  },
  {
    name: "followers-only repost",
    offered: (can) => can.followersOnlyRepost,
    run: async (app, can) => {
      const id = await bobsPost(app);
      const repost = await reblogStatus(id, ALICE, "private", can.reblogBody);
      assert(repost.visibility === "private", `a ${repost.visibility} repost`);
    },
  },
  {
    name: "profile save keeps the automated mark",
    offered: () => true,
    run: async () => {
      const me = await verifyCredentials(NEWSBOT);
      assert(me.bot, "newsbot is not marked automated to begin with");
      // As the profile form saves: `bot` only where the map says it is saved.
      const saved = await updateProfile(
        {
          display_name: "News bot",
          note: me.source?.note ?? "",
          locked: me.locked,
          mention_policy: "none",
          fields_attributes: me.source?.fields ?? [],
          ...(capabilitiesOf().botFlag ? { bot: me.bot } : {}),
        },
        NEWSBOT,
      );
      assert(saved.bot, "the automated mark is cleared");
    },
  },
  {
    name: "post in every offered language",
    offered: (can) => can.postLanguage,
    run: async (_app, _can, server) => {
      const codes = FULL_LANGUAGE_RUNS.includes(server) ? POST_LANGUAGE_CODES : ["de"];
      const refused: string[] = [];
      for (const language of codes) {
        const draft = { status: `In ${language}`, mediaIds: [], sensitive: false, language };
        try {
          const post = await createStatus(draft, `sweep-${language}`, ALICE);
          if (post.language !== language) refused.push(`${language} (kept as ${post.language})`);
        } catch (error) {
          refused.push(`${language} (${(error as Error).message})`);
        }
      }
      assert(refused.length === 0, `refused: ${refused.join(", ")}`);
    },
  },
  {
    name: "default post language saved",
    offered: (can) => can.postingDefaults,
    run: async () => {
      const me = await updatePostingDefaults({ privacy: "private", language: "sh" }, ALICE);
      const language = me.source?.language ?? null;
      assert(language === "sh", `default language ${String(language)}`);
    },
  },
  {
    name: "new group keeps its description or is not offered one",
    offered: (can) => can.createGroups,
    run: async (_app, can) => {
      const description = offersGroupDescription(can) ? "Seeds and cuttings" : "";
      const group = await createGroup("sweepgarden", description, ALICE);
      if (description !== "") {
        assert((group.note ?? "").includes(description), "the description typed is dropped");
      }
      if (can.editGroups) {
        const source = await getGroupSource(group.id, ALICE);
        assert(source === description, `the description is "${source}"`);
      }
    },
  },
  {
    name: "group description edited",
    offered: (can) => can.editGroups,
    run: async () => {
      const group = await createGroup("sweepedit", "", ALICE);
      await updateGroup(group.id, "Now with a description", ALICE);
      const source = await getGroupSource(group.id, ALICE);
      assert(source === "Now with a description", `the description is "${source}"`);
    },
  },
  {
    name: "titled post keeps its title when edited",
    offered: (can) => can.createGroups,
    run: async () => {
      const draft = { status: "Body", mediaIds: [], sensitive: false, title: "A headline" };
      const post = await createStatus(draft, "sweep-title", ALICE);
      const source = await getStatusSource(post.id, ALICE);
      const edited = await updateStatus(
        post.id,
        { status: `${source.text} (edited)`, mediaIds: [], sensitive: false, title: source.title },
        ALICE,
      );
      assert(edited.title === "A headline", `the title is ${String(edited.title)}`);
    },
  },
  {
    name: "follow a conversation",
    offered: (can) => can.conversationTracking,
    run: async (app) => {
      await setConversationTracking(await bobsPost(app), true, ALICE);
    },
  },
  {
    name: "clear notifications",
    offered: (can) => can.clearNotifications,
    run: async () => {
      await clearNotifications(ALICE);
    },
  },
  {
    name: "who liked, reposted and reacted",
    offered: (can) => can.favouritedBy || can.rebloggedBy !== "none" || can.reactionAccounts,
    run: async (app, can) => {
      const own = await call(app, "POST", "/api/v1/statuses", {
        token: ALICE,
        body: { status: "Mine" },
      });
      const id = String((own.body as { id: unknown }).id);
      await call(app, "POST", `/api/v1/statuses/${id}/favourite`, { token: BOB });
      await call(app, "POST", `/api/v1/statuses/${id}/reblog`, {
        token: BOB,
        ...(can.reblogBody ? { body: { visibility: "public" } } : {}),
      });
      if (can.favouritedBy) {
        const likers = await getPostPeople(id, "favourited_by", null, ALICE);
        assert(likers.items.length === 1, `${String(likers.items.length)} likers`);
      }
      if (can.rebloggedBy !== "none") {
        const reposters = await getPostPeople(id, "reblogged_by", null, ALICE);
        assert(reposters.items.length === 1, `${String(reposters.items.length)} reposters`);
      }
      if (can.reactionAccounts) await getReactionAccounts(id, ALICE);
    },
  },
  {
    name: "sessions listed",
    offered: (can) => can.sessions,
    run: async () => {
      const sessions = await getSessions(ALICE);
      assert(sessions.length > 0, "no sessions");
    },
  },
  {
    name: "feed member added",
    offered: () => true,
    run: async (app, can) => {
      const feed = await createFeed("Sweep", ALICE);
      const bob = app.store.localAccount("bob")?.id ?? "";
      await addFeedMember(feed.id, bob, can.listAccountIdsKey, ALICE);
      const members = await getFeedMembers(feed.id, null, ALICE);
      assert(
        members.items.some((account) => account.id === bob),
        "bob is not in the feed",
      );
    },
  },
  {
    name: "identity claim",
    offered: () => true,
    run: async (_app, can) => {
      const claim = await getIdentityClaim(can.identityClaimPath, "ethereum", SIGNER, ALICE);
      assert(claim.did.startsWith("did:pkh:"), `claim for ${claim.did}`);
    },
  },
  {
    name: "identity proof removed",
    offered: (can) => can.removeIdentityProof,
    run: async () => {
      const me = await verifyCredentials(ALICE);
      const proof = me.identity_proofs.find((item) => item.name === "$ETH");
      assert(proof !== undefined, "alice has no $ETH proof");
      const did = `did:pkh:eip155:1:${String(proof?.value).toLowerCase()}`;
      const after = await removeIdentityProof(did, ALICE);
      assert(
        !after.identity_proofs.some((item) => item.name === "$ETH"),
        "the proof is still there",
      );
    },
  },
  {
    name: "admin deletes another's post",
    offered: (can) => can.adminDeletes,
    run: async (app) => {
      const id = await bobsPost(app);
      await deleteAnyPost(id, ADMIN);
      const after = await call(app, "GET", `/api/v1/statuses/${id}`, { token: BOB });
      assert(after.status === 404, `the post is still there (${after.status})`);
    },
  },
  {
    name: "admin deletes a profile",
    offered: (can) => can.adminDeletes,
    run: async (app) => {
      const id = app.store.fixtures["account:grace@fedi.example"] ?? "";
      await deleteAnyProfile(id, ADMIN);
      assert(!app.store.accounts.has(id), "the profile is still there");
    },
  },
  {
    name: "admin lists the local accounts",
    offered: (can) => can.adminAccounts,
    run: async () => {
      const accounts = await getAdminAccounts(ADMIN);
      assert(
        accounts.some((item) => item.account.acct === "admin" && item.role?.name === "admin"),
        "the admin is not listed",
      );
    },
  },
];

/** The capability map of the server being swept, as the app works it out from /api/v1/instance. */
let current: Capabilities | null = null;
function capabilitiesOf(): Capabilities {
  if (!current) throw new Error("no server");
  return current;
}

/** What each version's sweep checked, printed once at the end. */
const report: string[] = [];
afterAll(() => {
  console.log(`Version sweep:\n${report.join("\n")}`);
});

describe("the version sweep", () => {
  it.each([...SERVER_VERSIONS])(
    "Mitra %s: every call that changed across a release works",
    async (server) => {
      const app = useDemo(server);
      const instance = await getInstance();
      current = capabilitiesFor(instance.version);
      const can = current;
      const lines: string[] = [];
      const failed: string[] = [];
      for (const check of CHECKS) {
        if (!check.offered(can)) {
          lines.push(`  - ${check.name} (not offered)`);
          continue;
        }
        try {
          await check.run(app, can, server);
          lines.push(`  ✓ ${check.name}`);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          lines.push(`  ✗ ${check.name}: ${message}`);
          failed.push(`${check.name}: ${message}`);
        }
      }
      report.push(`${server} (${instance.version})\n${lines.join("\n")}`);
      expect(failed).toEqual([]);
    },
  );
});
