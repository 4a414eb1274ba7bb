// Layout preferences: the sidebar state and component size live in cookies (sidebarStatus 1/0,
// size), the settings panel's choices and dark mode in localStorage. Applied to <html> at start-up
// so even the login page has the right density and colours.
import { readCookie, writeCookie } from '@/lib/cookies';
import { createPersistedStore, createStore } from './store';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
const DEFAULT_SIZE: Size = 'medium';
export const DEFAULT_THEME = '#1890ff';
/** The theme colours offered in the settings panel (the contrast test covers each). */
export const THEME_PRESETS = [DEFAULT_THEME, '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#eb2f96', '#fa8c16'] as const;
/** Narrower windows use the mobile layout (sidebar as a drawer). */
const MOBILE_BREAKPOINT = 992;

export interface Settings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dark: boolean;
}

export const DEFAULT_SETTINGS: Settings = { theme: DEFAULT_THEME, tagsView: true, fixedHeader: false, sidebarLogo: true, dark: false };

export const settings = createPersistedStore<Settings>('settings', DEFAULT_SETTINGS);

export interface LayoutState {
  sidebarOpened: boolean;
  /** Set when the sidebar closes because of a resize, so it snaps instead of sliding. */
  withoutAnimation: boolean;
  device: 'desktop' | 'mobile';
  size: Size;
}

/** The media query of the mobile layout (the layout follows its changes: use-responsive-device). */
export const mobileQuery = () => window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);

// The first render already has the device's layout: a desktop frame corrected after mount slid the page
// sideways on every phone visit (Lighthouse counted it as a 0.2 layout shift).
const savedSize = readCookie('size');
const startDevice: LayoutState['device'] = mobileQuery().matches ? 'mobile' : 'desktop';
export const layout = createStore<LayoutState>({
  sidebarOpened: startDevice === 'desktop' && readCookie('sidebarStatus') !== '0',
  withoutAnimation: false,
  device: startDevice,
  size: SIZES.find((size) => size === savedSize) ?? DEFAULT_SIZE,
});

export function setSidebarOpened(opened: boolean, withoutAnimation = false): void {
  layout.set((state) => ({ ...state, sidebarOpened: opened, withoutAnimation }));
  // On mobile the drawer's state is transient and must not overwrite the desktop preference.
  if (layout.get().device === 'desktop') writeCookie('sidebarStatus', opened ? '1' : '0');
}

export function setDevice(device: LayoutState['device']): void {
  if (layout.get().device === device) return;
  layout.set((state) => ({ ...state, device }));
  if (device === 'mobile') setSidebarOpened(false, true);
  else setSidebarOpened(readCookie('sidebarStatus') !== '0', true);
}

export function setSize(size: Size): void {
  writeCookie('size', size);
  layout.set((state) => ({ ...state, size }));
  document.documentElement.dataset.size = size;
}

const PALETTE_KEY = 'themePalette';

/** Applies a theme colour; the palette module (colord) is loaded only when a colour is chosen. */
export async function setTheme(color: string): Promise<void> {
  const { buildPalette } = await import('@/lib/theme');
  const palette = buildPalette(color);
  writePalette(palette);
  localStorage.setItem(PALETTE_KEY, JSON.stringify(palette));
  settings.set((state) => ({ ...state, theme: palette['--color-primary'] ?? color }));
}

function writePalette(palette: Record<string, string>): void {
  for (const [name, value] of Object.entries(palette)) document.documentElement.style.setProperty(name, value);
}

export function setDark(dark: boolean): void {
  settings.set((state) => ({ ...state, dark }));
  document.documentElement.classList.toggle('dark', dark);
}

/** Start-up: size, dark mode and the saved palette (cached, so no colour maths on boot). */
export function applyPreferences(): void {
  const root = document.documentElement;
  root.dataset.size = layout.get().size;
  root.classList.toggle('dark', settings.get().dark);
  if (settings.get().theme.toLowerCase() === DEFAULT_THEME) return;
  try {
    const palette = JSON.parse(localStorage.getItem(PALETTE_KEY) ?? '{}') as Record<string, string>;
    if (!palette['--color-action-light']) throw new Error('a palette saved before action colours'); // built anew below
    writePalette(palette);
  } catch {
    void setTheme(settings.get().theme);
  }
}
