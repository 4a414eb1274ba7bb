// Demo images the product serves itself: every image a seeded row or config names is `/static/seed/<name>.svg`,
// drawn by the server (http/seed-images.ts), so a fresh install shows its logos and icons offline.

/** Columns and config keys that hold an image. */
const IMAGE_FIELD = /(^|_)(logo|icon|image|banner|avatar|cover)($|_)/;

export const SEED_IMAGE_PREFIX = '/static/seed/';

/** `Ethereum Classic` → `/static/seed/ethereum-classic.svg`. */
function seedImageUrl(label: string): string {
  const name =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'item';
  return `${SEED_IMAGE_PREFIX}${name}.svg`;
}

const labelOf = (row: Record<string, unknown>, fallback: string): string => {
  for (const key of ['symbol', 'name', 'title', 'code', 'account', 'keyword']) {
    const value = row[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return fallback;
};

/** The row (or config document, at any depth) with every non-empty image pointing at a served seed image. */
export function withSeedImages<T>(value: T, fallback = 'item'): T {
  if (Array.isArray(value)) return (value as unknown[]).map((item, i) => withSeedImages(item, `${fallback}-${i + 1}`)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const row = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(row)) {
    if (IMAGE_FIELD.test(key) && typeof inner === 'string' && inner !== '' && !inner.startsWith(SEED_IMAGE_PREFIX))
      out[key] = seedImageUrl(labelOf(row, `${fallback}-${key}`));
    else out[key] = typeof inner === 'object' && inner !== null ? withSeedImages(inner, key) : inner;
  }
  return out as T;
}
