import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

/** Remote people the instance has never met appear only on a resolving account search. */
describe("unseen remote accounts", () => {
  const search = (app: ReturnType<typeof createDemoApp>, q: string, resolve: boolean) =>
    call(
      app,
      "GET",
      `/api/v1/accounts/search?q=${encodeURIComponent(q)}&resolve=${String(resolve)}&limit=5`,
    );

  it("are unknown to lookups and to searches that do not resolve", async () => {
    const app = createDemoApp({ server: "3.10" });
    expect(list((await search(app, "oscar@faraway.example", false)).body)).toEqual([]);
    expect(list((await search(app, "oscar", false)).body)).toEqual([]);
    const lookup = await call(app, "GET", "/api/v1/accounts/lookup?acct=oscar@faraway.example");
    expect(lookup.status).toBe(404);
  });

  it("are fetched by a resolving search of their full address, and known from then on", async () => {
    const app = createDemoApp({ server: "5.9" });
    // A bare name or part of the address resolves nothing.
    expect(list((await search(app, "oscar", true)).body)).toEqual([]);
    expect(list((await search(app, "oscar@faraway", true)).body)).toEqual([]);
    const [found, ...rest] = list((await search(app, "@Oscar@Faraway.example", true)).body);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      acct: "oscar@faraway.example",
      display_name: "Oscar Faraway",
      url: "https://faraway.example/users/oscar",
    });
    expect(String(found?.note)).toContain("Subscribes to the creators");
    // Known now: a plain search and the lookup find the same account, and a
    // second resolve adds no copy.
    expect(list((await search(app, "oscar@faraway.example", false)).body)).toEqual([found]);
    expect(list((await search(app, "oscar@faraway.example", true)).body)).toEqual([found]);
    const lookup = await call(app, "GET", "/api/v1/accounts/lookup?acct=oscar@faraway.example");
    expect(obj(lookup.body).id).toBe(found?.id);
  });

  it("are forgotten again on reset", async () => {
    const app = createDemoApp({ server: "3.10" });
    expect(list((await search(app, "peggy@elsewhere.example", true)).body)).toHaveLength(1);
    await call(app, "POST", "/__demo/reset");
    expect(list((await search(app, "peggy@elsewhere.example", false)).body)).toEqual([]);
  });
});
