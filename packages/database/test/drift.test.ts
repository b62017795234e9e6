import { describe, expect, it } from 'vitest'
import { findDrift, formatDrift } from '../scripts/lib/drift'

describe('findDrift', () => {
  const entry = (key: string, text: string) => ({ key, text })

  it('finds nothing between equal catalogues', () => {
    const same = [entry('relation public.a', 'kind: r'), entry('index public.a_idx', 'x')]
    expect(findDrift(same, [...same])).toEqual({
      onlyInMigrations: [],
      onlyInSchema: [],
      changed: [],
    })
    expect(formatDrift(findDrift(same, same))).toBe('')
  })

  it('reports objects on one side only, and changed ones with a line diff', () => {
    const drift = findDrift(
      [entry('function public.f()', 'line 1\nold line\nline 3'), entry('table public.gone', '')],
      [entry('function public.f()', 'line 1\nnew line\nline 3'), entry('table public.new', '')],
    )
    expect(drift.onlyInMigrations).toEqual(['table public.gone'])
    expect(drift.onlyInSchema).toEqual(['table public.new'])
    expect(drift.changed).toHaveLength(1)
    const report = formatDrift(drift)
    expect(report).toContain(
      'Defined by supabase/migrations but not by supabase/schemas:\n  table public.gone',
    )
    expect(report).toContain('  table public.new')
    expect(report).toContain('Differs: function public.f() (- migrations, + schemas)')
    expect(report).toContain('-old line\n+new line')
  })
})
