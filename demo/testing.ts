/**
 * Helpers for tests that talk to the demo app in-process (no HTTP):
 * `await call(app, "GET", "/api/v1/instance")`.
 */
import type { DemoApp } from "./app.ts";

/** The ready bearer token of a seeded user: "demo-token-alice". */
export { fixedToken } from "./seed/activity.ts";

export const TEST_ORIGIN = "http://demo.test";

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

export async function call(
  app: DemoApp,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  if (options.body !== undefined) headers.set("Content-Type", "application/json");
  const response = await app.handle(
    new Request(`${TEST_ORIGIN}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
  const text = await response.text();
  const isJson = response.headers.get("content-type") === "application/json";
  return {
    status: response.status,
    headers: response.headers,
    body: isJson && text ? (JSON.parse(text) as unknown) : text,
  };
}

/** Narrows a JSON body to an object for field access in assertions. */
export function obj(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`expected a JSON object, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

/** Narrows a JSON body to an array of objects. */
export function list(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error(`expected a JSON array, got ${JSON.stringify(value)}`);
  return value.map(obj);
}

/** Signs in with the password grant and returns the access token. */
export async function signIn(
  app: DemoApp,
  username: string,
  password = "mitra-demo",
): Promise<string> {
  const result = await call(app, "POST", "/oauth/token", {
    body: { grant_type: "password", username, password },
  });
  const token = obj(result.body).access_token;
  if (typeof token !== "string") throw new Error(`sign-in failed: ${JSON.stringify(result.body)}`);
  return token;
}
