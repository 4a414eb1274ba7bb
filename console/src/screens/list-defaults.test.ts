// The spec's list defaults on every screen of the app, DApp, token, system and content groups (issue 58): a date
// range starts 90 days back (the news list started 365 back), unless a list of holdings asks for none.
import { describe, expect, it } from 'vitest';
import type { Screen } from '@/lib/screen';
import { descriptionsOf } from './group';

const described = descriptionsOf(import.meta.glob(['./*/*.{ts,tsx}', '!./*/*.test.*'], { eager: true }));
const GROUPS = /^\/(app|application|token|flashCash|system|information|banner|keypal)\//;
const screens = described.filter((d): d is Screen<never, never> => d.kind === 'screen' && GROUPS.test(d.route));

const EXPORTED = ['/application/dapp', '/token/tokenlist', '/app/feedback', '/banner/list'];

describe('list defaults', () => {
  it.each(EXPORTED)('%s offers an export of its list', (route) => {
    const screen = screens.find((s) => s.route === route && !s.embedded);
    expect(screen?.actions).toContain('export');
  });
  it('finds the screens of the groups', () => expect(screens.length).toBeGreaterThan(40));
  it.each(screens.map((s) => [`${s.route} ${s.key}`, s] as const))('%s: a date range starts 90 days back', (_, screen) => {
    for (const filter of screen.list?.filters ?? []) {
      if (filter.input === 'dateRange') expect([undefined, 90, false]).toContain(filter.days);
    }
  });
});
