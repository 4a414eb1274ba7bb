// Runtime theme colour: one chosen colour becomes a palette of CSS variables on :root, so every
// `bg-primary-*` / `text-primary-*` utility re-colours at once and nothing is fetched.
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { DEFAULT_THEME } from '@/app/preferences';

extend([a11yPlugin]);

/** Ten lightness steps: 50–400 tint towards white, 500 is the colour, 600–900 shade towards black. */
const STEPS: readonly (readonly [step: number, ratio: number])[] = [
  [50, 0.9],
  [100, 0.8],
  [200, 0.6],
  [300, 0.4],
  [400, 0.2],
  [500, 0],
  [600, -0.15],
  [700, -0.3],
  [800, -0.45],
  [900, -0.6],
];

/** The one darker step (hover/active of filled controls), as Element's "dark-2". */
const DARK_RATIO = -0.2;
/** WCAG AA for normal text. */
const READABLE = 4.5;

export type Palette = Record<string, string>;

/** Mixes each RGB channel towards white (ratio > 0) or black (ratio < 0), like the original theme code. */
function mix(color: Colord, ratio: number): Colord {
  const { r, g, b } = color.toRgb();
  const towards = (channel: number) => Math.round(ratio >= 0 ? channel + (255 - channel) * ratio : channel * (1 + ratio));
  return colord({ r: towards(r), g: towards(g), b: towards(b) });
}

/** CSS variables (name → hex) for a colour; invalid input falls back to the default colour. */
export function buildPalette(color: string): Palette {
  const base = colord(color).isValid() ? colord(color) : colord(DEFAULT_THEME);
  const palette: Palette = { '--color-primary': base.toHex() };
  for (const [step, ratio] of STEPS) palette[`--color-primary-${step}`] = mix(base, ratio).toHex();
  palette['--color-primary-dark'] = mix(base, DARK_RATIO).toHex();
  palette['--color-primary-solid'] = readableOnWhite(base);
  return palette;
}

/** The colour shaded just enough for white text on it (and it as text on white) to reach AA. */
function readableOnWhite(color: Colord): string {
  let candidate = color;
  for (let ratio = -0.05; candidate.contrast('#fff') < READABLE && ratio >= -1; ratio -= 0.05) candidate = mix(color, ratio);
  return candidate.toHex();
}

export function applyTheme(color: string, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(buildPalette(color))) root.style.setProperty(name, value);
}
