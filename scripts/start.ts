/**
 * `npm start`: the client's dev server against the built-in demo instance
 * (DEMO_SERVER picks the Mitra version it plays, DEMO_LIGHT_WALLET=1 makes it
 * a light-wallet instance), or against a real server when MITRA_URL is set
 * (the dev server proxies the API paths to it, so the browser sees one origin).
 * `--preview` serves the production build (dist/) the same way.
 */
import { createServer, preview } from "vite";
import { startDemoServer } from "../demo/server";
import { parseLightWallet } from "../demo/store/instance-settings";
import { parseServerVersion } from "../demo/store/versions";
import { credentialsTable } from "../demo/seed/credentials";

const realServer = process.env.MITRA_URL;
let stopDemo: (() => Promise<void>) | null = null;

if (realServer) {
  console.log(`Proxying the Mitra API to ${realServer}`);
} else {
  // The usual port, or any free one when something else holds it.
  const port = Number(process.env.DEMO_PORT ?? 4001);
  // As a real server: invoices move on by themselves, rate limits apply.
  const options = {
    autoInvoices: true,
    rateLimits: true,
    server: parseServerVersion(process.env.DEMO_SERVER),
    lightWallet: parseLightWallet(process.env.DEMO_LIGHT_WALLET),
  };
  const demo = await startDemoServer({ port, ...options }).catch((error: unknown) => {
    if ((error as { code?: string }).code !== "EADDRINUSE") throw error;
    return startDemoServer({ port: 0, ...options });
  });
  process.env.DEMO_URL = demo.url;
  stopDemo = () => demo.close();
  console.log(
    `Demo instance (Mitra ${options.server}${options.lightWallet ? ", light wallet" : ""}) running at ${demo.url}`,
  );
}

const host = process.env.HOST ?? "localhost";
const vite = process.argv.includes("--preview")
  ? await preview({ preview: { host } })
  : await (await createServer({ server: { host } })).listen();
vite.printUrls();
if (!realServer) console.log(`\nDemo accounts:\n${credentialsTable()}\n`);

const shutdown = async () => {
  await vite.close();
  await stopDemo?.();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
