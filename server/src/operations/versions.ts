// Dotted versions compared number by number, a missing part counting as 0: 1.2 = 1.2.0 < 1.10.0.
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number(p) || 0);
  const pb = b.split('.').map((p) => Number(p) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** Width of one part in versionKey: parts up to 15 digits (the contract allows digits only) compare exactly. */
const PART_WIDTH = 15;

/**
 * A text that sorts like compareVersions: each part as a fixed-width number, trailing zero parts dropped (1.2 =
 * 1.2.0), so `key(a) <= key(b)` exactly when compareVersions(a, b) <= 0; '' for an empty, null or all-zero
 * version (every version admits it). Lists filter `x-version-filter` columns on a hidden column holding it.
 */
export function versionKey(version: unknown): string {
  if (typeof version !== 'string') return '';
  const parts = version.split('.').map((p) => Math.min(Math.max(Math.trunc(Number(p) || 0), 0), 10 ** PART_WIDTH - 1));
  while (parts.length && parts[parts.length - 1] === 0) parts.pop();
  return parts.map((p) => String(p).padStart(PART_WIDTH, '0')).join('.');
}

/** The hidden column holding versionKey of a version column. */
export const versionKeyColumn = (column: string) => `${column}__vkey`;
