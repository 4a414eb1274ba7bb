// The export's zip (vite.config.ts, syncZip) runs in the page's thread even for a sheet over fflate's 160 kB worker
// threshold: the console's CSP refuses fflate's blob: worker, and a large export never ended.
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { zip } from './fflate-sync-zip';

describe('zip for write-excel-file', () => {
  it('zips a sheet over 160 kB without a worker, answering after the call returns', async () => {
    const worker = vi.fn();
    vi.stubGlobal('Worker', worker);
    const sheet = new TextEncoder().encode('<c r="A1"><v>46304.0749</v></c>'.repeat(10_000));
    expect(sheet.length).toBeGreaterThan(160_000);
    let answered = false;
    const archive = new Promise<Uint8Array>((resolve, reject) =>
      zip({ 'xl/worksheets/sheet1.xml': sheet }, (error, data) => {
        answered = true;
        if (error) reject(error);
        else resolve(data);
      }),
    );
    expect(answered).toBe(false);
    expect(unzipSync(await archive)['xl/worksheets/sheet1.xml']).toEqual(sheet);
    expect(worker).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
