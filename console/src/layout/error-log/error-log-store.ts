// Production errors (window error and unhandled rejections, caught in main.tsx; crashed screens) kept
// for the error-log dialog. Development builds leave them to the browser console.
import { createStore } from '@/app/store';

export interface ErrorLogEntry {
  message: string;
  /** Where it came from: 'error', 'unhandledrejection' or a React component stack. */
  info: string;
  url: string;
  stack: string;
  time: number;
}

/** Keep the dialog readable and memory bounded. */
const MAX_ENTRIES = 50;

export const errorLog = createStore<ErrorLogEntry[]>([]);

export function logError(error: unknown, info: string): void {
  const entry: ErrorLogEntry = {
    message: error instanceof Error ? error.message : String(error),
    info,
    url: window.location.href,
    stack: error instanceof Error ? (error.stack ?? '') : '',
    time: Date.now(),
  };
  errorLog.set((entries) => [entry, ...entries].slice(0, MAX_ENTRIES));
}

export function clearErrorLog(): void {
  errorLog.set([]);
}
