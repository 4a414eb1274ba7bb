// Money as the contract carries it: a decimal string (`common.yaml#/Amount`, `format: decimal`). Nothing here ever
// holds an amount in a float: sums are BigInt sums of the digits scaled to the widest fraction, formatting works on
// the digits, so every figure the server adds up and the console shows is the exact one.
import { toText } from './encode.js';

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

/** How an amount is shown: its precision (the token's or currency's decimals, `x-decimals` / `x-decimals-of`), whether
 * that precision is fixed (fiat, USD values, prices: always exactly that many places, rounded half away from zero) and
 * whether trailing zeros are trimmed (a screen that says so: "0.00625" rather than "0.006250000000000000"). */
interface MoneyFormat {
  decimals?: number;
  fixed?: boolean;
  trim?: boolean;
}

/** The value rounded half away from zero to `places` decimals, written with exactly that many. */
function roundDecimal(value: string, places: number): string {
  const x = scaled(value);
  if (x.scale <= places) return written({ units: rescale(x, places), scale: places });
  const divisor = 10n ** BigInt(x.scale - places);
  const negative = x.units < 0n;
  const magnitude = negative ? -x.units : x.units;
  const units = (magnitude + divisor / 2n) / divisor;
  return written({ units: negative ? -units : units, scale: places });
}

/**
 * A decimal string for reading: digits grouped by three with `,`. With a fixed precision (fiat, USD, prices) exactly
 * that many decimals ("1,250.78", never "1,250.780000000000000000"). With a token's precision the fraction is padded
 * with zeros to it, zeros past it (a stored numeric's scale) dropped, and a digit that is not zero never cut (the
 * stored value is what it is; rounding it here would show an amount nobody holds); `trim` drops the trailing zeros
 * instead of padding. `decimals` alone (a number) is a token's precision. Not a decimal: returned unchanged.
 */
export function formatMoney(value: unknown, format?: number | MoneyFormat): string {
  const { decimals, fixed = false, trim = false } = typeof format === 'number' ? { decimals: format } : (format ?? {});
  const given = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (!isDecimal(given)) return toText(value ?? '');
  const text = fixed && decimals !== undefined ? roundDecimal(given, decimals) : given;
  const m = DECIMAL.exec(text.trim())!;
  const int = m[2]!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ',');
  let fraction = m[3] ?? '';
  if (trim) fraction = fraction.replace(/0+$/, '');
  else if (decimals !== undefined) fraction = fraction.replace(/0+$/, '').padEnd(decimals, '0');
  const sign = m[1] && /[1-9]/.test(m[2]! + fraction) ? '-' : '';
  return `${sign}${int}${fraction ? `.${fraction}` : ''}`;
}
