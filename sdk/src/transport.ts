// Timeouts, caller aborts and retry delays, without AbortSignal.any/timeout (missing in older browsers).

export interface Deadline {
  signal: AbortSignal;
  /** True when the deadline (not the caller) aborted. */
  timedOut(): boolean;
  /** Stops the timer and detaches from the caller's signal. */
  done(): void;
}

// Never aborts: spares an AbortController per call when there is neither a timeout nor a caller signal.
const NO_DEADLINE: Deadline = { signal: new AbortController().signal, timedOut: () => false, done: () => undefined };

/** A signal that aborts when the caller's does or after `timeoutMs` (0 or less: never). */
export function deadline(caller: AbortSignal | undefined, timeoutMs: number): Deadline {
  if (timeoutMs <= 0 && !caller) return NO_DEADLINE;
  const controller = new AbortController();
  let expired = false;
  const onAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          expired = true;
          controller.abort(new Error(`timeout of ${timeoutMs} ms exceeded`));
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done() {
      if (timer !== undefined) clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Exponential backoff with "equal jitter": half fixed, half random, so clients do not retry in step. */
export function backoff(attempt: number, baseDelayMs: number): number {
  const ceiling = baseDelayMs * 2 ** attempt;
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * Settles like `work`, or rejects with the signal's reason as soon as it aborts: a call ends on abort or timeout
 * even when the fetch implementation ignores the signal (or a Request lost its link to it, as undici's can when
 * the controller it follows is garbage-collected).
 */
export function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal === NO_DEADLINE.signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
