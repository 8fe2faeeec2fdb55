import { BenchFailure } from "./failure";

/** Everything a benchmark started, closed newest first. */
export class Closers {
  private readonly closers: (() => Promise<unknown>)[] = [];

  constructor(private readonly name: string) {}

  add(close: () => Promise<unknown>): void {
    this.closers.push(close);
  }

  async closeAll(): Promise<void> {
    for (const close of this.closers.splice(0).reverse()) {
      await close().catch((error: unknown) => console.error(`${this.name}: while closing:`, error));
    }
  }
}

/**
 * Runs a benchmark and sets the exit code: non-zero only when it cannot
 * finish. What it started is closed at its end, on a failure and on Ctrl-C,
 * so no server or browser outlives it.
 */
export async function runBenchmark(
  name: string,
  body: (closers: Closers) => Promise<void>,
): Promise<void> {
  const closers = new Closers(name);
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.once(signal, () => void closers.closeAll().then(() => process.exit(code)));
  }
  try {
    await body(closers);
    process.exitCode = 0;
  } catch (error) {
    if (error instanceof BenchFailure) console.error(`${name}: ${error.message}`);
    else console.error(`${name}: failed:`, error);
    process.exitCode = 1;
  } finally {
    await closers.closeAll();
  }
}
