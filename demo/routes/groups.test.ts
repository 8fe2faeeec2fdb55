import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

const ALICE = "demo-token-alice";
const BOB = "demo-token-bob";
const READER = "demo-token-reader";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "5.9" });
});

function fixture(name: string): string {
  const id = app.store.fixtures[name];
  if (!id) throw new Error(`no fixture ${name}`);
  return id;
}

const refusal = (message: string) => ({ error: message, error_description: message });
const accts = (body: unknown) => list(body).map((account) => account.acct);

const followed = (query = "", token = ALICE) =>
  call(app, "GET", `/api/v1/groups/followed${query}`, { token });
const create = (body: unknown, token = ALICE) =>
  call(app, "POST", "/api/v1/groups", { token, body });

describe("the seeded groups on 5.9", () => {
  it("are accounts with is_group, found like people by id, lookup and search", async () => {
    const cafe = obj((await call(app, "GET", "/api/v1/accounts/lookup?acct=fediverse-cafe")).body);
    expect(cafe).toMatchObject({ id: fixture("account:fediverse-cafe"), is_group: true });
    expect(cafe.followers_count).toBeGreaterThanOrEqual(30);
    const alice = obj((await call(app, "GET", "/api/v1/accounts/lookup?acct=alice")).body);
    expect(alice.is_group).toBe(false);

    const remote = fixture("account:film-club@remote.example");
    const byId = obj((await call(app, "GET", `/api/v1/accounts/${remote}`)).body);
    expect(byId).toMatchObject({ acct: "film-club@remote.example", is_group: true });
    const looked = await call(app, "GET", "/api/v1/accounts/lookup?acct=film-club@remote.example");
    expect(obj(looked.body).id).toBe(remote);
    const searched = await call(app, "GET", "/api/v1/accounts/search?q=film", { token: ALICE });
    expect(accts(searched.body)).toContain("film-club@remote.example");
    const everywhere = await call(app, "GET", "/api/v2/search?q=quiet-room", { token: ALICE });
    expect(accts(obj(everywhere.body).accounts)).toEqual(["quiet-room"]);
  });

  it("has alice in the café and moderating her garden, not in the locked room or the film club", async () => {
    expect(accts((await followed()).body)).toEqual(["fediverse-cafe", "alice-garden"]);
    expect(accts((await followed("?filter=moderating")).body)).toEqual(["alice-garden"]);
    const room = obj((await call(app, "GET", "/api/v1/accounts/lookup?acct=quiet-room")).body);
    expect(room.locked).toBe(true);
    const ids = [room.id, fixture("account:film-club@remote.example")] as string[];
    const relations = await call(
      app,
      "GET",
      `/api/v1/accounts/relationships?${ids.map((id) => `id[]=${id}`).join("&")}`,
      { token: ALICE },
    );
    for (const relation of list(relations.body)) {
      expect(relation).toMatchObject({ following: false, requested: false });
    }
  });

  it("shows a group's announce of a member's post on the first page of alice's home", async () => {
    const home = list((await call(app, "GET", "/api/v1/timelines/home", { token: ALICE })).body);
    const announce = home.find((status) => status.id === fixture("groupAnnounce"));
    if (!announce) throw new Error("the group announce is not on the first page");
    expect(obj(announce.account).acct).toBe("fediverse-cafe");
    expect(announce.group).toBeNull();
    expect(announce.conversation).toBeNull();
    const original = obj(announce.reblog);
    expect(original.id).toBe(fixture("groupTitledPost"));
    expect(obj(original.group).acct).toBe("fediverse-cafe");
    expect(original.title).toBe("Saturday meetup at the library");
  });
});

