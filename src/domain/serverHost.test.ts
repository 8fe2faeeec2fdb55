import { describe, expect, it } from "vitest";
import { accountHost, normalizeHost } from "./serverHost";

describe("a server's host name", () => {
  it("reads what a person types or pastes, as the server stores it", () => {
    expect(normalizeHost(" Social.Example ")).toBe("social.example");
    expect(normalizeHost("https://social.example/@bob")).toBe("social.example");
    expect(normalizeHost("@bob@social.example")).toBe("social.example");
    expect(normalizeHost("social.example:8443")).toBe("social.example:8443");
  });

  it("refuses what is not a host name", () => {
    expect(normalizeHost("")).toBeNull();
    expect(normalizeHost("not a host")).toBeNull();
    expect(normalizeHost("localhost")).toBeNull();
    expect(normalizeHost(".example")).toBeNull();
    expect(normalizeHost("ex_ample.org")).toBeNull();
  });

  it("names an account's server, none for a local account", () => {
    expect(accountHost("bob@social.example")).toBe("social.example");
    expect(accountHost("alice")).toBeNull();
    expect(accountHost("https://nowebfinger.example/actor")).toBeNull();
  });
});
