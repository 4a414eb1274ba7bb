// What a screen knows about the route it was opened for. Screens read it instead of the router's
// own params: they are mounted by the catch-all route, and kept alive while another tab shows.
import { createContext } from 'react';
import type { PathParams } from './route-match';

export interface ScreenInfo {
  /** The path this page instance was opened at, e.g. `/app/version/add`. */
  path: string;
  /** The route pattern it matched, e.g. `/app/version/{path}`. */
  pattern: string;
  /** Values of `{name}`, `{name*}` and a prefix's `*`. */
  params: PathParams;
  title: string;
  component: string;
  /** False while the page is kept alive behind another tab. */
  active: boolean;
  /** How many times the page has been shown (1 on its first): a dialog opened during one visit closes with it, even
   * when the page went behind another tab and came back before React rendered it hidden (a slow, busy browser). */
  visit: number;
}

export const ScreenContext = createContext<ScreenInfo | undefined>(undefined);
