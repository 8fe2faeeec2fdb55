import { describe, expect, it } from "vitest";
import { AccountSchema } from "@/api/entities/account";
import { pickSender } from "./subscriptions";
import { parse } from "@/api/schema";

const account = (id: string, acct: string) =>
  parse(AccountSchema, { id, username: acct.split("@")[0], acct });

describe("finding the visitor's own profile", () => {
  const alice = account("1", "alice");
  const malice = account("2", "malice@social.example");
  const alicia = account("3", "alicia");

  it("takes the one match, or the exact address among several", () => {
    expect(pickSender([alice], "@alice", "9")).toEqual({ account: alice });
    expect(pickSender([malice, alice], "Alice", "9")).toEqual({ account: alice });
    expect(pickSender([malice, alicia], "ali", "9")).toEqual({ error: "several" });
    expect(pickSender([], "nobody", "9")).toEqual({ error: "none" });
    expect(pickSender([alice], "alice", "1")).toEqual({ error: "none" });
  });

  it("says the list was cut when a capped search is full without the exact address", () => {
    // A guest on a newer server sees at most 2 accounts: the one they mean may be the third.
    expect(pickSender([malice, alicia], "ali", "9", 2)).toEqual({ error: "limited" });
    expect(pickSender([malice, alice], "alice", "9", 2)).toEqual({ account: alice });
    // Fewer matches than the cap are the whole answer.
    expect(pickSender([alicia], "ali", "9", 2)).toEqual({ account: alicia });
  });
});
