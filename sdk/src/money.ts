// Money as the contract carries it: a decimal string (`common.yaml#/Amount`, `format: decimal`). Nothing here ever
// holds an amount in a float: sums are BigInt sums of the digits scaled to the widest fraction, formatting works on
// the digits, so every figure the server adds up and the console shows is the exact one.

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

function scaled(value: string): Scaled {
  const m = DECIMAL.exec(value.trim());
  if (!m) throw new RangeError(`not a decimal: ${value}`);
  const fraction = m[3] ?? '';
  const units = BigInt(m[2]! + fraction);
  return { units: m[1] ? -units : units, scale: fraction.length };
}

const rescale = (x: Scaled, scale: number): bigint => x.units * 10n ** BigInt(scale - x.scale);

function written({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const text = scale ? `${int}.${digits.slice(-scale)}` : int;
  return negative ? `-${text}` : text;
}

/** True for a decimal string (an optional minus, digits, an optional fraction). */
export const isDecimal = (value: unknown): value is string => typeof value === 'string' && DECIMAL.test(value.trim());

/** The exact sum of decimal strings, written with the widest fraction among them ("0" for none). */
export function sumDecimals(values: Iterable<string>): string {
  const parts = [...values].map(scaled);
  const scale = Math.max(0, ...parts.map((p) => p.scale));
  return written({ units: parts.reduce((sum, p) => sum + rescale(p, scale), 0n), scale });
}

/** a - b, exactly. */
export const subtractDecimal = (a: string, b: string): string => sumDecimals([a, b.startsWith('-') ? b.slice(1) : `-${b}`]);

/** -1, 0 or 1 as a is below, equal to or above b (by value: 1.50 equals 1.5). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  const d = rescale(x, scale) - rescale(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** The same value with trailing fraction zeros (and a bare point) removed: "1.500" → "1.5", "2.000" → "2". */
export function normalizeDecimal(value: string): string {
  const text = written(scaled(value));
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * A decimal string for reading: digits grouped by three with `,`, the fraction padded with zeros to `decimals`
 * (the token's precision) and never cut: a value carrying more digits than that shows all of them (the stored
 * value is what it is; rounding it here would show an amount nobody holds). Not a decimal: returned unchanged.
 */
export function formatMoney(value: unknown, decimals?: number): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (!isDecimal(text)) return typeof value === 'string' ? value : String(value ?? '');
  const m = DECIMAL.exec(text.trim())!;
  const int = m[2]!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ',');
  const places = Math.max(decimals ?? 0, (m[3] ?? '').length);
  const fraction = (m[3] ?? '').padEnd(places, '0');
  return `${m[1] ?? ''}${int}${places ? `.${fraction}` : ''}`;
}
