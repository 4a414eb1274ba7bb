// The dialog's side of the import worker (import-worker.ts): one worker per file, ended when the file is read, refused
// or the operator cancels (the AbortSignal), so a cancelled read stops spending the CPU at once.
import type { ImportLimit } from './import-file';
import type { SheetCell } from './import-rows';
import type { WorkerAnswer } from './import-worker';

/** Why a file was not read: a limit, unreadable (null), or cancelled. */
export class ImportRefused extends Error {
  constructor(readonly limit: ImportLimit | null | 'cancelled') {
    super(`import refused: ${String(limit)}`);
    this.name = 'ImportRefused';
  }
}

export function readSheetInWorker(
  file: File,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<SheetCell[][]> {
  const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<SheetCell[][]>((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      finish();
      reject(new ImportRefused('cancelled'));
    };
    if (signal.aborted) return cancel();
    signal.addEventListener('abort', cancel);
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      if (answer.kind === 'progress') return onProgress(answer.done, answer.total);
      finish();
      if (answer.kind === 'sheet') resolve(answer.sheet);
      else reject(new ImportRefused(answer.limit));
    };
    worker.onerror = () => {
      finish();
      reject(new ImportRefused(null));
    };
    worker.postMessage({ file });
  });
}
