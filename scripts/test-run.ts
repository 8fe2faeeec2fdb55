/**
 * `npm test`: the phases of scripts/testPhases.ts, each step after the one
 * before has passed, then a table of every phase's time. Side-by-side phases
 * print their output when they end, one after another, as `run-p
 * --aggregate-output` did; a phase alone prints as it goes. The exit code is
 * non-zero when any phase failed.
 */
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { STEPS, runPassed, timeTable, type Phase, type PhaseResult } from "./testPhases.ts";

function runPhase(phase: Phase, alone: boolean): Promise<PhaseResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", phase.script], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const finish = (passed: boolean) => {
      if (!alone) {
        process.stdout.write(`\n> ${phase.name} (npm run ${phase.script})\n`);
        process.stdout.write(Buffer.concat(output));
      }
      const ms = performance.now() - started;
      resolve({ name: phase.name, outcome: passed ? "passed" : "failed", ms });
    };
    child.on("error", () => finish(false));
    child.on("close", (code) => finish(code === 0));
  });
}

const started = performance.now();
const results: PhaseResult[][] = [];
let failed = false;
for (const step of STEPS) {
  if (failed) {
    results.push(step.map((phase) => ({ name: phase.name, outcome: "not run", ms: null })));
    continue;
  }
  const done = await Promise.all(step.map((phase) => runPhase(phase, step.length === 1)));
  results.push(done);
  failed = done.some((phase) => phase.outcome !== "passed");
}

process.stdout.write(`\nTime per phase:\n${timeTable(results, performance.now() - started)}\n`);
process.exitCode = runPassed(results) ? 0 : 1;
