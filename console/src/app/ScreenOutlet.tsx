// Maps a held route's component name to a screen: its group's chunk is loaded once (one chunk per
// group), then the group's map names the component. Unknown groups or names are "not available".
import { Suspense, use } from 'react';
import { useTranslation } from '@/i18n/react';
import { ScreenSkeleton, skeletonKindOf } from '@/components/ui/skeleton';
import { NotAvailablePage } from '@/pages/NotAvailablePage';
import { usePageLoading } from './page-title';
import { groupOf, loadGroup, screenGroups, type ScreenGroupModule } from '@/screens/registry';
import { ScreenBoundary } from './ScreenBoundary';
import { ScreenContext, type ScreenInfo } from './screen-context';

function GroupScreen({ info, load }: { info: ScreenInfo; load: () => Promise<ScreenGroupModule> }) {
  const screens = use(loadGroup(groupOf(info.component), load)).default;
  const Screen = screens[info.component];
  return Screen ? <Screen /> : <NotAvailablePage title={info.title} component={info.component} />;
}

/** While the screen's chunk loads: the outline of the page it will be (and of its title, see page-title.ts). */
function PageLoading({ pattern }: { pattern: string }) {
  const { t } = useTranslation();
  usePageLoading();
  return <ScreenSkeleton kind={skeletonKindOf(pattern)} label={t('common.loading')} />;
}

export function ScreenOutlet({ info }: { info: ScreenInfo }) {
  const load = screenGroups[groupOf(info.component)];
  if (!load) return <NotAvailablePage title={info.title} component={info.component} />;
  return (
    <ScreenContext value={info}>
      <ScreenBoundary>
        <Suspense fallback={<PageLoading pattern={info.pattern} />}>
          <GroupScreen info={info} load={load} />
        </Suspense>
      </ScreenBoundary>
    </ScreenContext>
  );
}
