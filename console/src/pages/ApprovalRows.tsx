// The rows a request writes, as its approver is shown them: each row named as its screen names it, and each changed
// field in that screen's label with its value as the screen's list shows it (热钱包 for account 1, a token's symbol
// for its id, a moment in the product's format), now → then; a value the approval sets reads "the approver" or "at
// approval". A row the request makes live comes first as what users get now → then (approval-diff.ts). The screen's descriptions and catalogue load with its group's chunk (once, as when it is opened).
import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@wallet-admin/sdk';
import { ChangeRow } from '@/components/resource/ChangeRow';
import { useLabels } from '@/components/resource/labels';
import { Badge, Spinner } from '@/components/ui';
import { useTranslation } from '@/i18n/react';
import { componentOf } from '@/lib/page-route';
import { rowName, rowSchema, type AnyScreen } from '@/lib/screen';
import { groupOf, loadGroup, screenGroups } from '@/screens/registry';
import { shownRows, type ShownRow } from './approval-diff';

type Approval = Schema<'Approval'>;

/** The screens of the request's screen's group (its chunk and catalogue loaded), or none for a screen without one. */
function useGroupScreens(permission: string) {
  const group = groupOf(componentOf(permission));
  return useQuery({
    queryKey: ['screen-group', group],
    queryFn: async () => {
      const load = screenGroups[group];
      if (!load) return [];
      const { descriptions } = await loadGroup(group, load);
      return descriptions.filter((item): item is AnyScreen => item.kind === 'screen');
    },
    staleTime: Infinity,
  });
}

/** The screen that edits a resource's rows: the request's own screen first. */
const screenFor = (screens: readonly AnyScreen[], resource: string, permission: string) =>
  screens.find((s) => s.resource.name === resource && s.route === permission) ?? screens.find((s) => s.resource.name === resource);

function RowChanges({ shown, screen }: { shown: ShownRow; screen: AnyScreen | undefined }) {
  const labels = useLabels(screen?.key ?? shown.resource);
  const t = labels.t;
  const fields = (screen && (rowSchema(screen)?.properties ?? screen.resource.entity?.properties)) || {};
  // A config document is one: it has no id to show.
  const id = shown.target.startsWith('config:') ? '' : shown.target.slice(shown.resource.length + 1);
  const name = screen ? rowName(screen, shown.row) : '';
  const live = shown.action === 'live';
  return (
    <section
      aria-label={live ? t('approvals.live', { title: labels.title }) : id ? `${labels.title} #${id}` : labels.title}
      className={live ? 'mt-2 rounded-md border border-warning p-2' : 'mt-2'}
    >
      {live ? <p className="text-sm font-medium text-fg">{t('approvals.live', { title: labels.title })}</p> : null}
      <h4 className="flex flex-wrap items-center gap-2 text-sm text-fg">
        <span className="font-medium">{labels.title}</span>
        <span className="text-fg-muted">{shown.action === 'create' || !id ? '' : `#${id}`}</span>
        {name ? <span>{name}</span> : null}
        {shown.action === 'create' || shown.action === 'delete' ? <Badge>{t(`screens.history.actions.${shown.action}`)}</Badge> : null}
      </h4>
      {shown.changes.length ? (
        <table className="w-full text-sm">
          <tbody>
            {shown.changes.map((change) => (
              <ChangeRow
                key={change.field}
                change={change}
                labels={labels}
                fields={fields}
                row={shown.row}
                afterText={change.atApproval ? t(`approvals.atApproval.${change.atApproval}`) : undefined}
              />
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-fg-muted">{t('approvals.noChanges')}</p>
      )}
    </section>
  );
}

export function RequestRows({ request }: { request: Approval }) {
  const { t } = useTranslation();
  const screens = useGroupScreens(request.permission);
  if (screens.isPending) return <Spinner />;
  const screenOf = (resource: string) => screenFor(screens.data ?? [], resource, request.permission);
  const rows = shownRows(request, (resource) => screenOf(resource)?.resource.entity?.approval ?? []);
  if (!rows.length) return <p className="text-sm text-fg-muted">{t('approvals.noChanges')}</p>;
  return (
    <>
      {rows.map((shown) => (
        <RowChanges key={`${shown.action}:${shown.target}`} shown={shown} screen={screenOf(shown.resource)} />
      ))}
    </>
  );
}
