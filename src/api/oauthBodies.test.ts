// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentRequest, stubFetch } from "@/test/fetchStub";
import { createToken } from "./oauth";

afterEach(() => vi.unstubAllGlobals());

const token = { access_token: "t", token_type: "Bearer", scope: "read write", created_at: 0 };

describe("the token request", () => {
  it("names the scopes 'read write': from 5.9.2 a token gets only the scopes asked for", async () => {
    const fetchMock = stubFetch(200, token);
    await createToken("password", { username: "alice", password: "secret" });
    expect(sentRequest(fetchMock)).toEqual({
      method: "POST",
      path: "/oauth/token",
      contentType: "application/json",
      body: { grant_type: "password", scope: "read write", username: "alice", password: "secret" },
    });
  });

  it("names them for a signed-message sign-in too", async () => {
    const fetchMock = stubFetch(200, token);
    await createToken("eip4361", { message: "m", signature: "s" });
    expect(sentRequest(fetchMock).body).toMatchObject({
      grant_type: "eip4361",
      scope: "read write",
    });
  });
});
