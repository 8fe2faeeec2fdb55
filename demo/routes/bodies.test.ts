import { describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, obj } from "../testing.ts";
import type { ServerVersion } from "../store/versions.ts";

const ADMIN = "demo-token-admin";
const ALICE = "demo-token-alice";

function remotePost(app: DemoApp): string {
  const found = [...app.store.statuses.values()].find(
    (status) => status.remoteUri !== null && status.reblogOfId === null,
  );
  if (!found) throw new Error("no remote post in the seed");
  return found.id;
}

function fixture(app: DemoApp, name: string): string {
  const id = app.store.fixtures[name];
  if (!id) throw new Error(`no fixture ${name}`);
  return id;
}

/** A POST with the raw body and content type given, as a client might send it. */
async function post(
  app: DemoApp,
  path: string,
  token: string,
  body?: string,
  contentType?: string,
): Promise<{ status: number; body: unknown }> {
  const headers = new Headers({ Authorization: `Bearer ${token}` });
  if (contentType !== undefined) headers.set("Content-Type", contentType);
  const response = await app.handle(
    new Request(`http://demo.test${path}`, { method: "POST", headers, body }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const refusal = (message: string) => ({ error: message, error_description: message });

describe("routes that read a JSON body need one", () => {
  it("load_activities on 5.9: no body is a content type error; {} loads the outbox", async () => {
    const app = createDemoApp({ server: "5.9" });
    const carol = fixture(app, "account:carol@remote.example");
    const path = `/api/v1/accounts/${carol}/load_activities`;
    expect(await post(app, path, ALICE)).toEqual({
      status: 400,
      body: refusal("Content type error"),
    });
    expect(
      await post(app, path, ALICE, "collection=featured", "application/x-www-form-urlencoded"),
    ).toMatchObject({ status: 400, body: refusal("Content type error") });
    expect((await post(app, path, ALICE, "{}", "application/json")).status).toBe(204);
    expect(
      (await call(app, "POST", path, { token: ALICE, body: { collection: "featured" } })).status,
    ).toBe(204);
    const wrong = await call(app, "POST", path, { token: ALICE, body: { collection: "posts" } });
    expect(obj(wrong.body).error_description).toBe("invalid collection type");
  });

  it("load_activities on 3.10 reads no body, and is for admins", async () => {
    const app = createDemoApp({ server: "3.10" });
    const carol = fixture(app, "account:carol@remote.example");
    const path = `/api/v1/accounts/${carol}/load_activities`;
    expect((await post(app, path, ADMIN)).status).toBe(204);
    expect((await post(app, path, ALICE)).status).toBe(403);
  });

  it("load_conversation on 5.9: no body is refused; {} is the legacy mode, use_context the whole thread", async () => {
    const app = createDemoApp({ server: "5.9" });
    const local = fixture(app, "welcomePost");
    const path = (id: string) => `/api/v1/statuses/${id}/load_conversation`;
    expect(await post(app, path(local), ADMIN)).toEqual({
      status: 400,
      body: refusal("Content type error"),
    });
    expect(await post(app, path(local), ADMIN, "{}", "application/json")).toEqual({
      status: 404,
      body: refusal("post not found"),
    });
    expect((await post(app, path(remotePost(app)), ADMIN, "{}", "application/json")).status).toBe(
      204,
    );
    expect(
      (await call(app, "POST", path(local), { token: ADMIN, body: { use_context: true } })).status,
    ).toBe(204);
  });

  it("load_conversation on 3.10 reads no body", async () => {
    const app = createDemoApp({ server: "3.10" });
    expect(
      (await post(app, `/api/v1/statuses/${remotePost(app)}/load_conversation`, ADMIN)).status,
    ).toBe(204);
  });

  it.each<ServerVersion>(["3.10", "5.9"])(
    "%s: a missing field is serde's error, at the end of the object",
    async (server) => {
      const app = createDemoApp({ server });
      const missing = await post(
        app,
        "/api/v1/settings/import_followers",
        ALICE,
        '{"followers_csv": ""}',
        "application/json",
      );
      expect(missing).toEqual({
        status: 400,
        body: refusal("Json deserialize error: missing field `from_actor_id` at line 1 column 21"),
      });
      const pretty = await post(
        app,
        "/api/v1/settings/change_password",
        ALICE,
        '{\n  "password": "x"\n}\n',
        "application/json",
      );
      expect(obj(pretty.body).error_description).toBe(
        "Json deserialize error: missing field `new_password` at line 3 column 1",
      );
      const empty = await post(
        app,
        "/api/v1/settings/change_password",
        ALICE,
        "",
        "application/json",
      );
      expect(obj(empty.body).error_description).toBe(
        "Json deserialize error: EOF while parsing a value at line 1 column 0",
      );
      // Even a body whose every field is optional must be JSON.
      const form = await post(
        app,
        "/api/v1/settings/client_config",
        ALICE,
        "a=1",
        "application/x-www-form-urlencoded",
      );
      expect(form).toEqual({ status: 400, body: refusal("Content type error") });
    },
  );

  it("5.9 takes JSON or a form where the server does, and reports the JSON failure", async () => {
    const app = createDemoApp({ server: "5.9" });
    const form = await post(
      app,
      "/api/v1/lists",
      ALICE,
      "title=Work",
      "application/x-www-form-urlencoded",
    );
    expect(form.status).toBe(200);
    expect(obj(form.body).title).toBe("Work");
    const bare = await post(app, "/api/v1/lists", ALICE);
    expect(bare).toEqual({ status: 400, body: refusal("Content type error") });
    // 3.10 reads JSON only there.
    const old = createDemoApp({ server: "3.10" });
    expect(
      await post(old, "/api/v1/lists", ALICE, "title=Work", "application/x-www-form-urlencoded"),
    ).toEqual({ status: 400, body: refusal("Content type error") });
  });

  it("a route that reads no body ignores whatever is sent", async () => {
    const app = createDemoApp({ server: "3.10" });
    const id = fixture(app, "welcomePost");
    const result = await post(
      app,
      `/api/v1/statuses/${id}/favourite`,
      ALICE,
      "not json",
      "text/plain",
    );
    expect(result.status).toBe(200);
  });

  it("an optional body may be absent or unreadable (follow, 5.9's reblog)", async () => {
    const app = createDemoApp({ server: "5.9" });
    const bob = fixture(app, "account:bob");
    expect(
      (await post(app, `/api/v1/accounts/${bob}/follow`, ADMIN, "oops", "application/json")).status,
    ).toBe(200);
    const created = await call(app, "POST", "/api/v1/statuses", {
      token: "demo-token-bob",
      body: { status: "Repost me", visibility: "public" },
    });
    const id = String(obj(created.body).id);
    expect((await post(app, `/api/v1/statuses/${id}/reblog`, ALICE)).status).toBe(200);
  });
});
