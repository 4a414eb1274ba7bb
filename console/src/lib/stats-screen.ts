// A statistics screen is one description, like a list: the operation that answers daily totals over a date range
// (`{ list: [{ day, …figures }], total, decimals? }`, SQL aggregates on the server), the figures to show (money ones
// with the answer's decimals), which of them the chart draws, and the operation's choice parameters (a market, a
// coin) as selects. The date range lives in the URL (`from`/`to`, 90 days back by default), so a link reopens the
// same view. The screen (components/stats/StatsScreen) and its chart load when the route is first visited.
import { createElement } from 'react';
import type { OperationId } from '@wallet-admin/sdk';
import type { Contract } from './contract';
import { lazyNamed } from './lazy';
import type { Page } from './page';

export interface StatsFigure {
  /** A property of the answer's days and of its total. */
  field: string;
  /** Shown as money (decimal string) with the answer's `decimals`. */
  money?: boolean;
  /** Drawn by the chart, in this palette colour (a CSS variable: `--color-primary-ink`, `--color-warning`, …). */
  chart?: string;
}

export interface StatsSpec {
  route: string;
  /** Catalogue section (`screens.<key>`): title, figure labels. */
  key: string;
  operation: OperationId;
  /** `import contract from 'virtual:contract/<operationId>'`: the parameters and their labels. */
  contract: Contract;
  figures: readonly StatsFigure[];
  /** Enum query parameters offered as selects, or x-ref ones as the reference's picker, with the value they start at
   * (none: every value). */
  choices?: readonly { name: string; default?: string | number }[];
  /** Where the page is reached from (see lib/entries): a button on that list's or page's toolbar. */
  from?: { screen: string; label?: string };
}

const StatsScreen = lazyNamed(() => import('@/components/stats/StatsScreen'), 'StatsScreen');

export const defineStats = (spec: StatsSpec): Page => ({
  kind: 'page',
  route: spec.route,
  key: spec.key,
  from: spec.from,
  operation: spec.operation,
  component: () => createElement(StatsScreen, { spec }),
});
