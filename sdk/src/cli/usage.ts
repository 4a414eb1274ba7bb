// Bad input on the command line: printed with the command's name, exit code 2, and nothing is sent.
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Exit codes: 0 done, 1 the server (or the network) refused, 2 bad input (nothing was sent). */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