describe("GET /api/v1/groups/followed", () => {
  it("needs a token", async () => {
    const answer = await call(app, "GET", "/api/v1/groups/followed");
    expect(answer.status).toBe(401);
    expect(answer.body).toContain("auth header is not present");
  });

  it("refuses a filter it does not know, after reading the query", async () => {
    const bad = await followed("?filter=member");
    expect(bad).toMatchObject({ status: 400, body: refusal("invalid filter type") });
    const badOffset = await followed("?filter=member&offset=x");
    expect(obj(badOffset.body).error_description).toBe(
      "Query deserialize error: invalid digit found in string",
    );
  });

  it("pages by offset and limit", async () => {
    expect(accts((await followed("?limit=1")).body)).toEqual(["fediverse-cafe"]);
    expect(accts((await followed("?offset=1&limit=1")).body)).toEqual(["alice-garden"]);
    expect(accts((await followed("?offset=2")).body)).toEqual([]);
  });

  it("lists a joined remote group, and not a locked one that has not let the user in", async () => {
    const filmClub = fixture("account:film-club@remote.example");
    const room = fixture("account:quiet-room");
    await call(app, "POST", `/api/v1/accounts/${filmClub}/follow`, { token: ALICE });
    await call(app, "POST", `/api/v1/accounts/${room}/follow`, { token: ALICE });
    expect(accts((await followed()).body)).toEqual([
      "fediverse-cafe",
      "film-club@remote.example",
      "alice-garden",
    ]);
  });
});

describe("POST /api/v1/groups", () => {
  it("reads a JSON body with a name", async () => {
    const bare = await call(app, "POST", "/api/v1/groups", { token: ALICE });
    expect(bare).toMatchObject({ status: 400, body: refusal("Content type error") });
    const nameless = await create({ description: "x" });
    expect(obj(nameless.body).error_description).toMatch(
      /^Json deserialize error: missing field `name`/,
    );
  });

  it("checks the name's rules in the server's order", async () => {
    const refused = async (name: string) => obj((await create({ name })).body).error_description;
    expect(await refused("")).toBe("username is empty");
    expect(await refused("a".repeat(101))).toBe("username is too long");
    expect(await refused("a b")).toBe("invalid username");
    expect(await refused("a.b")).toBe(
      "only letters, numbers, hyphens, and underscores are allowed in usernames",
    );
    expect(await refused("a".repeat(31))).toBe("username is too long");
    // Any local person or group whose name matches, in any case; `_` matches any one character.
    expect(await refused("Fediverse-Cafe")).toBe("user already exists");
    expect(await refused("bob")).toBe("user already exists");
    expect(await refused("alic_")).toBe("user already exists");
  });

  it("refuses a user who may not post, before the name", async () => {
    const answer = await create({ name: "" }, READER);
    expect(answer).toMatchObject({ status: 403, body: refusal("permission error") });
  });

  it("makes the creator its admin and first member", async () => {
    const made = await create({ name: "Night_Owls", description: "Up *late*." });
    expect(made.status).toBe(200);
    const group = obj(made.body);
    expect(group).toMatchObject({
      username: "Night_Owls",
      acct: "Night_Owls",
      display_name: "",
      is_group: true,
      locked: false,
      followers_count: 1,
    });
    expect(group.note).toBe("<p>Up <em>late</em>.</p>");
    expect(accts((await followed("?filter=moderating")).body)).toContain("Night_Owls");
    expect(accts((await followed()).body)).toContain("Night_Owls");
    const members = await call(app, "GET", `/api/v1/groups/${String(group.id)}/members`);
    expect(list(members.body).map((item) => obj(item.account).acct)).toEqual(["alice"]);
    const source = await call(app, "GET", `/api/v1/groups/${String(group.id)}/source`, {
      token: ALICE,
    });
    expect(source.body).toEqual({ description: "Up *late*." });
  });

  it("keeps no description as null", async () => {
    const group = obj((await create({ name: "plain" })).body);
    const source = await call(app, "GET", `/api/v1/groups/${String(group.id)}/source`, {
      token: ALICE,
    });
    expect(source.body).toEqual({ description: null });
    expect(group.note).toBe("");
  });
});

