// fflate as write-excel-file gets it in the console (vite.config.ts, syncZip): its `zip` runs in this thread. fflate's
// own runs a file over 160 kB (the sheet of any export beyond a few thousand cells) in a blob: worker, which the
// console's Content-Security-Policy (script-src 'self', no worker-src) refuses: the export never ended.
import { zipSync, type AsyncZipOptions, type AsyncZippable, type FlateCallback, type FlateError } from 'fflate';

export * from 'fflate';

export function zip(data: AsyncZippable, opts: AsyncZipOptions | FlateCallback, cb?: FlateCallback): () => void {
  const done = typeof opts === 'function' ? opts : cb;
  const options = typeof opts === 'function' ? {} : opts;
  // Answered after this call returns, as fflate's own does.
  queueMicrotask(() => {
    let archive: Uint8Array<ArrayBuffer>;
    try {
      archive = zipSync(data, options);
    } catch (error) {
      done?.(error as FlateError, new Uint8Array());
      return;
    }
    done?.(null, archive);
  });
  return () => undefined;
}
