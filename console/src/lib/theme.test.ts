import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@/app/preferences';
import { applyTheme, buildPalette } from './theme';

extend([a11yPlugin]);
const brightness = (hex: string | undefined) => colord(hex ?? '').brightness();

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
  it('derives a solid shade that white text can sit on (AA)', () => {
    expect(colord(palette['--color-primary-solid'] ?? '').contrast('#fff')).toBeGreaterThanOrEqual(4.5);
    expect(colord(buildPalette('#ffeb3b')['--color-primary-solid'] ?? '').contrast('#fff')).toBeGreaterThanOrEqual(4.5);
  });
  it('falls back to the default colour for invalid input', () => {
    expect(buildPalette('not a colour')['--color-primary']).toBe('#1890ff');
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