describe("a group's source, profile and deletion", () => {
  const garden = () => fixture("account:alice-garden");

  it("is for its admins only; anything but a local group is not found", async () => {
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", {}],
      ["DELETE", undefined],
    ] as const) {
      const path = (id: string) =>
        method === "GET" ? `/api/v1/groups/${id}/source` : `/api/v1/groups/${id}`;
      const ask = (id: string, token = ALICE) => call(app, method, path(id), { token, body });
      expect(await ask(garden(), BOB)).toMatchObject({
        status: 403,
        body: refusal("permission error"),
      });
      // A member who is no admin is refused too.
      expect((await ask(fixture("account:fediverse-cafe"))).status).toBe(403);
      for (const other of [
        fixture("account:film-club@remote.example"),
        fixture("account:bob"),
        "01900000-0000-7000-8000-000000000000",
      ]) {
        expect(await ask(other)).toMatchObject({ status: 404, body: refusal("account not found") });
      }
    }
  });

  it("gives the description as typed", async () => {
    const source = await call(app, "GET", `/api/v1/groups/${garden()}/source`, { token: ALICE });
    expect(source.body).toEqual({
      description: "Balcony pots, allotments and seed swaps. Questions welcome, slugs not.",
    });
  });

  it("updates the description from a JSON body; none keeps it", async () => {
    const path = `/api/v1/groups/${garden()}`;
    const bare = await call(app, "PATCH", path, { token: ALICE });
    expect(bare).toMatchObject({ status: 400, body: refusal("Content type error") });
    const kept = obj((await call(app, "PATCH", path, { token: ALICE, body: {} })).body);
    expect(kept.note).toContain("seed swaps");
    const changed = await call(app, "PATCH", path, {
      token: ALICE,
      body: { description: "Now with **worms**." },
    });
    expect(changed.status).toBe(200);
    expect(obj(changed.body)).toMatchObject({
      is_group: true,
      note: "<p>Now with <strong>worms</strong>.</p>",
    });
    const source = await call(app, "GET", `/api/v1/groups/${garden()}/source`, { token: ALICE });
    expect(source.body).toEqual({ description: "Now with **worms**." });
    const long = await call(app, "PATCH", path, {
      token: ALICE,
      body: { description: "x".repeat(10_001) },
    });
    expect(long).toMatchObject({ status: 400, body: refusal("bio is too long") });
  });

  it("deletes the group; its posts stay their authors', in no group", async () => {
    const thread = fixture("groupThread");
    const answer = await call(app, "DELETE", `/api/v1/groups/${garden()}`, { token: ALICE });
    expect(answer.status).toBe(204);
    expect((await call(app, "GET", `/api/v1/accounts/${garden()}`)).status).toBe(404);
    const post = obj((await call(app, "GET", `/api/v1/statuses/${thread}`, { token: ALICE })).body);
    expect(post.group).toBeNull();
    expect(obj(post.conversation).can_moderate).toBe(false);
    expect(accts((await followed()).body)).toEqual(["fediverse-cafe"]);
  });
});

describe("deleting an account", () => {
  it("takes the local groups it was the last admin of along", async () => {
    const deleted = await call(app, "POST", "/api/v1/settings/delete_account", { token: ALICE });
    expect(deleted.status).toBe(204);
    const garden = fixture("account:alice-garden");
    expect((await call(app, "GET", `/api/v1/accounts/${garden}`)).status).toBe(404);
    const cafe = obj(
      (await call(app, "GET", `/api/v1/accounts/${fixture("account:fediverse-cafe")}`)).body,
    );
    expect(cafe.followers_count).toBe(29);
    // bob's post stays his, in no group.
    const thread = obj((await call(app, "GET", `/api/v1/statuses/${fixture("groupThread")}`)).body);
    expect(thread.group).toBeNull();
  });
});

