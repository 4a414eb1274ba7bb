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

/** A row's minimum version admits the caller's version when it is empty or not above it. */
export const admits = (minVersion: unknown, version: string) =>
  typeof minVersion !== 'string' || minVersion === '' || compareVersions(minVersion, version) <= 0;
