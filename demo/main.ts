/**
 * `npm run demo`: starts the demo instance and prints how to sign in.
 * PORT (default 4001) and HOST (default 127.0.0.1) choose where it listens;
 * DEMO_BULK_POSTS adds that many older posts to alice's home timeline;
 * DEMO_SERVER picks the Mitra version the demo plays (default 3.10);
 * DEMO_LIGHT_WALLET=1 makes it a light-wallet instance (5.9 only);
 * DEMO_NEW_POSTS_EVERY (seconds) has people alice follows post now and then,
 * to watch new posts arrive on home. The server's rate limits apply.
 */
import { credentialsTable } from "./seed/credentials.ts";
import { startDemoServer } from "./server.ts";
import { parseLightWallet } from "./store/instance-settings.ts";
import { parseServerVersion } from "./store/versions.ts";

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4001);
  const host = process.env.HOST ?? "127.0.0.1";
  const bulkPosts = Number(process.env.DEMO_BULK_POSTS ?? 0);
  if (!Number.isInteger(bulkPosts) || bulkPosts < 0) {
    console.error("DEMO_BULK_POSTS must be a whole number of posts, e.g. 1200");
    process.exit(1);
  }
  const version = parseServerVersion(process.env.DEMO_SERVER);
  const lightWallet = parseLightWallet(process.env.DEMO_LIGHT_WALLET);
  const server = await startDemoServer({
    port,
    host,
    bulkPosts,
    server: version,
    autoInvoices: true,
    rateLimits: true,
    lightWallet,
  });
  console.log(`Mitra ${version} demo instance listening on ${server.url}\n`);
  if (lightWallet) console.log("A light-wallet instance: subscriptions ask for a view key.\n");
  if (bulkPosts > 0) console.log(`With ${bulkPosts} extra posts in alice's home timeline.\n`);
  console.log(credentialsTable());
  const every = Number(process.env.DEMO_NEW_POSTS_EVERY ?? 0);
  if (Number.isFinite(every) && every > 0) {
    const authors = ["carol@remote.example", "dave@social.example", "bob"];
    let turn = 0;
    setInterval(() => {
      const from = authors[turn % authors.length];
      turn += 1;
      const request = new Request(`${server.url}/__demo/posts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ from }),
      });
      void server.app.handle(request);
    }, every * 1000).unref();
    console.log(`A new post on alice's home every ${String(every)} s.\n`);
  }
  console.log(`\nTest controls: GET ${server.url}/__demo/state, POST ${server.url}/__demo/reset`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