describe("GET /api/v1/groups/:id/members", () => {
  it("lists the admins only, to anyone", async () => {
    const garden = await call(
      app,
      "GET",
      `/api/v1/groups/${fixture("account:alice-garden")}/members`,
    );
    expect(garden.status).toBe(200);
    const [only, ...rest] = list(garden.body);
    expect(rest).toEqual([]);
    expect(only?.affiliation).toBe("admin");
    expect(obj(only?.account).acct).toBe("alice");
    const remote = fixture("account:film-club@remote.example");
    const filmClub = await call(app, "GET", `/api/v1/groups/${remote}/members`);
    expect(list(filmClub.body).map((item) => obj(item.account).acct)).toEqual([
      "carol@remote.example",
    ]);
  });

  it("answers 404 for a person and for an unknown id, in the server's words", async () => {
    const person = await call(app, "GET", `/api/v1/groups/${fixture("account:bob")}/members`);
    expect(person).toMatchObject({ status: 404, body: refusal("group not found") });
    const unknown = await call(
      app,
      "GET",
      "/api/v1/groups/01900000-0000-7000-8000-000000000000/members",
    );
    expect(unknown).toMatchObject({ status: 404, body: refusal("profile not found") });
  });
});

describe("joining and leaving a group", () => {
  it("is following it: members are its followers", async () => {
    const filmClub = fixture("account:film-club@remote.example");
    const before = obj((await call(app, "GET", `/api/v1/accounts/${filmClub}`)).body);
    const joined = await call(app, "POST", `/api/v1/accounts/${filmClub}/follow`, { token: ALICE });
    expect(obj(joined.body)).toMatchObject({ following: true, requested: false });
    const after = obj((await call(app, "GET", `/api/v1/accounts/${filmClub}`)).body);
    expect(after.followers_count).toBe(Number(before.followers_count) + 1);
    // The group's announces now reach alice's home.
    const home = list(
      (await call(app, "GET", "/api/v1/timelines/home?limit=200", { token: ALICE })).body,
    );
    const announced = home.filter((status) => obj(status.account).id === filmClub);
    expect(announced.map((status) => obj(status.reblog).id)).toContain(fixture("groupRemotePost"));
    expect(announced.every((status) => obj(obj(status.reblog).group).id === filmClub)).toBe(true);
    const left = await call(app, "POST", `/api/v1/accounts/${filmClub}/unfollow`, { token: ALICE });
    expect(obj(left.body).following).toBe(false);
  });

  it("waits as a request for a locked group", async () => {
    const room = fixture("account:quiet-room");
    const asked = await call(app, "POST", `/api/v1/accounts/${room}/follow`, { token: ALICE });
    expect(obj(asked.body)).toMatchObject({ following: false, requested: true });
    const again = await call(app, "GET", `/api/v1/accounts/relationships?id[]=${room}`, {
      token: ALICE,
    });
    expect(list(again.body)[0]).toMatchObject({ following: false, requested: true });
  });
});

describe("groups on 3.10", () => {
  it("have no route, no seeded group and no is_group", async () => {
    const old = createDemoApp({ server: "3.10" });
    const cafe = "01901931-9c00-73c9-9849-981e8e371542";
    for (const [method, path, body] of [
      ["GET", "/api/v1/groups/followed", undefined],
      ["POST", "/api/v1/groups", { name: "club" }],
      ["GET", `/api/v1/groups/${cafe}/source`, undefined],
      ["PATCH", `/api/v1/groups/${cafe}`, {}],
      ["DELETE", `/api/v1/groups/${cafe}`, undefined],
      ["GET", `/api/v1/groups/${cafe}/members`, undefined],
      ["GET", `/api/v1/timelines/group/${cafe}`, undefined],
    ] as const) {
      expect(await call(old, method, path, { token: ALICE, body })).toMatchObject({
        status: 404,
        body: "",
      });
    }
    expect((await call(old, "GET", "/api/v1/accounts/lookup?acct=fediverse-cafe")).status).toBe(
      404,
    );
    expect(
      Object.keys(old.store.fixtures).filter((name) => /group|cafe|garden/.test(name)),
    ).toEqual([]);
    const alice = obj((await call(old, "GET", "/api/v1/accounts/lookup?acct=alice")).body);
    expect("is_group" in alice).toBe(false);
  });
});
