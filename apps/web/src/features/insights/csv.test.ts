import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  const columns = [
    { heading: 'Day', value: (row: { day: string; n: number | null }) => row.day },
    { heading: 'Learners, active', value: (row: { day: string; n: number | null }) => row.n },
  ]

  it('writes a heading line and one line per row, numbers as they are', () => {
    expect(
      toCsv(columns, [
        { day: '2026-11-24', n: 3 },
        { day: '2026-11-25', n: null },
      ]),
    ).toBe('Day,"Learners, active"\r\n2026-11-24,3\r\n2026-11-25,\r\n')
  })

  it('quotes quotes and line breaks, and defuses formulas', () => {
    expect(toCsv(columns, [{ day: 'say "hi"\nthere', n: -1 }])).toBe(
      'Day,"Learners, active"\r\n"say ""hi""\nthere",-1\r\n',
    )
    expect(toCsv(columns, [{ day: '=HYPERLINK("x")', n: 0 }])).toContain(`"'=HYPERLINK(""x"")"`)
    expect(toCsv(columns, [{ day: '@sum', n: 0 }])).toContain("'@sum,0")
  })
})
