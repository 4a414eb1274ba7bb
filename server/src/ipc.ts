// Messages between the primary of `--workers` and its workers (connections, metrics, write turns): each kind is an
// object with a `type` of its own.

/** Whether an IPC message is of the kind `type` (the listeners of a channel all see every message). */
export const isMessage = <M extends { type: string }>(message: unknown, type: M['type']): message is M =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
