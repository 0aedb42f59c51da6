import type { MetricUnit, UnderwritingSeries } from '@onboarding/shared/backoffice';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatAxisValue, formatMonth } from './format';
import styles from './underwriting.module.css';

// The one module that imports uPlot: loaded lazily (its own chunk) when a section's charts come into view, so the
// library is in neither the applicant's bundles nor the back office's first page. The chart is a picture of the
// numbers; the figure around it carries the text alternative (a summary and the data table).

export interface UplotChartProps {
  series: UnderwritingSeries;
  /** The series' name in the page's language (the hover readout's). */
  label: string;
  currency: string;
  language: string;
  /** A point's value as the table writes it (the hover readout), or null for a month without a value. */
  formatPoint: (value: number | null) => string;
  /** The hover readout's name for the month ("Month"). */
  monthLabel: string;
  height: number;
}

/** A design token's value on `el` (the custom properties of tokens.css), or `fallback` when it is not set. */
function token(el: Element, name: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim() || fallback;
}

function axisFont(el: Element): string {
  return `12px ${token(el, '--ob-font-family', 'system-ui, sans-serif')}`;
}

/** The options of a one-series chart: months along x (by index, so no time zone shifts them), values along y. */
export function chartOptions(
  el: Element,
  { series, label, currency, language, formatPoint, monthLabel, height }: UplotChartProps,
  width: number,
): uPlot.Options {
  const months = series.points.map((p) => formatMonth(p.month, language));
  const primary = token(el, '--ob-color-primary', '#0b5c55');
  const muted = token(el, '--ob-color-text-muted', '#4f5b6b');
  const grid = token(el, '--ob-color-border', '#c9d1da');
  const font = axisFont(el);
  const unit: MetricUnit = series.unit;
  const hasNegative = series.points.some((p) => (p.value ?? 0) < 0);
  // A light wash under the line when every value is at or above zero (a fill to the axis would mislead otherwise).
  const fill = !hasNegative && /^#[0-9a-f]{6}$/i.test(primary) ? `${primary}1f` : undefined;
  // Amounts and counts are read against zero (an area from a cut-off axis overstates a change); growth and other
  // ratios keep their own range. Counts tick on whole numbers.
  const fromZero = unit !== 'ratio' && !hasNegative;
  const axis = { stroke: muted, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width,
    height,
    scales: {
      x: { time: false },
      y: {
        range: (_u, min, max) => uPlot.rangeNum(fromZero ? Math.min(0, min) : min, max, 0.1, true),
      },
    },
    axes: [
      {
        ...axis,
        // Whole months only: a step of 1, 2, 3, 6 or 12 months, as many as fit.
        incrs: [1, 2, 3, 4, 6, 12, 24],
        space: 56,
        values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && months[i] ? months[i] : '')),
      },
      {
        ...axis,
        size: 64,
        ...(unit === 'count' || unit === 'months'
          ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 100_000, 1_000_000] }
          : {}),
        values: (_u, splits) => splits.map((v) => formatAxisValue(v, unit, currency, language)),
      },
    ],
    series: [
      { label: monthLabel, value: (_u, i) => (i === null || i === undefined ? '' : (months[i] ?? '')) },
      {
        label,
        stroke: primary,
        width: 2,
        fill,
        spanGaps: false,
        points: { show: series.points.length <= 24, size: 6, fill: primary, stroke: primary },
        value: (_u, v) => formatPoint(v ?? null),
      },
    ],
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false } },
  };
}

export default function UplotChart(props: UplotChartProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const { series, label, currency, language, formatPoint, monthLabel, height } = props;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const widthNow = () => Math.max(120, Math.floor(el.clientWidth));
    const xs = series.points.map((_, i) => i);
    const ys = series.points.map((p) => p.value);
    const plot = new uPlot(
      chartOptions(el, { series, label, currency, language, formatPoint, monthLabel, height }, widthNow()),
      [xs, ys] as uPlot.AlignedData,
      el,
    );
    // The chart follows its box (the card, the window, a phone turned), not only the window.
    let frame = 0;
    const resize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => plot.setSize({ width: widthNow(), height }));
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    if (observer) observer.observe(el);
    else window.addEventListener('resize', resize);
    return () => {
      cancelAnimationFrame(frame);
      if (observer) observer.disconnect();
      else window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [series, label, currency, language, formatPoint, monthLabel, height]);

  return <div ref={box} className={styles.plot} data-testid="underwriting-chart" />;
}
