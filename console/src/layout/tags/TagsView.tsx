// The bar of visited pages: click to go back, × or middle-click to close (not pinned ones),
// right-click for Refresh / Close / Close Others / Close All.
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/app/query-client';
import { useStore } from '@/app/store';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/icons';
import { AppLink } from '../sidebar/app-link';
import { TagContextMenu, type TagAction } from './TagContextMenu';
import { bumpPageVersion, closeAll, closeOthers, closeTabAt, visitedTabs } from './tags-store';
import type { VisitedTab } from './tags';

/** Asks first while a form of the page has unsaved edits (lib/unsaved, already loaded by any form that has some). */
const confirmLeaving = (path?: string) => import('@/lib/unsaved').then((unsaved) => unsaved.confirmLeaving(path));

/** Space kept between the active tag and the edge when scrolling it into view. */
const SCROLL_PADDING = 4;

// Runs again when the tab list changes too: a new tab is added after the navigation that opened it.
function useScrollActiveIntoView(active: string, count: number) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const tag = box?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!box || !tag) return;
    const left = tag.offsetLeft - SCROLL_PADDING;
    const right = tag.offsetLeft + tag.offsetWidth + SCROLL_PADDING - box.clientWidth;
    if (box.scrollLeft > left) box.scrollLeft = left;
    else if (box.scrollLeft < right) box.scrollLeft = right;
  }, [active, count]);
  return scroller;
}

export function TagsView() {
  const { t } = useTranslation();
  const router = useRouter();
  const activePath = useRouterState({ select: (state) => state.location.pathname });
  const tabs = useStore(visitedTabs, (list) => list);
  const scroller = useScrollActiveIntoView(activePath, tabs.length);

  const go = (href: string | undefined) => href && void router.navigate({ href });
  const run = (action: TagAction, tab: VisitedTab) => {
    if (action === 'refresh') {
      bumpPageVersion(tab.path);
      void queryClient.invalidateQueries();
      go(`/redirect${tab.fullPath}`);
    } else if (action === 'close') void confirmLeaving(tab.path).then((leave) => leave && go(closeTabAt(tab.path, activePath)));
    else if (action === 'closeOthers') {
      go(tab.path === activePath ? undefined : tab.fullPath);
      closeOthers(tab.path, tab.path);
    } else void confirmLeaving().then((leave) => leave && go(closeAll(activePath)));
  };

  return (
    <nav aria-label={t('tags.label')} className="h-[34px] border-b border-border bg-surface shadow-[0_1px_3px_rgba(0,0,0,0.06)]">
      <div
        ref={scroller}
        className="flex h-full items-center gap-1 overflow-x-auto px-2 [scrollbar-width:none]"
        onWheel={(event) => {
          if (scroller.current) scroller.current.scrollLeft += event.deltaY;
        }}
      >
        {tabs.map((tab) => {
          const active = tab.path === activePath;
          return (
            <TagContextMenu key={tab.path} tab={tab} onAction={(action) => run(action, tab)}>
              {/* Middle-click to close is a mouse shortcut; keys close a tab with its × button or the context menu. */}
              {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
              <div
                className={cx(
                  // No colour transition: an in-between frame of white text on a half-coloured tab is unreadable.
                  'group flex h-[26px] shrink-0 items-center gap-1 rounded-sm border px-2 text-xs',
                  active ? 'border-primary-solid bg-primary-solid text-white' : 'border-border bg-surface text-fg hover:text-primary-ink',
                )}
                onAuxClick={(event) => {
                  if (event.button !== 1) return;
                  event.preventDefault(); // a middle-click on the link would open a browser tab
                  if (!tab.affix) run('close', tab);
                }}
                onMouseDown={(event) => event.button === 1 && event.preventDefault()}
              >
                {active && <span className="size-1.5 rounded-full bg-white" aria-hidden />}
                <AppLink
                  to={tab.fullPath}
                  aria-current={active ? 'page' : undefined}
                  className="max-w-40 truncate leading-[24px] outline-offset-1"
                >
                  {tab.title}
                </AppLink>
                {!tab.affix && (
                  <button
                    type="button"
                    aria-label={t('tags.closeTab', { title: tab.title })}
                    className={cx(
                      '-mr-1 rounded-full p-0.5',
                      active ? 'hover:bg-white/25' : 'text-fg-muted hover:bg-fg-muted hover:text-white',
                    )}
                    onClick={() => run('close', tab)}
                  >
                    <Icon name="x" size={10} strokeWidth={3} />
                  </button>
                )}
              </div>
            </TagContextMenu>
          );
        })}
      </div>
    </nav>
  );
}
