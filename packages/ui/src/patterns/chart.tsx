import * as React from 'react'
import { cn } from '../lib/cn.js'
import { useOptionalDirection } from '../providers/direction-provider.js'
import { niceTicks } from './chart-scale.js'

/** Chart kinds the wrapper draws. */
export type ChartType = 'line' | 'bar' | 'area'

/** One plotted series: a numeric field of the data rows. */
export interface ChartSeries<TKey extends string = string> {
  key: TKey
  label: string
  /** A token colour (1–5); series take them in order by default. */
  color?: 1 | 2 | 3 | 4 | 5
}

/** Props of {@link Chart}. */
export interface ChartProps<TRow extends Record<string, unknown>> {
  type: ChartType
  data: readonly TRow[]
  /** Field holding the category / x-axis label of each row. */
  xKey: keyof TRow & string
  /** Heading of the category column in the data table (default: `xKey`). */
  xLabel?: string
  series: readonly ChartSeries<keyof TRow & string>[]
  /** Accessible name and visible caption. */
  title: string
  description?: string
  /** Drawing height in px (default 240). */
  height?: number
  formatValue?: (value: number) => string
  /** Label of the disclosure that reveals the data as a table. */
  tableLabel?: string
  className?: string
}

const PADDING = { top: 12, bottom: 28, side: 44, end: 12 }
const FALLBACK_WIDTH = 600

function useWidth(ref: React.RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = React.useState(FALLBACK_WIDTH)
  React.useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}

function toNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

/**
 * Line, bar and area charts drawn as plain SVG and coloured by the `--chart-*` tokens (ADR 0006:
 * no charting library). The SVG is one labelled image; the numbers are always available to
 * assistive technology and keyboard users in a data table behind a disclosure. In RTL the
 * category axis runs right to left and the value axis sits on the right.
 */
export function Chart<TRow extends Record<string, unknown>>({
  type,
  data,
  xKey,
  xLabel = xKey,
  series,
  title,
  description,
  height = 240,
  formatValue = (value) => value.toLocaleString(),
  tableLabel = 'Show data as a table',
  className,
}: ChartProps<TRow>) {
  const ref = React.useRef<HTMLDivElement>(null)
  const width = useWidth(ref)
  const rtl = useOptionalDirection() === 'rtl'
  const titleId = React.useId()
  const descriptionId = React.useId()

  const values = data.flatMap((row) => series.map((s) => toNumber(row[s.key])))
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values))
  const low = ticks[0] ?? 0
  const high = ticks[ticks.length - 1] ?? 1
  const plotLeft = rtl ? PADDING.end : PADDING.side
  const plotRight = width - (rtl ? PADDING.side : PADDING.end)
  const plotWidth = Math.max(1, plotRight - plotLeft)
  const plotBottom = height - PADDING.bottom
  const y = (value: number) =>
    plotBottom - ((value - low) / (high - low || 1)) * (plotBottom - PADDING.top)
  const band = plotWidth / Math.max(1, data.length)
  // Category centre in reading order: mirrored for RTL.
  const x = (index: number) => {
    const offset = band * index + band / 2
    return rtl ? plotRight - offset : plotLeft + offset
  }
  const colorOf = (s: ChartSeries, index: number) => `var(--chart-${s.color ?? (index % 5) + 1})`
  const labelEvery = Math.max(1, Math.ceil((data.length * 56) / plotWidth))

  return (
    <figure data-slot="chart" data-type={type} className={cn('flex flex-col gap-3', className)}>
      <figcaption id={titleId} className="text-sm font-medium">
        {title}
        {description ? (
          <span id={descriptionId} className="block font-normal text-muted-foreground">
            {description}
          </span>
        ) : null}
      </figcaption>
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-labelledby={titleId}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full overflow-visible text-muted-foreground"
        >
          {ticks.map((tick) => (
            <g key={tick} data-slot="chart-grid">
              <line x1={plotLeft} x2={plotRight} y1={y(tick)} y2={y(tick)} stroke="var(--border)" />
              <text
                x={rtl ? plotRight + 6 : plotLeft - 6}
                y={y(tick)}
                dy="0.32em"
                textAnchor={rtl ? 'start' : 'end'}
                fontSize={11}
                fill="currentColor"
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {data.map((row, index) =>
            index % labelEvery === 0 ? (
              <text
                key={index}
                x={x(index)}
                y={height - 8}
                textAnchor="middle"
                fontSize={11}
                fill="currentColor"
              >
                {String(row[xKey])}
              </text>
            ) : null,
          )}
          {type === 'bar'
            ? series.map((s, seriesIndex) => {
                const barWidth = Math.max(2, (band * 0.7) / series.length)
                return (
                  <g key={s.key} fill={colorOf(s, seriesIndex)} data-slot="chart-series">
                    {data.map((row, index) => {
                      const value = toNumber(row[s.key])
                      const groupStart = x(index) - (barWidth * series.length) / 2
                      const slot = rtl ? series.length - 1 - seriesIndex : seriesIndex
                      return (
                        <rect
                          key={index}
                          x={groupStart + slot * barWidth}
                          y={Math.min(y(value), y(0))}
                          width={barWidth - 1}
                          height={Math.abs(y(0) - y(value))}
                          rx={2}
                        />
                      )
                    })}
                  </g>
                )
              })
            : series.map((s, seriesIndex) => {
                const points = data.map(
                  (row, index) => [x(index), y(toNumber(row[s.key]))] as const,
                )
                const line = points
                  .map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px},${py}`)
                  .join(' ')
                const first = points[0]
                const last = points[points.length - 1]
                const area =
                  first && last
                    ? `${line} L${last[0]},${y(Math.max(0, low))} L${first[0]},${y(Math.max(0, low))} Z`
                    : ''
                const color = colorOf(s, seriesIndex)
                return (
                  <g key={s.key} data-slot="chart-series">
                    {type === 'area' ? <path d={area} fill={color} fillOpacity={0.18} /> : null}
                    <path
                      d={line}
                      fill="none"
                      stroke={color}
                      strokeWidth={2}
                      strokeLinejoin="round"
                    />
                    {type === 'line'
                      ? points.map(([px, py], i) => (
                          <circle key={i} cx={px} cy={py} r={3} fill={color} />
                        ))
                      : null}
                  </g>
                )
              })}
        </svg>
      </div>
      {series.length > 1 ? (
        <ul data-slot="chart-legend" className="flex flex-wrap gap-4 text-xs">
          {series.map((s, index) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-sm"
                style={{ background: colorOf(s, index) }}
              />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details data-slot="chart-data" className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
          {tableLabel}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pe-4 text-start font-medium">
                  {xLabel}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pe-4 text-end font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row, index) => (
                <tr key={index} className="border-b last:border-0">
                  <th scope="row" className="py-1 pe-4 text-start font-normal">
                    {String(row[xKey])}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pe-4 text-end tabular-nums">
                      {formatValue(toNumber(row[s.key]))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
