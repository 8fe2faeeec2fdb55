import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

const ALICE = "demo-token-alice";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "5.9" });
});

function fixture(name: string): string {
  const id = app.store.fixtures[name];
  if (!id) throw new Error(`no fixture ${name}`);
  return id;
}

const vote = (id: string, choices: unknown) =>
  call(app, "POST", `/api/v1/polls/${id}/votes`, { token: ALICE, body: { choices } });

describe("polls on 5.9", () => {
  it("shows a poll on its post, with the viewer's own votes", async () => {
    const status = obj(
      (await call(app, "GET", `/api/v1/statuses/${fixture("pollVoted")}`, { token: ALICE })).body,
    );
    const poll = obj(status.poll);
    expect(poll.id).toBe(status.id);
    expect(poll.voted).toBe(true);
    expect(poll.own_votes).toEqual([1]);
    expect(poll.votes_count).toBe(4);
    expect(poll.options).toEqual([
      { title: "Tea", votes_count: 1 },
      { title: "Coffee", votes_count: 3 },
      { title: "Water, honestly", votes_count: 0 },
    ]);
  });

  it("lists the custom emoji of the options", async () => {
    const status = obj((await call(app, "GET", `/api/v1/statuses/${fixture("pollEmoji")}`)).body);
    const emojis = obj(status.poll).emojis as { shortcode: string }[];
    expect(emojis.map((emoji) => emoji.shortcode)).toEqual(["blobcat", "mitra", "party_parrot"]);
  });

  it("counts a vote once, and refuses a second one", async () => {
    const first = await vote(fixture("pollSingle"), [2]);
    expect(first.status).toBe(200);
    const poll = obj(first.body);
    expect(poll.voted).toBe(true);
    expect(poll.own_votes).toEqual([2]);
    expect(poll.voters_count).toBe(6);
    const again = await vote(fixture("pollSingle"), [0]);
    expect(again.status).toBe(422);
    expect(obj(again.body).error_description).toBe("already voted");
  });

  it("takes several choices only on a multiple-choice poll", async () => {
    expect((await vote(fixture("pollSingle"), [0, 1])).status).toBe(400);
    const multiple = await vote(fixture("pollMultiple"), [0, 3]);
    expect(multiple.status).toBe(200);
    expect(obj(multiple.body).votes_count).toBe(8);
    expect(obj(multiple.body).voters_count).toBe(5);
  });

  it("refuses invalid choices and closed polls", async () => {
    expect(obj((await vote(fixture("pollSingle"), [3])).body).error_description).toBe(
      "invalid choices",
    );
    expect((await vote(fixture("pollSingle"), [])).status).toBe(400);
    const closed = await vote(fixture("pollExpired"), [0]);
    expect(closed.status).toBe(422);
    expect(obj(closed.body).error_description).toBe("poll has ended");
  });

  it("publishes a post with a poll within configuration.polls", async () => {
    const instance = obj((await call(app, "GET", "/api/v1/instance")).body);
    expect(obj(instance.configuration).polls).toEqual({
      max_options: 4,
      max_characters_per_option: 50,
      min_expiration: 300,
      max_expiration: 2_629_746,
    });
    const post = (poll: unknown) =>
      call(app, "POST", "/api/v1/statuses", { token: ALICE, body: { status: "Poll?", poll } });
    const made = await post({ options: ["Yes", "No"], expires_in: 3600, multiple: true });
    expect(made.status).toBe(200);
    const poll = obj(obj(made.body).poll);
    expect(poll.multiple).toBe(true);
    expect(poll.options).toEqual([
      { title: "Yes", votes_count: 0 },
      { title: "No", votes_count: 0 },
    ]);
    expect((await post({ options: ["a", "b", "c", "d", "e"], expires_in: 3600 })).status).toBe(400);
    expect((await post({ options: ["a", "x".repeat(51)], expires_in: 3600 })).status).toBe(400);
    expect((await post({ options: ["a", "b"], expires_in: 60 })).status).toBe(400);
    expect((await post({ options: ["only one"], expires_in: 3600 })).status).toBe(400);
  });
});

describe("polls on 3.10", () => {
  it("has no poll key, no limits and no vote path", async () => {
    const old = createDemoApp({ server: "3.10" });
    const posts = list((await call(old, "GET", "/api/v1/timelines/home", { token: ALICE })).body);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.some((post) => "poll" in post)).toBe(false);
    const instance = obj((await call(old, "GET", "/api/v1/instance")).body);
    expect("polls" in obj(instance.configuration)).toBe(false);
    const status = posts[0]?.id as string;
    const answer = await call(old, "POST", `/api/v1/polls/${status}/votes`, {
      token: ALICE,
      body: { choices: [0] },
    });
    expect(answer.status).toBe(404);
  });
});
