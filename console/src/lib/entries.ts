// Entry points are data: a hidden list says where it is reached from (`from` of its description), and the list
// it names gets the button, so no hidden page depends on a typed URL and no screen writes a link by hand.
import type { ConfigScreen } from './config-screen';
import type { Page } from './page';
import type { CustomAction, Screen } from './screen';

type AnyScreen = Screen<never, never>;
/** What may ask for a button: a list (`from` with an optional row field), a page or a config document (`from` on a
 * toolbar). */
export type Reachable = (Pick<AnyScreen, 'route' | 'key' | 'embedded'> & { from?: AnyScreen['from'] }) | Page | ConfigScreen<never>;
export interface EntryAction {
  /** The route the button opens: shown only to users who hold it. */
  opens: string;
  action: CustomAction<Record<string, unknown>>;
}

/** The buttons the descriptions of a group ask for on `target`'s list. */
export function entryActions(target: { route: string; embedded?: boolean }, screens: readonly Reachable[]): EntryAction[] {
  if (target.embedded) return [];
  return screens.flatMap((screen) => {
    const from = screen.from;
    if (!from || from.screen !== target.route || ('embedded' in screen && screen.embedded)) return [];
    const field = 'field' in from ? from.field : undefined;
    const action: CustomAction<Record<string, unknown>> = {
      id: `open ${screen.route}`,
      label: from.label ?? `screens.${screen.key ?? ''}.title`,
      scope: field ? 'row' : 'toolbar',
      run: ({ row, navigate }) => navigate(screen.route, field ? { [field]: row?.id } : undefined),
    };
    return [{ opens: screen.route, action }];
  });
}
