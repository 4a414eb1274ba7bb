// The console's one chart: uPlot (≈ 20 kB gzip, canvas, the smallest well-kept time-series chart), loaded only with
// a chart (StatsScreen imports this module lazily, so its chunk never rides with the login or a list screen). It
// reads its colours from the console's CSS variables (the theme colour's palette, dark mode's surfaces) and draws
// again when either changes. The canvas is decorative for screen readers: the same numbers are the table beside it.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { settings } from '@/app/preferences';
import { useStore } from '@/app/store';

export interface ChartSeries {
  label: string;
  /** One value per day (plotted only: the exact figures are the table's). */
  values: readonly (number | null)[];
  /** A CSS variable of the palette: `--color-primary-ink`, `--color-warning` … */
  color: string;
}

interface Props {
  /** Unix ms of each point's day. */
  days: readonly number[];
  series: readonly ChartSeries[];
  height?: number;
}

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';

export function Chart({ days, series, height = 280 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The palette and dark mode live on <html>: a change of either draws the chart again with the new colours.
  const look = useStore(settings, (s) => `${s.theme}/${String(s.dark)}`);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const axis = { stroke: cssVar('--color-fg-muted'), grid: { stroke: cssVar('--color-border'), width: 1 }, ticks: { show: false } };
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        axes: [axis, { ...axis, size: 70 }],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: cssVar(s.color),
            fill: `${cssVar(s.color)}22`,
            width: 2,
            points: { show: days.length <= 45 },
          })),
        ],
      },
      [days.map((d) => d / 1000), ...series.map((s) => [...s.values])],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, height, look]);
  return <div ref={box} aria-hidden="true" className="w-full text-fg-muted" />;
}
