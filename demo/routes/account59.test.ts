import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { TEST_ORIGIN, call, fixedToken, obj } from "../testing.ts";

/** The account's settings of today's servers, as the 5.9 server reads them, and 3.10 without them. */

const ALICE = fixedToken("alice");

const update = (app: ReturnType<typeof createDemoApp>, body: unknown) =>
  call(app, "PATCH", "/api/v1/accounts/update_credentials", { token: ALICE, body });

describe("posting defaults on 5.9", () => {
  it("are public with no language until set, in source and in the preferences", async () => {
    const app = createDemoApp({ server: "5.9" });
    const me = obj(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).body,
    );
    expect(me.source).toMatchObject({ privacy: "public", sensitive: false });
    expect(obj(me.source)).not.toHaveProperty("language");
    const prefs = await call(app, "GET", "/api/v1/preferences", { token: ALICE });
    expect(prefs.body).toEqual({
      "posting:default:visibility": "public",
      "posting:default:sensitive": false,
      "posting:default:language": null,
      "reading:expand:media": "default",
      "reading:expand:spoilers": false,
    });
  });

  it("are saved from `source` in JSON, each absent one kept, nothing else of the profile touched", async () => {
    const app = createDemoApp({ server: "5.9" });
    const before = obj(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).body,
    );
    const saved = await update(app, { source: { privacy: "private", language: "de" } });
    expect(saved.status).toBe(200);
    expect(obj(saved.body).source).toMatchObject({ privacy: "private", language: "de" });
    expect(obj(saved.body).display_name).toBe(before.display_name);
    expect(obj(saved.body).note).toBe(before.note);
    const kept = await update(app, { source: { privacy: "subscribers" } });
    expect(obj(kept.body).source).toMatchObject({ privacy: "subscribers", language: "de" });
    const prefs = obj((await call(app, "GET", "/api/v1/preferences", { token: ALICE })).body);
    expect(prefs["posting:default:visibility"]).toBe("subscribers");
    expect(prefs["posting:default:language"]).toBe("de");
  });

  it("are read from a multipart form's source[privacy] and source[language]", async () => {
    const app = createDemoApp({ server: "5.9" });
    const form = new FormData();
    form.set("source[privacy]", "private");
    form.set("source[language]", "fr");
    const response = await app.handle(
      new Request(`${TEST_ORIGIN}/api/v1/accounts/update_credentials`, {
        method: "PATCH",
        headers: { Authorization: `Bearer ${ALICE}` },
        body: form,
      }),
    );
    expect(response.status).toBe(200);
    const body = obj(await response.json());
    expect(body.source).toMatchObject({ privacy: "private", language: "fr" });
  });

  it("refuse what the server refuses, changing nothing", async () => {
    const app = createDemoApp({ server: "5.9" });
    const refusals: [unknown, string][] = [
      [{ source: { privacy: "direct" } }, "invalid default visibility"],
      [{ source: { privacy: "friends" } }, "invalid visibility parameter"],
      [{ source: { language: "" } }, "invalid ISO 639-1 code"],
      [{ source: { language: "deu" } }, "invalid ISO 639-1 code"],
      [{ source: { language: "zh-Hans" } }, "invalid ISO 639-1 code"],
    ];
    for (const [body, message] of refusals) {
      const refused = await update(app, body);
      expect(refused.status).toBe(400);
      expect(obj(refused.body).error_description).toBe(message);
    }
    const me = obj(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).body,
    );
    expect(me.source).toMatchObject({ privacy: "public" });
    expect(obj(me.source)).not.toHaveProperty("language");
  });
});

describe("a post's language on 5.9", () => {
  it("is kept as sent, null when none, refused when not ISO 639-1, and an edit without one drops it", async () => {
    const app = createDemoApp({ server: "5.9" });
    const post = (body: Record<string, unknown>) =>
      call(app, "POST", "/api/v1/statuses", { token: ALICE, body: { status: "Hallo", ...body } });
    const german = await post({ language: "de" });
    expect(obj(german.body).language).toBe("de");
    expect(obj((await post({})).body).language).toBeNull();
    const refused = await post({ language: "german" });
    expect(refused.status).toBe(400);
    expect(obj(refused.body).error_description).toBe("invalid ISO 639-1 code");
    const id = String(obj(german.body).id);
    const edited = await call(app, "PUT", `/api/v1/statuses/${id}`, {
      token: ALICE,
      body: { status: "Hallo!" },
    });
    expect(obj(edited.body).language).toBeNull();
  });
});

describe("3.10 has none of it", () => {
  it("sends no defaults, no preferences, no post language, and ignores source and bot", async () => {
    const app = createDemoApp({ server: "3.10" });
    const me = obj(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).body,
    );
    expect(Object.keys(obj(me.source)).sort()).toEqual(["fields", "note"]);
    expect((await call(app, "GET", "/api/v1/preferences", { token: ALICE })).status).toBe(404);
    const saved = await update(app, { source: { privacy: "direct" }, bot: true });
    expect(saved.status).toBe(200);
    expect(obj(saved.body).bot).toBe(false);
    const posted = await call(app, "POST", "/api/v1/statuses", {
      token: ALICE,
      body: { status: "Hi", language: "nonsense" },
    });
    expect(posted.status).toBe(200);
    expect(obj(posted.body)).not.toHaveProperty("language");
  });
});

