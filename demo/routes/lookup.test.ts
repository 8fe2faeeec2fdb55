import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, obj } from "../testing.ts";

const lookup = (acct: string) => `/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`;

describe("looking up a profile by address", () => {
  it("3.10 finds the exact acct only: a full local address is 404", async () => {
    const app = createDemoApp({ server: "3.10" });
    expect(obj((await call(app, "GET", lookup("alice"))).body).acct).toBe("alice");
    expect(obj((await call(app, "GET", lookup("carol@remote.example"))).body).acct).toBe(
      "carol@remote.example",
    );
    for (const acct of ["alice@demo.test", "@alice", "Alice"]) {
      const answer = await call(app, "GET", lookup(acct));
      expect(answer.status, acct).toBe(404);
      expect(obj(answer.body).error_description, acct).toBe("profile not found");
    }
  });

  it("5.9 reads a full local address as the local profile, and refuses what is no address", async () => {
    const app = createDemoApp({ server: "5.9" });
    expect(obj((await call(app, "GET", lookup("alice@demo.test"))).body).acct).toBe("alice");
    expect(obj((await call(app, "GET", lookup("alice"))).body).acct).toBe("alice");
    expect(obj((await call(app, "GET", lookup("carol@remote.example"))).body).acct).toBe(
      "carol@remote.example",
    );
    const bad = await call(app, "GET", lookup("@alice"));
    expect(bad.status).toBe(400);
    expect(obj(bad.body).error_description).toBe("invalid webfinger address");
    expect((await call(app, "GET", lookup("nobody@demo.test"))).status).toBe(404);
  });

  it("needs the acct parameter", async () => {
    const answer = await call(createDemoApp({ server: "3.10" }), "GET", "/api/v1/accounts/lookup");
    expect(answer.status).toBe(400);
    expect(obj(answer.body).error_description).toBe(
      "Query deserialize error: missing field `acct`",
    );
  });
});
