import { describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, obj } from "../testing.ts";

const ALICE = "demo-token-alice";

async function answer(
  app: DemoApp,
  method: string,
  path: string,
  body?: unknown,
  token = ALICE,
): Promise<{ status: number; message: unknown }> {
  const result = await call(app, method, path, { token, ...(body === undefined ? {} : { body }) });
  const message =
    typeof result.body === "object" && result.body !== null && !Array.isArray(result.body)
      ? obj(result.body).error_description
      : undefined;
  return { status: result.status, message };
}

describe("the server's words for everyday refusals", () => {
  it("custom feeds: the name, the feed, a member added twice", async () => {
    const app = createDemoApp({ server: "3.10" });
    expect(await answer(app, "POST", "/api/v1/lists", { title: "  " })).toEqual({
      status: 400,
      message: "feed name is empty",
    });
    expect(await answer(app, "POST", "/api/v1/lists", { title: "x".repeat(201) })).toEqual({
      status: 400,
      message: "feed name is too long",
    });
    expect(await answer(app, "GET", "/api/v1/lists/999999")).toEqual({
      status: 404,
      message: "custom feed not found",
    });
    expect(await answer(app, "GET", "/api/v1/timelines/list/999999")).toEqual({
      status: 404,
      message: "custom feed not found",
    });
    const created = await call(app, "POST", "/api/v1/lists", {
      token: ALICE,
      body: { title: " Kept " },
    });
    const list = obj(created.body);
    expect(list.title).toBe(" Kept ");
    const bob = app.store.fixtures["account:bob"] ?? "";
    const members = `/api/v1/lists/${String(list.id)}/accounts`;
    expect((await answer(app, "POST", members, { account_ids: [] })).status).toBe(200);
    expect((await answer(app, "POST", members, { account_ids: [bob] })).status).toBe(200);
    expect(await answer(app, "POST", members, { account_ids: [bob] })).toEqual({
      status: 422,
      message: "user already added",
    });
  });

  it("pins only one's own public posts: can't pin post, can't unpin post", async () => {
    const app = createDemoApp({ server: "3.10" });
    const other = app.store.fixtures.welcomePost ?? "";
    expect(await answer(app, "POST", `/api/v1/statuses/${other}/pin`)).toEqual({
      status: 422,
      message: "can't pin post",
    });
    expect(await answer(app, "POST", `/api/v1/statuses/${other}/unpin`)).toEqual({
      status: 422,
      message: "can't unpin post",
    });
  });

  it("undoing a follow or a mute of oneself is no error; doing it is", async () => {
    const app = createDemoApp({ server: "3.10" });
    const alice = app.store.fixtures["account:alice"] ?? "";
    for (const action of ["unfollow", "unmute", "remove_from_followers"]) {
      expect(
        (await answer(app, "POST", `/api/v1/accounts/${alice}/${action}`)).status,
        action,
      ).toBe(200);
    }
    expect(await answer(app, "POST", `/api/v1/accounts/${alice}/follow`)).toEqual({
      status: 400,
      message: "target is current user",
    });
  });

  it("search: q is required; a type other than accounts or statuses searches everything", async () => {
    const app = createDemoApp({ server: "3.10" });
    expect(await answer(app, "GET", "/api/v2/search")).toEqual({
      status: 400,
      message: "Query deserialize error: missing field `q`",
    });
    const all = obj(
      (await call(app, "GET", "/api/v2/search?q=carol&type=people", { token: ALICE })).body,
    );
    expect((all.accounts as unknown[]).length).toBeGreaterThan(0);
  });

  it("profile fields: the name and the value have their own limits", async () => {
    const app = createDemoApp({ server: "3.10" });
    const update = (name: string, value: string) =>
      answer(app, "PATCH", "/api/v1/accounts/update_credentials", {
        fields_attributes: [{ name, value }],
      });
    expect(await update("n".repeat(501), "v")).toEqual({
      status: 400,
      message: "field name is too long",
    });
    expect(await update("n", "v".repeat(5001))).toEqual({
      status: 400,
      message: "field value is too long",
    });
  });

  it("posts: a parent or quote the author cannot see, and conversation visibility per version", async () => {
    const app = createDemoApp({ server: "3.10" });
    const post = (body: Record<string, unknown>, demo = app) =>
      answer(demo, "POST", "/api/v1/statuses", { status: "Hello", ...body });
    expect(await post({ in_reply_to_id: "00000000-0000-0000-0000-000000000000" })).toEqual({
      status: 400,
      message: "parent post does not exist",
    });
    expect(await post({ quote_id: "00000000-0000-0000-0000-000000000000" })).toEqual({
      status: 400,
      message: "quoted post does not exist",
    });
    // 3.10 takes conversation visibility on a new thread; 5.9 does not.
    expect((await post({ visibility: "conversation" })).status).toBe(200);
    expect(await post({ visibility: "conversation" }, createDemoApp({ server: "5.9" }))).toEqual({
      status: 400,
      message: "top-level post can't have conversation visibility",
    });
    const unlisted = await call(app, "POST", "/api/v1/statuses", {
      token: ALICE,
      body: { status: "Quietly", visibility: "unlisted" },
    });
    expect(obj(unlisted.body).visibility).toBe("public");
  });

  it("uploads: the server's words for bad base64 and an unsupported media type", async () => {
    const app = createDemoApp({ server: "3.10" });
    expect(
      await answer(app, "POST", "/api/v1/media", { file: "@@", media_type: "image/png" }),
    ).toEqual({
      status: 400,
      message: "base64 decoding error",
    });
    expect(
      await answer(app, "POST", "/api/v1/media", { file: "AAAA", media_type: "text/x-nope" }),
    ).toEqual({ status: 400, message: "invalid media type text/x-nope" });
  });
});