describe("a followers-only repost on 5.9", () => {
  async function publicPost(app: ReturnType<typeof createDemoApp>) {
    const { body } = await call(app, "POST", "/api/v1/statuses", {
      token: fixedToken("bob"),
      body: { status: "Worth sharing" },
    });
    return String(obj(body).id);
  }

  it("is made with `visibility: private`; a public one without a body or with public", async () => {
    const app = createDemoApp({ server: "5.9" });
    const id = await publicPost(app);
    const followers = await call(app, "POST", `/api/v1/statuses/${id}/reblog`, {
      token: ALICE,
      body: { visibility: "private" },
    });
    expect(followers.status).toBe(200);
    expect(obj(followers.body).visibility).toBe("private");
    expect(obj(obj(followers.body).reblog).reblogged).toBe(true);
    const other = await publicPost(app);
    const bare = await call(app, "POST", `/api/v1/statuses/${other}/reblog`, { token: ALICE });
    expect(obj(bare.body).visibility).toBe("public");
  });

  it("refuses other audiences with the server's words", async () => {
    const app = createDemoApp({ server: "5.9" });
    const id = await publicPost(app);
    for (const [visibility, message] of [
      ["direct", "invalid repost visibility"],
      ["subscribers", "invalid repost visibility"],
      ["friends", "invalid visibility parameter"],
    ]) {
      const refused = await call(app, "POST", `/api/v1/statuses/${id}/reblog`, {
        token: ALICE,
        body: { visibility },
      });
      expect(refused.status).toBe(400);
      expect(obj(refused.body).error_description).toBe(message);
    }
  });
});

describe("sessions on 5.9", () => {
  it("lists the user's sessions, the asking one current, and ends another", async () => {
    const app = createDemoApp({ server: "5.9" });
    const listed = await call(app, "GET", "/api/v1/settings/sessions", { token: ALICE });
    expect(listed.status).toBe(200);
    const sessions = listed.body as Record<string, unknown>[];
    expect(sessions.map((each) => [each.client_name, each.is_current])).toEqual([
      [null, true],
      ["Tusky", false],
      [null, false],
    ]);
    expect(Object.keys(sessions[0] ?? {}).sort()).toEqual([
      "client_name",
      "created_at",
      "id",
      "is_current",
    ]);
    const phone = sessions[1]?.id;
    expect(typeof phone).toBe("number");
    const ended = await call(app, "DELETE", `/api/v1/settings/sessions/${String(phone)}`, {
      token: ALICE,
    });
    expect(ended.status).toBe(204);
    const after = (await call(app, "GET", "/api/v1/settings/sessions", { token: ALICE }))
      .body as Record<string, unknown>[];
    expect(after).toHaveLength(2);
    const again = await call(app, "DELETE", `/api/v1/settings/sessions/${String(phone)}`, {
      token: ALICE,
    });
    expect(again.status).toBe(404);
    expect(obj(again.body).error_description).toBe("oauth token not found");
  });

  it("never ends another user's session, and ending the current one signs out", async () => {
    const app = createDemoApp({ server: "5.9" });
    const bobs = (await call(app, "GET", "/api/v1/settings/sessions", { token: fixedToken("bob") }))
      .body as Record<string, unknown>[];
    const bob = String(bobs[0]?.id);
    expect(
      (await call(app, "DELETE", `/api/v1/settings/sessions/${bob}`, { token: ALICE })).status,
    ).toBe(404);
    const mine = (await call(app, "GET", "/api/v1/settings/sessions", { token: ALICE }))
      .body as Record<string, unknown>[];
    const current = String(mine.find((each) => each.is_current)?.id);
    await call(app, "DELETE", `/api/v1/settings/sessions/${current}`, { token: ALICE });
    expect(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).status,
    ).toBe(401);
  });

  it("are not there on 3.10", async () => {
    const app = createDemoApp({ server: "3.10" });
    expect((await call(app, "GET", "/api/v1/settings/sessions", { token: ALICE })).status).toBe(
      404,
    );
  });
});

describe("removing an identity proof on 5.9", () => {
  it("takes the proof's DID in a JSON body and answers the user without it", async () => {
    const app = createDemoApp({ server: "5.9" });
    const before = obj(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).body,
    );
    expect(before.identity_proofs).toHaveLength(1);
    const bare = await call(app, "DELETE", "/api/v1/accounts/identity_proof", { token: ALICE });
    expect(bare.status).toBe(400);
    expect(obj(bare.body).error_description).toBe("Content type error");
    const removed = await call(app, "DELETE", "/api/v1/accounts/identity_proof", {
      token: ALICE,
      body: { did: "did:pkh:eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8" },
    });
    expect(removed.status).toBe(200);
    expect(obj(removed.body).identity_proofs).toEqual([]);
  });

  it("is not there on 3.10", async () => {
    const app = createDemoApp({ server: "3.10" });
    const refused = await call(app, "DELETE", "/api/v1/accounts/identity_proof", {
      token: ALICE,
      body: { did: "did:pkh:eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8" },
    });
    expect(refused.status).toBe(404);
  });
});

describe("the bot mark on 5.9", () => {
  it("is saved from `bot`", async () => {
    const app = createDemoApp({ server: "5.9" });
    const saved = await update(app, { bot: true });
    expect(obj(saved.body).bot).toBe(true);
  });
});
