import { GATE_URL } from "./config";

/** Starts each run with an empty contract record (the stack may be reused). */
export default async function globalSetup(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${GATE_URL}/__contract/reset`, { method: "POST" });
  } catch (error) {
    throw new Error(
      `The contract gate at ${GATE_URL} is not reachable (${error instanceof Error ? error.message : String(error)}). ` +
        "Is the e2e stack (e2e/support/stack.ts) running?",
    );
  }
  if (!response.ok) {
    throw new Error(
      `${GATE_URL}/__contract/reset answered ${response.status}: is an older e2e stack still running? Stop it and run again.`,
    );
  }
}
