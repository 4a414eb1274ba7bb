// A drill-down level (lib/drill): the list scoped by the parents its URL names, under a breadcrumb of their labels
// (x-label, through their lookups) that leads back up. A URL without its parents says so instead of listing
// anything; a parent the server does not know, or a child under the wrong parent, is refused by the list call.
import { useMemo } from 'react';
import { Button, EmptyState } from '@/components/ui';
import type { FieldSchema } from '@/lib/contract';
import { drillIds, drillSearch, type DrillLevel } from '@/lib/drill';
import { scopeScreen, type Screen } from '@/lib/screen';
import { useLabels, useScreenTitle, type Labels } from './labels';
import { ResourceScreen } from './ResourceScreen';
import { useUrlState } from './useUrlState';
import { refLabel, useRefRow } from './widgets/refRows';

type Reference = NonNullable<FieldSchema['reference']>;

/** A parent's label: its row through the lookup of the list parameter that names it (`#id` until it is read). */
function ParentLabel({ reference, id }: { reference: Reference; id: number }) {
  const row = useRefRow(reference, id);
  return <>{row ? refLabel(reference, row) : `#${id}`}</>;
}

function Trail({ levels, ids, screen, labels }: { levels: readonly DrillLevel[]; ids: number[]; screen: Screen; labels: Labels }) {
  const url = useUrlState();
  const query = screen.operations.list ? screen.resource.operations[screen.operations.list]?.query : undefined;
  const link = 'text-action underline-offset-2 hover:underline';
  return (
    <nav aria-label={labels.t('screens.ui.drillTrail')}>
      <ol className="flex flex-wrap items-center gap-1 text-fg-muted">
        <li>
          <button type="button" className={link} onClick={() => url.navigate(levels[0]!.screen.route, {})}>
            {labels.t(`screens.${levels[0]!.screen.key}.title`)}
          </button>
        </li>
        {levels.map((level, i) => {
          const reference = query?.[level.field]?.reference;
          const label = reference ? <ParentLabel reference={reference} id={ids[i]!} /> : `#${ids[i]!}`;
          const child = levels[i + 1];
          return (
            <li key={level.field} className="flex items-center gap-1">
              <span aria-hidden="true">›</span>
              {child ? (
                <button type="button" className={link} onClick={() => url.navigate(child.screen.route, drillSearch(levels, ids, i + 1))}>
                  {label}
                </button>
              ) : (
                <span aria-current="page" className="font-medium text-fg">
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function DrillDown({ screen, levels }: { screen: Screen; levels: readonly DrillLevel[] }) {
  const labels = useLabels(screen.key);
  const title = useScreenTitle(labels);
  const url = useUrlState();
  const ids = drillIds(levels, url.search);
  const key = ids?.join(',');
  const scoped = useMemo(
    () => (key ? key.split(',').reduce((s, id, i) => scopeScreen(s, levels[i]!.field, Number(id)), screen) : null),
    [screen, levels, key],
  );
  const parent = levels.at(-1)!;
  const up = (
    <Button onClick={() => url.navigate(parent.screen.route, ids ? drillSearch(levels, ids, levels.length - 1) : {})}>
      {labels.t('screens.ui.drillUp')}
    </Button>
  );
  if (!ids || !scoped)
    return (
      <section aria-labelledby="drill-title">
        <h1 id="drill-title" className="text-lg font-semibold text-fg">
          {title}
        </h1>
        <EmptyState icon="alert" title={labels.t('screens.ui.drillNoParent')}>
          {up}
        </EmptyState>
      </section>
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Trail levels={levels} ids={ids} screen={screen} labels={labels} />
        {up}
      </div>
      <ResourceScreen screen={scoped} />
    </div>
  );
}
