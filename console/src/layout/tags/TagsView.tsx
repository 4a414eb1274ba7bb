// The bar of visited pages: click to go back, × or middle-click to close (not pinned ones),
// right-click for Refresh / Close / Close Others / Close All. The active tag always scrolls into view; when the bar
// overflows, the wheel scrolls it sideways and ◀ ▶ buttons appear at its ends.
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { findHeldRoute } from '@/app/guard';
import { isRowPage, pageTitles, shownTitle } from '@/app/page-title';
import { queryClient } from '@/app/query-client';
import { routeData } from '@/app/session';
import { useStore } from '@/app/store';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/icons';
import { TitleSkeleton } from '@/components/ui/skeleton';
import { AppLink } from '../sidebar/app-link';
import { TagContextMenu, type TagAction } from './TagContextMenu';
import { bumpPageVersion, closeAll, closeOthers, closeTabAt, visitedTabs } from './tags-store';
import type { VisitedTab } from './tags';

/** Asks first while a form of the page has unsaved edits (lib/unsaved, already loaded by any form that has some). */
const confirmLeaving = (path?: string) => import('@/lib/unsaved').then((unsaved) => unsaved.confirmLeaving(path));
const confirmLeavingOthers = (kept: string) => import('@/lib/unsaved').then((unsaved) => unsaved.confirmLeavingOthers(kept));

/** Space kept between the active tag and the edge when scrolling it into view. */
const SCROLL_PADDING = 4;
/** How much of the visible width one arrow press scrolls. */
const ARROW_STEP = 0.7;

/** Scrolls the active tag into view whenever the active path, the tabs or their titles change (a new tab is added
 * after the navigation that opened it; a title can widen it), and tells whether the bar can scroll each way. */
function useTagsScroller(active: string, layoutKey: string) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const left = box.scrollLeft > 0;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setEdges((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  // Also when the bar's width changes (the arrows appearing narrow it): the active tag stays in view.
  const reveal = useCallback(() => {
    const box = scroller.current;
    const tag = box?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (box && tag) {
      // Positions relative to the scroller itself (offsetLeft would be relative to the nearest positioned ancestor).
      const boxRect = box.getBoundingClientRect();
      const tagRect = tag.getBoundingClientRect();
      const left = box.scrollLeft + tagRect.left - boxRect.left - SCROLL_PADDING;
      const right = box.scrollLeft + tagRect.right - boxRect.right + SCROLL_PADDING;
      if (box.scrollLeft > left) box.scrollLeft = left;
      else if (box.scrollLeft < right) box.scrollLeft = right;
    }
    measure();
  }, [measure]);
  useLayoutEffect(reveal, [active, layoutKey, reveal]);
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const observer = new ResizeObserver(reveal);
    observer.observe(box);
    // The wheel scrolls the bar sideways when it overflows, instead of the page (a passive listener could not stop it).
    const onWheel = (event: WheelEvent) => {
      if (box.scrollWidth <= box.clientWidth) return;
      event.preventDefault();
      box.scrollLeft += Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('wheel', onWheel);
      box.removeEventListener('scroll', measure);
    };
  }, [measure, reveal]);
  const scrollBy = (direction: -1 | 1) => {
    const box = scroller.current;
    if (box) box.scrollLeft += direction * Math.max(80, box.clientWidth * ARROW_STEP);
  };
  return { scroller, edges, scrollBy };
}

function ScrollArrow({ direction, enabled, label, onClick }: { direction: -1 | 1; enabled: boolean; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={!enabled}
      onClick={onClick}
      className="flex h-full w-6 shrink-0 items-center justify-center text-fg-muted hover:text-primary-ink disabled:opacity-30"
    >
      <Icon name={direction < 0 ? 'chevronLeft' : 'chevronRight'} size={14} />
    </button>
  );
}

export function TagsView() {
  const { t } = useTranslation();
  const router = useRouter();
  const activePath = useRouterState({ select: (state) => state.location.pathname });
  const activeSearch = useRouterState({ select: (state) => state.location.search });
  const tabs = useStore(visitedTabs, (list) => list);
  const held = useStore(routeData, (data) => data?.held);
  const ownTitles = useStore(pageTitles, (titles) => titles);
  // The route's title in the current language (the tab may have been opened in the other one), or the page's own;
  // none while the code of a page of a row loads (only the active page loads: a hidden one's outline is gone).
  const titleOf = (tab: VisitedTab) => {
    const match = held && findHeldRoute(held, tab.path);
    const search = tab.path === activePath ? activeSearch : {};
    return shownTitle(
      ownTitles,
      tab.path,
      match?.item.title ?? tab.title,
      Boolean(match && isRowPage(match.item.path, match.params, search)),
    );
  };
  const titles = tabs.map(titleOf);
  const { scroller, edges, scrollBy } = useTagsScroller(activePath, titles.join('\n'));
  const overflowing = edges.left || edges.right;

  const go = (href: string | undefined) => href && void router.navigate({ href });
  const run = (action: TagAction, tab: VisitedTab) => {
    if (action === 'refresh') {
      bumpPageVersion(tab.path);
      void queryClient.invalidateQueries();
      go(`/redirect${tab.fullPath}`);
    } else if (action === 'close') void confirmLeaving(tab.path).then((leave) => leave && go(closeTabAt(tab.path, activePath)));
    else if (action === 'closeOthers')
      void confirmLeavingOthers(tab.path).then((leave) => {
        if (!leave) return;
        go(tab.path === activePath ? undefined : tab.fullPath);
        closeOthers(tab.path, tab.path);
      });
    else void confirmLeaving().then((leave) => leave && go(closeAll(activePath)));
  };

  return (
    <nav aria-label={t('tags.label')} className="flex h-[34px] border-b border-border bg-surface shadow-[0_1px_3px_rgba(0,0,0,0.06)]">
      {overflowing && (
        <ScrollArrow direction={-1} enabled={edges.left} label={t('screens.shell.scrollTagsLeft')} onClick={() => scrollBy(-1)} />
      )}
      <div
        ref={scroller}
        data-testid="tags-scroller"
        className={cx(
          'flex h-full min-w-0 flex-1 items-center gap-1 overflow-x-auto [scrollbar-width:none]',
          overflowing ? 'px-0.5' : 'px-2',
        )}
      >
        {tabs.map((tab, index) => {
          const active = tab.path === activePath;
          const title = titles[index];
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
                  {title ?? <TitleSkeleton label={t('common.loading')} />}
                </AppLink>
                {!tab.affix && (
                  <button
                    type="button"
                    aria-label={t('tags.closeTab', { title: title ?? t('common.loading') })}
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
      {overflowing && (
        <ScrollArrow direction={1} enabled={edges.right} label={t('screens.shell.scrollTagsRight')} onClick={() => scrollBy(1)} />
      )}
    </nav>
  );
}
