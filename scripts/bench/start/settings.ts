/** How the start bench runs: every case RUNS times, the API slowed as a network would. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
export const API_LATENCY_MS = 50;
export const SLOW_API_LATENCY_MS = 1000;
export const TIMEOUT_MS = 20_000;
