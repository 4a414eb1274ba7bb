// A screen that is its own component (the dashboard, the role screen, an import page): registered like a
// description, so its route is written once, in the file that defines it.
import type { ComponentType } from 'react';
import type { OperationId } from '@wallet-admin/sdk';

export interface Page {
  kind: 'page';
  /** The routes.tsv path it renders. */
  route: string;
  component: ComponentType;
  /** Catalogue section of its title (`screens.<key>.title`): the label of the buttons that open it. */
  key?: string;
  /** Where the page is reached from (lib/entries): a button on that list's (or page's) toolbar. */
  from?: { screen: string; label?: string };
  /** The call whose answer fills the page (none for a form that only writes): the cold-open walk waits for it. */
  operation?: OperationId;
}

export const definePage = (page: Omit<Page, 'kind'>): Page => ({ kind: 'page', ...page });
