// Entry points are data: a hidden list says where it is reached from (`from` of its description), and the list
// it names gets the button, so no hidden page depends on a typed URL and no screen writes a link by hand.
import type { CustomAction, Screen } from './screen';

type AnyScreen = Screen<never, never>;
/** What may declare an entry: a list, or a config document (a toolbar button only, it has no rows). */
type EntrySource = Pick<AnyScreen, 'route' | 'key' | 'embedded' | 'from'>;
export interface EntryAction {
  /** The route the button opens: shown only to users who hold it. */
  opens: string;
  action: CustomAction<Record<string, unknown>>;
}

/** The buttons the descriptions of a group ask for on `target`'s list. */
export function entryActions(target: Pick<AnyScreen, 'route' | 'embedded'>, screens: readonly EntrySource[]): EntryAction[] {
  if (target.embedded) return [];
  return screens.flatMap((screen) => {
    const from = screen.from;
    if (!from || from.screen !== target.route || screen.embedded) return [];
    const action: CustomAction<Record<string, unknown>> = {
      id: `open ${screen.route}`,
      label: from.label ?? `screens.${screen.key}.title`,
      scope: from.field ? 'row' : 'toolbar',
      run: ({ row, navigate }) => navigate(screen.route, from.field ? { [from.field]: row?.id } : undefined),
    };
    return [{ opens: screen.route, action }];
  });
}
