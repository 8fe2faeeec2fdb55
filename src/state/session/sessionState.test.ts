import { describe, expect, it } from "vitest";
import { currentToken, NO_SESSION, sessionReducer, type SessionState } from "./sessionState";

const two: SessionState = {
  accounts: ["a", "b"],
  current: "a",
  tokens: { a: "token-a", b: "token-b" },
  legacyToken: null,
  expired: false,
};

describe("sessionReducer", () => {
  it("signing in adds the account at the end, shows it and forgets an expiry", () => {
    const state = sessionReducer(
      { ...NO_SESSION, expired: true },
      { type: "signedIn", id: "a", token: "t" },
    );
    expect(state).toEqual({
      accounts: ["a"],
      current: "a",
      tokens: { a: "t" },
      legacyToken: null,
      expired: false,
    });
    const again = sessionReducer(sessionReducer(state, { type: "signedIn", id: "b", token: "u" }), {
      type: "signedIn",
      id: "a",
      token: "renewed",
    });
    expect(again.accounts).toEqual(["a", "b"]);
    expect(currentToken(again)).toBe("renewed");
  });

  it("switches only to an account signed in here", () => {
    expect(sessionReducer(two, { type: "switched", id: "b" }).current).toBe("b");
    expect(sessionReducer(two, { type: "switched", id: "c" })).toBe(two);
  });

  it("the account drawn leaves; the next takes its place, or the one before when it was last", () => {
    const afterA = sessionReducer(two, { type: "ended", id: "a", reason: "signedOut" });
    expect(afterA).toEqual({ ...two, accounts: ["b"], current: "b", tokens: { b: "token-b" } });
    const fromLast = sessionReducer(
      { ...two, current: "b" },
      { type: "ended", id: "b", reason: "expired" },
    );
    expect(fromLast.current).toBe("a");
    // More than one account left: no visit to the landing page, nothing to explain.
    expect(fromLast.expired).toBe(false);
  });

  it("a second report of the same failure ends no other account", () => {
    const once = sessionReducer(two, { type: "ended", id: "a", reason: "expired" });
    expect(sessionReducer(once, { type: "ended", id: "a", reason: "expired" })).toBe(once);
  });

  it("the last account leaving ends the session; an expired token says so", () => {
    const one = sessionReducer(NO_SESSION, { type: "signedIn", id: "a", token: "t" });
    expect(sessionReducer(one, { type: "ended", id: "a", reason: "signedOut" })).toEqual(
      NO_SESSION,
    );
    const expired = sessionReducer(one, { type: "ended", id: "a", reason: "expired" });
    expect(expired).toEqual({ ...NO_SESSION, expired: true });
    expect(currentToken(expired)).toBeNull();
  });

  it("another account's refused token takes that account out alone", () => {
    const state = sessionReducer(two, { type: "otherExpired", id: "b" });
    expect(state).toEqual({ ...two, accounts: ["a"], tokens: { a: "token-a" } });
  });

  it("a token kept from before is the session until its user is known, then that account's", () => {
    const legacy: SessionState = { ...NO_SESSION, legacyToken: "old" };
    expect(currentToken(legacy)).toBe("old");
    const adopted = sessionReducer(legacy, { type: "legacyAdopted", id: "a", token: "old" });
    expect(adopted).toEqual({
      accounts: ["a"],
      current: "a",
      tokens: { a: "old" },
      legacyToken: null,
      expired: false,
    });
    expect(sessionReducer(legacy, { type: "ended", id: null, reason: "signedOut" })).toEqual(
      NO_SESSION,
    );
  });
});
