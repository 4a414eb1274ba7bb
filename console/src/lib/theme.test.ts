import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import labPlugin from 'colord/plugins/lab';
import mixPlugin from 'colord/plugins/mix';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEME_PRESETS } from '@/app/preferences';
import { applyTheme, buildPalette, DANGER, DARK_BACKGROUNDS, LIGHT_BACKGROUNDS } from './theme';

extend([a11yPlugin, mixPlugin]);
const brightness = (hex: string | undefined) => colord(hex ?? '').brightness();
const contrast = (fg: string, bg: string) => colord(fg).contrast(bg);
/** A colour drawn at `alpha` over a background (Tailwind's `bg-primary-900/40`). */
const over = (fg: string, alpha: number, bg: string) => colord(bg).mix(fg, alpha).toHex();

describe('buildPalette', () => {
  const palette = buildPalette(DEFAULT_THEME);
  it('keeps the chosen colour as the 500 step and --color-primary', () => {
    expect(palette['--color-primary']).toBe('#1890ff');
    expect(palette['--color-primary-500']).toBe('#1890ff');
  });
  it('has ten steps getting darker from 50 to 900, and one darker step', () => {
    const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((s) => palette[`--color-primary-${s}`]);
    expect(steps.every(Boolean)).toBe(true);
    for (let i = 1; i < steps.length; i++) expect(brightness(steps[i])).toBeLessThan(brightness(steps[i - 1]));
    expect(brightness(palette['--color-primary-dark'])).toBeLessThan(brightness(palette['--color-primary']));
    expect(palette['--color-primary-50']).toBe('#e8f4ff');
  });
  it('falls back to the default colour for invalid input', () => {
    expect(buildPalette('not a colour')['--color-primary']).toBe('#1890ff');
  });
  it('is what styles.css declares before any theme is applied', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'styles.css'), 'utf8');
    for (const [name, value] of Object.entries(palette)) expect(css, name).toContain(`${name}: ${value};`);
  });
});

// Every text/background pair the console draws from the palette, under every preset colour, in light and dark
// mode, keeps AA (4.5:1) with a margin: the settled pairs derived for contrast reach 4.8.
describe.each(THEME_PRESETS)('contrast under the preset %s', (preset) => {
  const p = (name: string) => buildPalette(preset)[`--color-primary-${name}`] ?? '';
  it('white text on filled controls, the active tab and selected items (solid)', () => {
    expect(contrast('#ffffff', p('solid'))).toBeGreaterThanOrEqual(4.8);
  });
  it('primary text on every light background (light mode ink)', () => {
    for (const background of LIGHT_BACKGROUNDS) expect(contrast(p('solid'), background), background).toBeGreaterThanOrEqual(4.8);
  });
  it('primary text on every dark background (dark mode ink)', () => {
    for (const background of DARK_BACKGROUNDS) expect(contrast(p('ink-dark'), background), background).toBeGreaterThanOrEqual(4.8);
  });
  it('badges, secondary buttons and highlighted rows (800/900 on 50 in light mode)', () => {
    expect(contrast(p('800'), p('50'))).toBeGreaterThanOrEqual(4.8);
    expect(contrast(p('900'), p('50'))).toBeGreaterThanOrEqual(4.8);
  });
  it('badges, secondary buttons and highlighted rows (100/200 on 900 at 40–50 % in dark mode)', () => {
    for (const background of DARK_BACKGROUNDS) {
      for (const alpha of [0.4, 0.5]) {
        expect(contrast(p('100'), over(p('900'), alpha, background))).toBeGreaterThanOrEqual(4.8);
        expect(contrast(p('200'), over(p('900'), alpha, background))).toBeGreaterThanOrEqual(4.8);
      }
    }
  });
});

describe('applyTheme', () => {
  it('writes every variable on the root element', () => {
    const root = document.createElement('div');
    applyTheme('#ff0000', root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#ff0000');
    expect(root.style.getPropertyValue('--color-primary-900')).not.toBe('');
  });
});

describe('actions beside danger', () => {
  extend([labPlugin]);
  it.each(THEME_PRESETS)('with %s, 查看/编辑 never take the danger colour and stay readable, in both modes', (color) => {
    const palette = buildPalette(color);
    const light = palette['--color-action-light']!;
    const dark = palette['--color-action-dark']!;
    expect(colord(light).delta(DANGER.light)).toBeGreaterThanOrEqual(0.15);
    expect(colord(dark).delta(DANGER.dark)).toBeGreaterThanOrEqual(0.15);
    for (const background of LIGHT_BACKGROUNDS) expect(contrast(light, background)).toBeGreaterThanOrEqual(4.5);
    for (const background of DARK_BACKGROUNDS) expect(contrast(dark, background)).toBeGreaterThanOrEqual(4.5);
  });
  it('keeps the theme ink for actions when it does not read as danger, and a neutral one for red', () => {
    expect(buildPalette(DEFAULT_THEME)['--color-action-light']).toBe(buildPalette(DEFAULT_THEME)['--color-primary-solid']);
    expect(buildPalette('#f5222d')['--color-action-light']).not.toBe(buildPalette('#f5222d')['--color-primary-solid']);
  });
  it('the danger colours are the ones of styles.css', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../styles.css'), 'utf8');
    expect(css).toContain(`--color-danger: ${DANGER.light};`);
    expect(css).toContain(`--color-danger: ${DANGER.dark};`);
  });
});
