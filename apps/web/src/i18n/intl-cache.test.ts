import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat, pluralRules } from './intl-cache'

describe('Intl formatters remembered per locale and options', () => {
  it('returns the same formatter for the same locale and options, another for others', () => {
    expect(numberFormat('de')).toBe(numberFormat('de'))
    expect(numberFormat('de')).not.toBe(numberFormat('fr'))
    expect(numberFormat('de', { style: 'percent' })).toBe(numberFormat('de', { style: 'percent' }))
    expect(numberFormat('de', { style: 'percent' })).not.toBe(numberFormat('de'))
    expect(dateTimeFormat('ja', { dateStyle: 'long' })).toBe(
      dateTimeFormat('ja', { dateStyle: 'long' }),
    )
    expect(pluralRules('ar')).toBe(pluralRules('ar'))
  })

  it('formats like a fresh Intl object', () => {
    expect(numberFormat('de').format(1234.5)).toBe(new Intl.NumberFormat('de').format(1234.5))
    expect(pluralRules('ar').select(2)).toBe('two')
    const day = new Date(Date.UTC(2026, 10, 25))
    expect(dateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe(
      new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(day),
    )
  })
})
