/** A reason a benchmark cannot finish: printed without a stack trace. */
export class BenchFailure extends Error {}
