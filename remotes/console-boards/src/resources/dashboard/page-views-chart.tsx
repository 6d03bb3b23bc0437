import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { formatNumber } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import styles from './page-views-chart.module.css';

export interface DayCount {
  date: string;
  count: number;
}

const loadChart = () =>
  Promise.all([
    import(/* webpackChunkName: "uplot" */ 'uplot'),
    import(/* webpackChunkName: "uplot" */ 'uplot/dist/uPlot.min.css'),
  ]).then(([module]) => module.default);

const chartHeight = 240;

function optionsOf(days: readonly DayCount[], width: number, seriesLabel: string): uPlot.Options {
  const ink = getComputedStyle(document.documentElement).getPropertyValue('--color-ink-muted').trim() || '#5a6069';
  const line = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() || '#0f2a4a';
  const grid = getComputedStyle(document.documentElement).getPropertyValue('--color-line').trim() || '#e3e5e8';
  return {
    width,
    height: chartHeight,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: { x: { time: false }, y: { range: (_plot, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [
      {
        stroke: ink,
        grid: { show: false },
        ticks: { stroke: grid },
        values: (_plot, splits) =>
          splits.map((split) => (Number.isInteger(split) ? (days[split]?.date.slice(5) ?? '') : '')),
      },
      {
        stroke: ink,
        grid: { stroke: grid },
        ticks: { stroke: grid },
        values: (_plot, splits) => splits.map((split) => formatNumber(split)),
      },
    ],
    series: [
      {},
      {
        label: seriesLabel,
        stroke: line,
        width: 2,
        fill: 'rgb(15 42 74 / 8%)',
        points: { show: days.length <= 31, size: 5 },
      },
    ],
  };
}

/** Page views per day as a line chart (uPlot, loaded with the dashboard only); the figures are also a table. */
export function PageViewsChart({ days }: { days: readonly DayCount[] }) {
  const { t } = useTranslation(namespace);
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const seriesLabel = t('dashboard.pageViews.views');

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    loadChart()
      .then((UPlot) => {
        if (cancelled) return;
        const width = Math.max(280, element.clientWidth);
        const data: uPlot.AlignedData = [days.map((_day, index) => index), days.map((day) => day.count)];
        plot = new UPlot(optionsOf(days, width, seriesLabel), data, element);
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() =>
            plot?.setSize({ width: Math.max(280, element.clientWidth), height: chartHeight }),
          );
          observer.observe(element);
        }
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days, seriesLabel]);

  return (
    <div className={styles.chart}>
      <div ref={target} className={styles.canvas} aria-hidden="true" data-state={state} />
      {state === 'loading' ? <p className={styles.note}>{t('dashboard.pageViews.loadingChart')}</p> : null}
      {state === 'failed' ? (
        <p className={styles.note} role="status">
          {t('dashboard.pageViews.chartFailed')}
        </p>
      ) : null}
    </div>
  );
}
