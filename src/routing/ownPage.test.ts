import { describe, expect, it } from "vitest";
import { ownPagePath } from "./ownPage";

const HERE = "https://social.example";

describe("a link to one of this client's pages", () => {
  it("is opened as the page it names", () => {
    expect(ownPagePath(`${HERE}/post/0190`, HERE)).toBe("/post/0190");
    expect(ownPagePath(`${HERE}/@alice@remote.example`, HERE)).toBe("/@alice@remote.example");
    expect(ownPagePath(`${HERE}/tag/cats?x=1#top`, HERE)).toBe("/tag/cats?x=1#top");
  });

  it("is left to the server's search when it is another site's, none of our pages, or the search itself", () => {
    expect(ownPagePath("https://remote.example/post/0190", HERE)).toBeNull();
    expect(ownPagePath(`${HERE}/objects/0190`, HERE)).toBeNull();
    expect(ownPagePath(`${HERE}/users/alice`, HERE)).toBeNull();
    expect(ownPagePath(`${HERE}/search?q=cats`, HERE)).toBeNull();
    expect(ownPagePath("not a link", HERE)).toBeNull();
  });
});
