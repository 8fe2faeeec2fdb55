import { describe, expect, it } from "vitest";
import { postSearchText, searchChoices, searchKind } from "./searchQuery";

describe("the kind of search the server makes of a query, in its order", () => {
  it.each([
    ["did:key:z6MkvUie7gDQugJmyDQQPhMCCBfKJo7aGvzQYF2BqvFvdwx6", "did"],
    ["did:pkh:eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8", "did"],
    ["https://social.example/notes/1", "url"],
    ["ap://did:key:z6MkvUie7gDQugJmyDQQPhMCCBfKJo7aGvzQYF2BqvFvdwx6/actor", "url"],
    ["0x70997970C51812dc3a010C7d01b50e0d17dc79C8", "wallet"],
    ["#Activity", "tag"],
    ["#café", "tag"],
    [">some text", "posts"],
    ["string", "people"],
    ["@user@social.example", "people"],
    ["!group@example.com", "people"],
    ["acct:user@social.example", "people"],
    ["  @alice  ", "people"],
    ["some text", "none"],
    ["#two words", "none"],
    [">", "none"],
    ["", "none"],
  ])("%s is %s", (query, kind) => {
    expect(searchKind(query)).toBe(kind);
  });

  it("tries a DID before a URL and a URL before a tag or a profile", () => {
    // A DID also reads as a URL with the scheme "did:"; the server takes the DID.
    expect(searchKind("did:key:z6Mk")).toBe("did");
    // A URL with a fragment is still a URL, not a tag.
    expect(searchKind("https://example.com/#tag")).toBe("url");
    // An address with @ before a hostname is a profile, not a URL.
    expect(searchKind("user@example.com")).toBe("people");
  });

  it("reads a post search's words after the >", () => {
    expect(postSearchText(">  quiet harbour ")).toBe("quiet harbour");
    expect(postSearchText("quiet harbour")).toBe("quiet harbour");
  });
});

describe("the choices the search box offers", () => {
  const kinds = (typed: string) => searchChoices(typed).map((choice) => choice.kind);
  const queries = (typed: string) => searchChoices(typed).map((choice) => choice.query);

  it("offers a post search first for words with spaces, sent with >", () => {
    expect(searchChoices("quiet harbour")).toEqual([
      { kind: "posts", query: ">quiet harbour", shown: "quiet harbour" },
    ]);
  });

  it("offers posts, then the person, then the tag for a bare word", () => {
    expect(kinds("photography")).toEqual(["posts", "people", "tag"]);
    expect(queries("photography")).toEqual([">photography", "@photography", "#photography"]);
    // A bare word that cannot be a tag offers no tag.
    expect(kinds("alice.b")).toEqual(["posts", "people"]);
  });

  it("offers the person first for an address or @name", () => {
    expect(queries("@alice")).toEqual(["@alice", ">alice"]);
    expect(queries("carol@remote.example")).toEqual([
      "@carol@remote.example",
      ">carol@remote.example",
    ]);
    expect(queries("acct:carol@remote.example")[0]).toBe("@carol@remote.example");
  });

  it("offers tags first for #tag, then posts with its word", () => {
    expect(queries("#photo")).toEqual(["#photo", ">photo"]);
  });

  it("opens a URL, and finds who proved a DID or a wallet", () => {
    expect(kinds("https://social.example/notes/1")).toEqual(["open"]);
    expect(kinds("0x70997970c51812dc3a010c7d01b50e0d17dc79c8")).toEqual(["identity"]);
    expect(kinds("did:pkh:eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8")).toEqual([
      "identity",
    ]);
  });

  it("offers nothing for blank text or a lone >", () => {
    expect(searchChoices("   ")).toEqual([]);
    expect(searchChoices(">  ")).toEqual([]);
  });
});
