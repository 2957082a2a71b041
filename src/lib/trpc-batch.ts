/**
 * The most calls one tRPC batch request may carry. The server refuses a
 * larger batch with a 400 (an unbounded one let a single GET run 200
 * procedures); the browser's batch link splits its calls at the same size.
 */
export const TRPC_MAX_BATCH_SIZE = 20;
