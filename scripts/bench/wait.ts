import { BenchFailure } from "./failure";

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it holds; past the timeout the bench fails with `what`. */
export async function until(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new BenchFailure(`${what} (waited ${timeoutMs / 1000} s)`);
    await sleep(50);
  }
}
