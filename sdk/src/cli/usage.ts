// Bad input on the command line: printed with the command's name, exit code 2, and nothing is sent.
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The command needs a session and there is none for this server (nothing was sent). */
export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
}

/** Exit codes, so scripts can branch: 0 done, 1 the server refused, 2 bad input (nothing was sent), 3 not signed in
 * (or the session ended), 4 the server could not be reached or answered outside the API (network, timeout, HTTP),
 * 5 stored for approval (an x-approval operation: nothing applied until another operator approves it). */
export const EXIT = { ok: 0, failed: 1, usage: 2, signedOut: 3, unreachable: 4, pending: 5 } as const;

/** Edit distance (insertions, deletions, substitutions, case-insensitive): how far a typo is from a name. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** The names a mistyped one probably meant: those containing it, else those within a third of its length in edits. */
export function didYouMean(typed: string, names: readonly string[]): string[] {
  const containing = names.filter((name) => name.toLowerCase().includes(typed.toLowerCase()));
  if (containing.length) return containing.slice(0, 5);
  const limit = Math.max(2, Math.floor(typed.length / 3));
  return names
    .map((name) => ({ name, d: distance(typed, name) }))
    .filter(({ d }) => d <= limit)
    .sort((p, q) => p.d - q.d)
    .slice(0, 3)
    .map(({ name }) => name);
}
