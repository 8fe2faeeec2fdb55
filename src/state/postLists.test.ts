import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { prependToGroup, prependToHome, removeFromLists } from "./postLists";
import { timelineKeys, type InfiniteIds } from "./timelines";

const alice = { id: "a1", token: "alice-token" };
const bob = { id: "b2", token: "bob-token" };
const HOME = { kind: "home" } as const;
const GROUP = { kind: "group", id: "g1" } as const;

const page = (...ids: string[]): InfiniteIds => ({
  pages: [{ ids, next: null }],
  pageParams: [null],
});
const ids = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<InfiniteIds>(key)?.pages.flatMap((each) => each.ids);

function twoAccounts() {
  const client = new QueryClient();
  for (const viewer of [alice, bob]) {
    client.setQueryData(timelineKeys.list(viewer, HOME), page("old"));
    client.setQueryData(timelineKeys.list(viewer, GROUP), page("old"));
  }
  return client;
}

describe("a new post in the cached lists, with two accounts signed in", () => {
  it("goes to the top of its author's home only", () => {
    const client = twoAccounts();
    prependToHome(client, alice, "new");
    expect(ids(client, timelineKeys.list(alice, HOME))).toEqual(["new", "old"]);
    expect(ids(client, timelineKeys.list(bob, HOME))).toEqual(["old"]);
  });

  it("goes to the top of the group's timeline as its author sees it only", () => {
    const client = twoAccounts();
    prependToGroup(client, alice, "g1", "new");
    expect(ids(client, timelineKeys.list(alice, GROUP))).toEqual(["new", "old"]);
    expect(ids(client, timelineKeys.list(bob, GROUP))).toEqual(["old"]);
  });

  it("leaves every account's lists once deleted: it is gone for everyone", () => {
    const client = twoAccounts();
    removeFromLists(client, (id) => id === "old");
    expect(ids(client, timelineKeys.list(alice, HOME))).toEqual([]);
    expect(ids(client, timelineKeys.list(bob, GROUP))).toEqual([]);
  });
});
