// The statistics' charts (decision 246): drawn by d3-scale and d3-shape into SVG on the server, so
// they show before any script and cost the page no chart code of its own. Text sits in an outer
// SVG placed in percent and pixels (it keeps its size on a phone); bars and the line sit in an
// inner one stretched to the width. Never colour alone: takings are hatched bars, bookings a
// dashed line with round marks, and values are written on the chart when they fit (the table
// beside each chart always has them).
import { useId } from "react";
import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { cx } from "../ui/cx";

/** The first label starts at its column and the last ends at its own, so neither leaves the chart. */
const anchorOf = (i: number, n: number) => (n > 1 && i === 0 ? "start" : n > 1 && i === n - 1 ? "end" : "middle");

function Hatch({ id }: { id: string }) {
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="6" height="6" className="fill-primary/20" />
      <line x1="0" y1="0" x2="0" y2="6" strokeWidth="3" className="stroke-primary" />
    </pattern>
  );
}

/** The legend's swatches, the same marks as the chart's. */
export function Legend({ bars, line: lineLabel }: { bars: string; line?: string }) {
  const id = useId();
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-caption text-ink-muted">
      <li className="flex items-center gap-2">
        <svg width="18" height="12" aria-hidden="true">
          <defs><Hatch id={id} /></defs>
          <rect width="18" height="12" fill={`url(#${id})`} className="stroke-primary" />
        </svg>
        {bars}
      </li>
      {lineLabel && (
        <li className="flex items-center gap-2">
          <svg width="24" height="12" aria-hidden="true">
            <line x1="0" y1="6" x2="24" y2="6" strokeWidth="2" strokeDasharray="4 3" className="stroke-ink" />
            <circle cx="12" cy="6" r="3.5" className="fill-page stroke-ink" strokeWidth="2" />
          </svg>
          {lineLabel}
        </li>
      )}
    </ul>
  );
}

export interface SeriesPoint {
  /** the period as short as the axis needs ('4 mars'); the table beside says it whole */
  label: string;
  /** the bar (takings, cents) and its words */
  bar: number;
  barText: string;
  /** the line (bookings) */
  mark: number;
}

const HEIGHT = 220;
const TOP = 22;
const BOTTOM = 26;

/** Takings as columns, bookings as a line over them, per day, week or month. */
export function SeriesChart({ points, label }: { points: readonly SeriesPoint[]; label: string }) {
  const hatch = useId();
  const plot = HEIGHT - TOP - BOTTOM;
  const x = scaleBand<number>().domain(points.map((_, i) => i)).range([0, 100]).paddingInner(0.25).paddingOuter(0.1);
  const yBar = scaleLinear().domain([0, Math.max(1, ...points.map((p) => p.bar))]).range([plot, 0]).nice();
  const yMark = scaleLinear().domain([0, Math.max(1, ...points.map((p) => p.mark))]).range([plot, 0]).nice();
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  const path = line<SeriesPoint>().x((_, i) => centre(i)).y((p) => yMark(p.mark))(points) ?? "";
  // a label every few columns: four at most on a phone (a month of days, 390 px), eight from a
  // tablet up; the values on the columns only where each column has room for them
  const wide = Math.max(1, Math.ceil(points.length / 8));
  const narrow = Math.max(1, Math.ceil(points.length / 4));
  const written = points.length <= 12;
  const writtenOnPhone = points.length <= 4;
  return (
    <svg width="100%" height={HEIGHT} role="img" aria-label={label} className="overflow-visible">
      <defs><Hatch id={hatch} /></defs>
      <line x1="0" x2="100%" y1={TOP + plot} y2={TOP + plot} className="stroke-line-strong" />
      <svg x="0" y={TOP} width="100%" height={plot} viewBox={`0 0 100 ${plot}`} preserveAspectRatio="none" overflow="visible">
        {points.map((p, i) => (
          <rect key={i} x={x(i)} y={yBar(p.bar)} width={x.bandwidth()} height={plot - yBar(p.bar)} fill={`url(#${hatch})`} className="stroke-primary" vectorEffect="non-scaling-stroke" />
        ))}
        <path d={path} fill="none" strokeWidth="2" strokeDasharray="5 4" className="stroke-ink" vectorEffect="non-scaling-stroke" />
      </svg>
      {points.map((p, i) => (
        <g key={i}>
          <circle cx={`${centre(i)}%`} cy={TOP + yMark(p.mark)} r="4" strokeWidth="2" className="fill-page stroke-ink" />
          {written && (
            <text x={`${centre(i)}%`} y={TOP + Math.min(yBar(p.bar), yMark(p.mark)) - 8} textAnchor="middle" className={cx("fill-ink text-[11px] font-semibold", !writtenOnPhone && "max-md:hidden")}>
              {p.barText} · {p.mark}
            </text>
          )}
          {(i % wide === 0 || i % narrow === 0) && (
            <text x={`${centre(i)}%`} y={HEIGHT - 6} textAnchor={anchorOf(i, points.length)} className={cx("fill-ink-muted text-[11px]", i % narrow !== 0 && "max-md:hidden", i % wide !== 0 && "md:hidden")}>
              {p.label}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

export interface Bar {
  label: string;
  value: number;
  text: string;
}

const ROW = 42;

/** One hatched bar per row, its name above it and its value written at its end. */
export function BarChart({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const hatch = useId();
  // three quarters of the width at most: the value is written after the longest bar
  const width = scaleLinear().domain([0, Math.max(1, ...bars.map((b) => b.value))]).range([0, 75]);
  return (
    <svg width="100%" height={bars.length * ROW + 4} role="img" aria-label={label}>
      <defs><Hatch id={hatch} /></defs>
      {bars.map((b, i) => (
        <g key={i}>
          <text x="0" y={i * ROW + 13} className="fill-ink text-[12px]">{b.label}</text>
          <rect x="0" y={i * ROW + 19} width={`${Math.max(width(b.value), 0.5)}%`} height="16" fill={`url(#${hatch})`} className="stroke-primary" />
          <text x={`${Math.max(width(b.value), 0.5) + 1.5}%`} y={i * ROW + 32} className="fill-ink text-[12px] font-semibold">{b.text}</text>
        </g>
      ))}
    </svg>
  );
}
