import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Chart, DirectionProvider } from '../index.js'
import { niceTicks } from './chart-scale.js'

const data = [
  { day: 'Mon', words: 300 },
  { day: 'Tue', words: 500 },
  { day: 'Wed', words: 100 },
]

describe('Chart', () => {
  it('is a labelled image with the numbers in a table', () => {
    render(
      <Chart
        type="line"
        data={data}
        xKey="day"
        xLabel="Day"
        series={[{ key: 'words', label: 'Words' }]}
        title="Words read"
      />,
    )
    expect(screen.getByRole('img', { name: 'Words read' })).toBeInTheDocument()
    const table = screen.getByRole('table', { hidden: true })
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .map((row) => row.textContent)
    expect(rows).toEqual(['DayWords', 'Mon300', 'Tue500', 'Wed100'])
  })

  it.each(['line', 'bar', 'area'] as const)(
    'draws a %s chart coloured by the chart tokens',
    (type) => {
      const { container } = render(
        <Chart
          type={type}
          data={data}
          xKey="day"
          series={[{ key: 'words', label: 'Words', color: 3 }]}
          title="t"
        />,
      )
      const marks = container.querySelectorAll(
        '[data-slot="chart-series"] rect, [data-slot="chart-series"] path',
      )
      expect(marks.length).toBeGreaterThan(0)
      expect(container.innerHTML).toContain('var(--chart-3)')
    },
  )

  it('runs the category axis from the right in RTL', () => {
    const labelX = (rtl: boolean) => {
      const { container, unmount } = render(
        <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'}>
          <Chart
            type="bar"
            data={data}
            xKey="day"
            series={[{ key: 'words', label: 'Words' }]}
            title="t"
          />
        </DirectionProvider>,
      )
      const texts = [...container.querySelectorAll('svg text')].filter((t) =>
        ['Mon', 'Wed'].includes(t.textContent ?? ''),
      )
      const x = texts.map((t) => Number(t.getAttribute('x')))
      unmount()
      return x
    }
    const [ltrMon, ltrWed] = labelX(false)
    const [rtlMon, rtlWed] = labelX(true)
    expect(ltrMon).toBeLessThan(ltrWed!)
    expect(rtlMon).toBeGreaterThan(rtlWed!)
  })
})

describe('niceTicks', () => {
  it.each([
    [0, 920, [0, 250, 500, 750, 1000]],
    [0, 40, [0, 10, 20, 30, 40]],
    [0, 0, [0, 0.25, 0.5, 0.75, 1]],
    [-30, 50, [-40, -20, 0, 20, 40, 60]],
  ])('from %d to %d → %j', (min, max, expected) => {
    expect(niceTicks(min, max)).toEqual(expected)
  })
})
