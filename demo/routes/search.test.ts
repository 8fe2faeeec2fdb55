import { describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import type { ServerVersion } from "../store/versions.ts";
import { call, fixedToken, list, obj } from "../testing.ts";

const ALICE = fixedToken("alice");
const BOB = fixedToken("bob");

/** A remote profile's acct: an address with a host, or its actor URL when it has no WebFinger. */
const isRemote = (acct: string) => acct.includes("@") || acct.includes("://");

async function search(app: DemoApp, q: string, extra = "", token = ALICE) {
  const answer = await call(app, "GET", `/api/v2/search?q=${encodeURIComponent(q)}${extra}`, {
    token,
  });
  expect(answer.status, q).toBe(200);
  const body = obj(answer.body);
  return {
    accounts: list(body.accounts).map((item) => String(item.acct)),
    statuses: list(body.statuses).map((item) => String(item.id)),
    statusUris: list(body.statuses).map((item) => String(item.uri)),
    hashtags: list(body.hashtags).map((item) => String(item.name)),
  };
}

async function post(app: DemoApp, token: string, status: string): Promise<string> {
  const answer = await call(app, "POST", "/api/v1/statuses", {
    token,
    body: { status, visibility: "public" },
  });
  expect(answer.status).toBe(200);
  return String(obj(answer.body).id);
}

const nothing = { accounts: [], statuses: [], hashtags: [] };

for (const server of ["3.10", "5.9"] satisfies ServerVersion[]) {
  describe(`the demo's search at ${server}, kind by kind as the server's`, () => {
    it("answers a visitor 401 and asks for q", async () => {
      const app = createDemoApp({ server });
      expect((await call(app, "GET", "/api/v2/search?q=alice")).status).toBe(401);
      const missing = await call(app, "GET", "/api/v2/search", { token: ALICE });
      expect(missing.status).toBe(400);
      expect(obj(missing.body).error_description).toBe(
        "Query deserialize error: missing field `q`",
      );
    });

    it("> finds posts only among the user's own, bookmarked, reacted-to and mentioning ones", async () => {
      const app = createDemoApp({ server });
      const own = await post(app, ALICE, "Walking the quokka trail at dawn");
      const bookmarked = await post(app, BOB, "A quokka photographed near the ferry");
      const liked = await post(app, BOB, "Quokka facts, part two");
      const reacted = await post(app, BOB, "Quokka facts, part three");
      const mentioning = await post(app, BOB, "@alice have you seen the quokka?");
      const strangers = await post(app, BOB, "The quokka colony grew this year");
      await call(app, "POST", `/api/v1/statuses/${bookmarked}/bookmark`, { token: ALICE });
      await call(app, "POST", `/api/v1/statuses/${liked}/favourite`, { token: ALICE });
      await call(app, "PUT", `/api/v1/pleroma/statuses/${reacted}/reactions/👍`, { token: ALICE });
      const found = (await search(app, ">quokka")).statuses;
      expect(found).toEqual([mentioning, reacted, liked, bookmarked, own]);
      expect(found).not.toContain(strangers);
      // Every word must be there, whatever its ending; a repost is never a result.
      expect((await search(app, ">quokkas trail")).statuses).toEqual([own]);
      await call(app, "POST", `/api/v1/statuses/${strangers}/reblog`, { token: ALICE });
      expect((await search(app, ">colony")).statuses).toEqual([]);
      // The author's own search covers it.
      expect((await search(app, ">colony", "", BOB)).statuses).toEqual([strangers]);
    });

    it("type=statuses reads the whole query as a post search, paged by limit and offset", async () => {
      const app = createDemoApp({ server });
      const ids = [];
      for (const n of [1, 2, 3]) ids.push(await post(app, ALICE, `Numbat count ${n}`));
      expect((await search(app, "numbat count", "&type=statuses")).statuses).toEqual(
        ids.toReversed(),
      );
      expect((await search(app, ">numbat", "&type=statuses&limit=1&offset=1")).statuses).toEqual([
        ids[1],
      ]);
      expect((await search(app, "numbat", "&type=statuses")).accounts).toEqual([]);
    });

    it("#tag finds tags by part of their name, and nothing else", async () => {
      const app = createDemoApp({ server });
      await post(app, ALICE, "Gear talk #Rangefinder #rangefinders");
      const found = await search(app, "#rangefind");
      expect(found.hashtags).toEqual(["rangefinder", "rangefinders"]);
      expect(found.accounts).toEqual([]);
      expect(found.statuses).toEqual([]);
      expect((await search(app, "#rangefind", "&offset=1")).hashtags).toEqual(["rangefinders"]);
    });

    it("a plain word or @address finds profiles by address only, local first", async () => {
      const app = createDemoApp({ server });
      // Mitra puts no exact match first: the alice-garden group may come before.
      expect((await search(app, "alice")).accounts).toContain("alice");
      expect((await search(app, "@ALICE")).accounts).toContain("alice");
      expect((await search(app, "alice@demo.test")).accounts).toContain("alice");
      // By address only: a display name is not searched.
      expect((await search(app, "@nobody-by-that-name")).accounts).toEqual([]);
      expect((await search(app, "acct:carol@remote.example")).accounts).toEqual([
        "carol@remote.example",
      ]);
      expect((await search(app, "carol@remote")).accounts).toEqual(["carol@remote.example"]);
      const found = await search(app, "a");
      expect(found.accounts.length).toBeGreaterThan(2);
      const firstRemote = found.accounts.findIndex(isRemote);
      expect(found.accounts.slice(firstRemote).every(isRemote)).toBe(true);
      expect(found.statuses).toEqual([]);
      expect((await search(app, "a", "&limit=2")).accounts).toHaveLength(2);
    });

    it("lists local profiles recently updated first from 3.23, in the store's order before", async () => {
      const app = createDemoApp({ server });
      const before = (await search(app, "a")).accounts;
      const locals = before.filter((acct) => !isRemote(acct));
      const last = locals.at(-1) ?? "";
      const renamed = await call(app, "PATCH", `/__demo/accounts/${last}`, {
        body: { display_name: "Renamed" },
      });
      expect(renamed.status, `${last}: ${JSON.stringify(renamed.body)}`).toBe(200);
      const after = (await search(app, "a")).accounts;
      if (server === "3.10") expect(after).toEqual(before);
      else expect(after[0]).toBe(last);
    });

    it("a full address nobody knows is fetched; type=accounts never fetches", async () => {
      const app = createDemoApp({ server });
      expect((await search(app, "oscar@faraway.example", "&type=accounts")).accounts).toEqual([]);
      expect((await search(app, "@oscar@faraway.example")).accounts).toEqual([
        "oscar@faraway.example",
      ]);
      expect((await search(app, "#oscar", "&type=accounts")).accounts).toEqual([]);
    });

    it("a URL finds the post at its object id, or the profile at its actor id", async () => {
      const app = createDemoApp({ server });
      const id = await post(app, BOB, "Tide tables for the weekend");
      const uri = `http://demo.test/objects/${id}`;
      expect(await search(app, uri)).toMatchObject({ statuses: [id], accounts: [] });
      expect((await search(app, "http://demo.test/users/bob")).accounts).toEqual(["bob"]);
      // A local post's page is no object id, and an unknown address is nothing.
      expect(await search(app, `http://demo.test/post/${id}`)).toMatchObject(nothing);
      expect(await search(app, "https://nowhere.example/notes/1")).toMatchObject(nothing);
    });

    it("a URL to a post the user may not see finds nothing", async () => {
      const app = createDemoApp({ server });
      const answer = await call(app, "POST", "/api/v1/statuses", {
        token: BOB,
        body: { status: "Only for my followers", visibility: "private" },
      });
      const id = String(obj(answer.body).id);
      expect(await search(app, `http://demo.test/objects/${id}`, "", fixedToken("reader"))).toEqual(
        expect.objectContaining({ statuses: [] }),
      );
    });

    it("an Ethereum address or a DID finds the profiles that proved it", async () => {
      const app = createDemoApp({ server });
      const address = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
      expect((await search(app, address)).accounts).toEqual(["alice"]);
      expect((await search(app, address.toUpperCase().replace("0X", "0x"))).accounts).toEqual([
        "alice",
      ]);
      expect((await search(app, `did:pkh:eip155:1:${address}`)).accounts).toEqual(["alice"]);
      expect((await search(app, "0x0000000000000000000000000000000000000001")).accounts).toEqual(
        [],
      );
    });

    it.each([
      ["two plain words", "quokka trail"],
      ["a lone >", ">"],
      ["> and stop words only", ">the and of"],
      ["a tag with a space", "#two words"],
      ["an address with a bad hostname", "@user@social%example"],
      ["nothing", "   "],
      ["a DID that does not parse", "did:web:"],
    ])("finds nothing for %s", async (_name, q) => {
      const app = createDemoApp({ server });
      await post(app, ALICE, "Walking the quokka trail at dawn");
      expect(await search(app, q)).toMatchObject(nothing);
    });
  });
}
