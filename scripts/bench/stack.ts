import { preview } from "vite";
import { startDemoServer } from "../../demo/server";
import { BenchFailure } from "./failure";
import { ROOT } from "./paths";
import type { Closers } from "./run";

const HOST = "127.0.0.1";

type DemoSettings = Omit<Parameters<typeof startDemoServer>[0], "port" | "host">;

interface App {
  /** As `vite preview` reports it, e.g. http://127.0.0.1:40123/ */
  url: string;
  origin: string;
}

export interface Stack {
  demoUrl: string;
  /** One per build, in the order given. */
  apps: [App, ...App[]];
}

/**
 * The demo instance, and `vite preview` of each build proxying the API to it.
 * Every server takes a port the system picks (port 0), so a bench runs beside
 * the e2e suite and another bench.
 */
export async function startStack(
  closers: Closers,
  {
    demo: settings,
    builds: [build, ...others],
  }: { demo: DemoSettings; builds: [string, ...string[]] },
): Promise<Stack> {
  const demo = await startDemoServer({ ...settings, port: 0, host: HOST });
  closers.add(() => demo.close());
  // vite.config.ts proxies the API to MITRA_URL, else DEMO_URL: always the demo here.
  delete process.env.MITRA_URL;
  process.env.DEMO_URL = demo.url;
  const serve = async (outDir: string): Promise<App> => {
    const server = await preview({
      root: ROOT,
      logLevel: "warn",
      build: { outDir },
      preview: { host: HOST, port: 0, strictPort: true, open: false },
    });
    closers.add(() => server.close());
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new BenchFailure("vite preview did not report its URL");
    return { url, origin: new URL(url).origin };
  };
  const apps: [App, ...App[]] = [await serve(build)];
  for (const outDir of others) apps.push(await serve(outDir));
  return { demoUrl: demo.url, apps };
}
