import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, list } from "../testing.ts";
import type { ServerVersion } from "../store/versions.ts";

describe.each<ServerVersion>(["3.10", "5.9"])("the social graph on %s", (server) => {
  it("lists followers, following and subscribers to the profile's owner only", async () => {
    const app = createDemoApp({ server });
    const alice = app.store.fixtures["account:alice"] ?? "";
    for (const kind of ["followers", "following", "subscribers"]) {
      const path = `/api/v1/accounts/${alice}/${kind}`;
      const own = list((await call(app, "GET", path, { token: "demo-token-alice" })).body);
      expect(own.length, kind).toBeGreaterThan(0);
      // Another user, an admin too, gets an empty list.
      for (const token of ["demo-token-bob", "demo-token-admin"]) {
        const other = await call(app, "GET", path, { token });
        expect(other.status, `${kind} as ${token}`).toBe(200);
        expect(other.body, `${kind} as ${token}`).toEqual([]);
      }
    }
  });
});
