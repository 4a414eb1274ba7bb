// Entry points are data: a hidden list, config document or page says where it is reached from (`from` of its
// description, or the parent list of its drill-down `scope`), and the list or page it names gets the button, so no
// hidden page depends on a typed URL and no screen writes a link by hand.
import { operationTable } from '@wallet-admin/sdk';
import type { ConfigScreen } from './config-screen';
import { drillInto, drillLevels } from './drill';
import type { Page } from './page';
import type { CustomAction, Screen } from './screen';

type AnyScreen = Screen<never, never>;
/** What may ask for a button: a list (`from` with an optional row field, or a drill-down `scope`), a config document or
 * a page (`from` on a toolbar). */
export type Reachable = AnyScreen | Pick<ConfigScreen, 'kind' | 'route' | 'key' | 'from'> | Page;
export interface EntryAction {
  /** The route the button opens: shown only to users who hold it. */
  opens: string;
  action: CustomAction<Record<string, unknown>>;
}

/** A list as a user sees it: with the buttons to the hidden lists they hold, without the buttons whose operation
 * needs a screen they do not hold (a DApp's recommendations, DAppRecommend's call). */
export function screenForUser(screen: Screen, entries: readonly EntryAction[], holds: (route: string) => boolean): Screen {
  const allowed = (action: Screen['actions'][number]) => {
    const permission = typeof action === 'string' || !action.operation ? null : operationTable[action.operation].permission;
    return !permission || permission === 'session' || holds(permission);
  };
  const open = entries.filter((entry) => holds(entry.opens)).map((entry) => entry.action);
  const actions = screen.actions.filter(allowed);
  return open.length || actions.length < screen.actions.length ? { ...screen, actions: [...actions, ...open] } : screen;
}

/** The buttons the descriptions of a group ask for on `target`'s list or page. */
export function entryActions(target: { route: string; embedded?: boolean }, screens: readonly Reachable[]): EntryAction[] {
  if (target.embedded) return [];
  const lists = screens.filter((s): s is AnyScreen => s.kind === 'screen');
  return screens.flatMap((screen) => {
    const scope = screen.kind === 'screen' ? screen.scope : undefined;
    const from = scope ? { screen: scope.parent, field: scope.field, label: scope.label } : screen.from;
    if (!from || from.screen !== target.route || (screen.kind === 'screen' && screen.embedded)) return [];
    const field = 'field' in from && typeof from.field === 'string' ? from.field : undefined;
    const levels = screen.kind === 'screen' && scope ? drillLevels(screen, lists) : null;
    const search = (row: Record<string, unknown> | undefined) =>
      levels ? drillInto(levels, row) : field ? { [field]: row?.id } : undefined;
    const action: CustomAction<Record<string, unknown>> = {
      id: `open ${screen.route}`,
      label: from.label ?? `screens.${screen.key ?? ''}.title`,
      scope: field ? 'row' : 'toolbar',
      run: ({ row, navigate }) => navigate(screen.route, search(row)),
    };
    return [{ opens: screen.route, action }];
  });
}
