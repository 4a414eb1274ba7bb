// Runtime theme colour: one chosen colour becomes a palette of CSS variables on :root, so every
// `bg-primary-*` / `text-primary-*` utility re-colours at once and nothing is fetched.
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import labPlugin from 'colord/plugins/lab';
import { DEFAULT_THEME } from '@/app/preferences';

extend([a11yPlugin, labPlugin]);

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
/**
 * WCAG AA asks 4.5:1 for normal text; derived text/background pairs aim higher so that rounding, antialiasing
 * and any in-between frame stay above the line.
 */
const READABLE = 4.8;
/** The backgrounds themed text sits on (styles.css): surface, surface-muted and page, in light and dark mode. */
export const LIGHT_BACKGROUNDS = ['#ffffff', '#f5f7fa', '#f0f2f5'] as const;
export const DARK_BACKGROUNDS = ['#181b21', '#20242b', '#0f1115'] as const;

export type Palette = Record<string, string>;

/** The danger colour of styles.css in light and dark mode (删除 and other destructive actions). */
export const DANGER = { light: '#c62828', dark: '#ff8a80' } as const;
/** Below this CIEDE2000 distance (0–1) from the danger colour, a theme's ink would read as danger. */
const DANGER_DISTANCE = 0.15;
/** The text colour of non-destructive actions (查看, 编辑, 隐藏) when the theme colour reads as danger. */
const NEUTRAL_ACTION = { light: '#34465c', dark: '#c5cedb' } as const;

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
  // White text on it, and it as text on every light background.
  palette['--color-primary-solid'] = readableOn(base, LIGHT_BACKGROUNDS, -1);
  // It as text on every dark background (dark mode's primary ink).
  palette['--color-primary-ink-dark'] = readableOn(base, DARK_BACKGROUNDS, 1);
  // Actions in the theme's ink, unless that ink reads as the danger colour (a red theme): then a neutral ink, so
  // 编辑 never looks like 删除.
  const likeDanger =
    colord(palette['--color-primary-solid']).delta(DANGER.light) < DANGER_DISTANCE ||
    colord(palette['--color-primary-ink-dark']).delta(DANGER.dark) < DANGER_DISTANCE;
  palette['--color-action-light'] = likeDanger ? NEUTRAL_ACTION.light : palette['--color-primary-solid'];
  palette['--color-action-dark'] = likeDanger ? NEUTRAL_ACTION.dark : palette['--color-primary-ink-dark'];
  return palette;
}

/** The colour mixed towards black (-1) or white (1) just enough to reach READABLE against every background. */
function readableOn(color: Colord, backgrounds: readonly string[], direction: 1 | -1): string {
  const readable = (c: Colord) => backgrounds.every((background) => c.contrast(background) >= READABLE);
  let candidate = color;
  for (let step = 1; !readable(candidate) && step <= 40; step++) candidate = mix(color, direction * step * 0.025);
  return candidate.toHex();
}

export function applyTheme(color: string, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(buildPalette(color))) root.style.setProperty(name, value);
}
