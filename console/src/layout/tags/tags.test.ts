import { describe, expect, it } from 'vitest';
import { addTab, closeAllTabs, closeOtherTabs, closeTab, nextLocationAfterClose, type VisitedTab } from './tags';

const tab = (path: string, affix = false): VisitedTab => ({ path, fullPath: path, title: path, affix, noCache: false });
const home = tab('/dashboard', true);
const tabs = [home, tab('/a'), tab('/b'), tab('/c')];

describe('tags', () => {
  it('adds a tab once and updates its fullPath on a revisit', () => {
    expect(addTab(tabs, tab('/d')).map((t) => t.path)).toEqual(['/dashboard', '/a', '/b', '/c', '/d']);
    const revisited = addTab(tabs, { ...tab('/a'), fullPath: '/a?page=2' });
    expect(revisited).toHaveLength(4);
    expect(revisited[1]?.fullPath).toBe('/a?page=2');
    expect(addTab(tabs, tab('/a'))).toBe(tabs);
  });
  it('never closes an affix tab', () => {
    expect(closeTab(tabs, '/dashboard')).toEqual(tabs);
    expect(closeTab(tabs, '/b').map((t) => t.path)).toEqual(['/dashboard', '/a', '/c']);
  });
  it('closes the others but keeps affix tabs', () => {
    expect(closeOtherTabs(tabs, '/b').map((t) => t.path)).toEqual(['/dashboard', '/b']);
  });
  it('closes all but affix tabs', () => {
    expect(closeAllTabs(tabs).map((t) => t.path)).toEqual(['/dashboard']);
  });
  it('after closing the active tab goes to the last remaining one, else home', () => {
    expect(nextLocationAfterClose(closeTab(tabs, '/b'), '/b', '/dashboard')).toBe('/c');
    expect(nextLocationAfterClose(closeTab(tabs, '/b'), '/a', '/dashboard')).toBeUndefined();
    expect(nextLocationAfterClose([], '/b', '/dashboard')).toBe('/dashboard');
  });
});
