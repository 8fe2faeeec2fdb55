import { describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, obj } from "../testing.ts";
import type { ServerVersion } from "../store/versions.ts";

const ALICE = "demo-token-alice";

/** A fresh public post of bob's, untouched by the seed. */
async function freshPost(app: DemoApp): Promise<string> {
  const created = await call(app, "POST", "/api/v1/statuses", {
    token: "demo-token-bob",
    body: { status: "Do it twice", visibility: "public" },
  });
  return String(obj(created.body).id);
}

describe.each<ServerVersion>(["3.10", "5.9"])("doing it again on %s", (server) => {
  it("refuses a second repost: post already exists", async () => {
    const app = createDemoApp({ server });
    const id = await freshPost(app);
    expect(
      (await call(app, "POST", `/api/v1/statuses/${id}/reblog`, { token: ALICE })).status,
    ).toBe(200);
    const again = await call(app, "POST", `/api/v1/statuses/${id}/reblog`, { token: ALICE });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: "post already exists",
      error_description: "post already exists",
    });
    // Taking back a repost that is not there: 404.
    await call(app, "POST", `/api/v1/statuses/${id}/unreblog`, { token: ALICE });
    const none = await call(app, "POST", `/api/v1/statuses/${id}/unreblog`, { token: ALICE });
    expect(none.status).toBe(404);
    expect(obj(none.body).error_description).toBe("post not found");
  });

  it("refuses the same reaction twice: reaction already exists", async () => {
    const app = createDemoApp({ server });
    const id = await freshPost(app);
    const path = `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent("🎉")}`;
    expect((await call(app, "PUT", path, { token: ALICE })).status).toBe(200);
    const again = await call(app, "PUT", path, { token: ALICE });
    expect(again.status).toBe(400);
    expect(obj(again.body).error_description).toBe("reaction already exists");
    // Another reaction by the same person is fine.
    const other = `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent("👍")}`;
    expect((await call(app, "PUT", other, { token: ALICE })).status).toBe(200);
  });

  it("takes a favourite or a bookmark again, and undoing either twice, without an error", async () => {
    const app = createDemoApp({ server });
    const id = await freshPost(app);
    for (const action of ["favourite", "favourite", "unfavourite", "unfavourite"]) {
      expect(
        (await call(app, "POST", `/api/v1/statuses/${id}/${action}`, { token: ALICE })).status,
        action,
      ).toBe(200);
    }
    for (const action of ["bookmark", "bookmark", "unbookmark", "unbookmark"]) {
      expect(
        (await call(app, "POST", `/api/v1/statuses/${id}/${action}`, { token: ALICE })).status,
        action,
      ).toBe(200);
    }
    const favourited = obj(
      (await call(app, "POST", `/api/v1/statuses/${id}/favourite`, { token: ALICE })).body,
    );
    expect(favourited.favourites_count).toBe(1);
  });
});
