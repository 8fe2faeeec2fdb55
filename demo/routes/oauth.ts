/**
 * Sign-in: the password and EIP-4361 grants of /oauth/token, token
 * revocation, and app registration. The Monero grant is refused: the demo
 * cannot check Monero signatures.
 */
import { requireViewer } from "../http/context.ts";
import { json, notFound, permissionError, validationError } from "../http/responses.ts";
import { randomHex } from "../store/ids.ts";
import { optString, reqString } from "../http/params.ts";
import type { Router } from "../http/router.ts";
import type { AccountRecord } from "../store/records.ts";
import { verifySignIn } from "./wallet.ts";

export function oauthRoutes(router: Router): void {
  router.post("/oauth/token", async (ctx) => {
    const grantType = reqString(ctx.body, "grant_type", "grant_type is required");
    if (grantType === "caip122_monero") {
      throw validationError("not supported by the demo instance");
    }
    let account: AccountRecord | undefined;
    if (grantType === "eip4361") {
      const message = reqString(ctx.body, "message", "message is required");
      const signature = reqString(ctx.body, "signature", "signature is required");
      const address = await verifySignIn(ctx, message, signature, { useNonce: true });
      account = ctx.store.walletUser(address);
      if (!account?.user) throw notFound("user");
    } else {
      if (grantType !== "password") throw validationError("unsupported grant type");
      const username = optString(ctx.body, "username");
      if (username === null) throw validationError("username is required");
      account = ctx.store.localAccount(username);
      if (!account?.user) throw notFound("user");
      const password = optString(ctx.body, "password");
      if (password === null) throw validationError("password is required");
      // A user who signed up with a wallet has no password.
      if (!account.user.authenticationMethods.includes("password")) {
        throw validationError("password auth is disabled");
      }
      if (account.user.password !== password) throw validationError("incorrect password");
    }
    const token = randomHex(32);
    const createdAt = ctx.store.now();
    // This client names no application (no client_id): its sessions have no name.
    ctx.store.tokens.set(token, {
      accountId: account.id,
      createdAt,
      sessionId: ctx.store.nextSequence("session"),
      clientName: null,
    });
    return json(
      {
        access_token: token,
        token_type: "Bearer",
        scope: "read write follow",
        created_at: Math.floor(createdAt / 1000),
        // 3.10 tokens never expire; the field keeps the old default there.
        expires_in: ctx.store.tokenLifetime ?? 30 * 86400,
      },
      200,
      { "Cache-Control": "no-store" },
    );
  });

  router.post("/oauth/revoke", (ctx) => {
    const viewer = requireViewer(ctx);
    const token = reqString(ctx.body, "token", "token is required");
    const record = ctx.store.tokens.get(token);
    // Only one's own tokens can be revoked (403 otherwise, as the server does).
    if (record?.accountId !== viewer.id) throw permissionError();
    ctx.store.tokens.delete(token);
    return json({});
  });

  router.post("/api/v1/apps", (ctx) => {
    const name = optString(ctx.body, "client_name") ?? "Unnamed app";
    return json({
      id: String(1 + ctx.store.tokens.size),
      name,
      website: optString(ctx.body, "website"),
      redirect_uri: optString(ctx.body, "redirect_uris") ?? "urn:ietf:wg:oauth:2.0:oob",
      client_id: randomHex(16),
      client_secret: randomHex(32),
    });
  });
}
