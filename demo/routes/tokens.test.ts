import { describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, obj } from "../testing.ts";
import type { ServerVersion } from "../store/versions.ts";

async function get(
  app: DemoApp,
  path: string,
  authorization?: string,
): Promise<{ status: number; headers: Headers; text: string }> {
  const headers = new Headers();
  if (authorization !== undefined) headers.set("Authorization", authorization);
  const response = await app.handle(new Request(`http://demo.test${path}`, { headers }));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const NO_HEADER = JSON.stringify({
  error: "auth header is not present",
  error_description: "auth header is not present",
});

describe.each<ServerVersion>(["3.10", "5.9"])("bearer tokens on %s", (server) => {
  it("refuses a visitor on bearer routes: the directory and search too", async () => {
    const app = createDemoApp({ server });
    for (const path of [
      "/api/v1/directory",
      "/api/v2/search?q=alice",
      "/api/v1/timelines/home",
      "/api/v1/accounts/verify_credentials",
    ]) {
      const answer = await get(app, path);
      expect(answer.status, path).toBe(401);
      // The server writes its JSON error into the framework's empty 401,
      // which carries no content type.
      expect(answer.text, path).toBe(NO_HEADER);
      expect(answer.headers.get("content-type"), path).toBeNull();
      expect(answer.headers.get("www-authenticate"), path).toBe("Bearer");
    }
    // Another scheme, or the scheme spelled otherwise, is no bearer token.
    expect((await get(app, "/api/v1/directory", "Basic YWxpY2U6eA==")).text).toBe(NO_HEADER);
    expect((await get(app, "/api/v1/directory", "bearer demo-token-alice")).text).toBe(NO_HEADER);
    expect((await get(app, "/api/v1/directory", "Bearer demo-token-alice")).status).toBe(200);
  });

  it("answers an invalid token on a bearer route after the header check", async () => {
    const app = createDemoApp({ server });
    const answer = await call(app, "GET", "/api/v1/directory", { token: "bogus" });
    expect(answer.status).toBe(401);
    expect(obj(answer.body).error_description).toBe("access token is invalid");
  });

  it("ignores a token on routes that read none, and a malformed header where one is optional", async () => {
    const app = createDemoApp({ server });
    const alice = app.store.fixtures["account:alice"] ?? "";
    expect((await call(app, "GET", `/api/v1/accounts/${alice}`, { token: "bogus" })).status).toBe(
      200,
    );
    expect((await get(app, `/api/v1/accounts/${alice}/statuses`, "Token x")).status).toBe(200);
    // A well-formed but unknown token is still refused where one is read.
    expect((await get(app, `/api/v1/accounts/${alice}/statuses`, "Bearer bogus")).status).toBe(401);
  });

  it("asks a visitor to sign in for the federated timeline, with the handler's JSON error", async () => {
    const app = createDemoApp({ server });
    const answer = await call(app, "GET", "/api/v1/timelines/public");
    expect(answer.status).toBe(401);
    expect(obj(answer.body).error_description).toBe("authentication required");
  });

  it("leaves a token revocation without a token an empty 401", async () => {
    const app = createDemoApp({ server });
    const answer = await app.handle(
      new Request("http://demo.test/oauth/revoke", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token: "x" }),
      }),
    );
    expect(answer.status).toBe(401);
    expect(await answer.text()).toBe("");
  });
});
