import { describe, expect, it } from "vitest";
import { homeKey, threadIndexKey, threadKey } from "@/domain/offlineCopy";
import { keptCopies } from "./keptCopies";

// Without IndexedDB (as here) the copies live in memory, by the same rules.
describe("the copies kept offline", () => {
  it("are removed for the account signing out alone, after the writes asked before", async () => {
    void keptCopies.write(homeKey("1"), { posts: ["mine"] });
    void keptCopies.write(threadKey("1", "9"), { posts: ["mine"] });
    void keptCopies.write(threadIndexKey("1"), [{ id: "9", size: 1 }]);
    void keptCopies.write(homeKey("12"), { posts: ["other"] });
    await keptCopies.forgetAccount("1");
    expect(await keptCopies.read(homeKey("1"))).toBeUndefined();
    expect(await keptCopies.read(threadKey("1", "9"))).toBeUndefined();
    expect(await keptCopies.read(threadIndexKey("1"))).toBeUndefined();
    expect(await keptCopies.read(homeKey("12"))).toEqual({ posts: ["other"] });
  });
});
