// The import file's reader off the main thread: readSheetLimited in a Web Worker, so a large or hostile file never
// blocks the tab, and the dialog's cancel ends it at once (terminate). Messages: progress, then the sheet or why not.
import { ImportLimitError, readSheetLimited, type ImportLimit } from './import-file';
import type { SheetCell } from './import-rows';

export type WorkerAnswer =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'sheet'; sheet: SheetCell[][] }
  | { kind: 'refused'; limit: ImportLimit | null };

const post = (answer: WorkerAnswer) => (self as unknown as Worker).postMessage(answer);

self.onmessage = async (event: MessageEvent<{ file: File }>) => {
  try {
    const sheet = await readSheetLimited(event.data.file, { onProgress: (done, total) => post({ kind: 'progress', done, total }) });
    post({ kind: 'sheet', sheet });
  } catch (error) {
    post({ kind: 'refused', limit: error instanceof ImportLimitError ? error.limit : null });
  }
};
