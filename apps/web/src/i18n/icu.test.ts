import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createTranslator } from './translator'
import { en } from './messages/en'
import { moreEn } from './messages/more.en'
import { pagesEn } from './messages/pages.en'
import { readingEn } from './messages/reading.en'
import { settingsEn } from './messages/settings.en'
import { parseMessage } from './icu'

const catalogue = {
  plain: 'Hello',
  name: 'Hello, {name}!',
  count: '{count, plural, =0 {No stories} one {# story} other {# stories}}',
  num: '{n, number} words',
  date: 'Joined {when, date, long}',
  select: '{kind, select, a {Alpha} other {Other}}',
  two: 'Page {page, number} of {pages, number}',
} as const

describe('translator', () => {
  const i18n = createTranslator('en', catalogue)

  it('returns plain text and fills placeholders', () => {
    expect(i18n.t('plain')).toBe('Hello')
    expect(i18n.t('name', { name: 'Ana' })).toBe('Hello, Ana!')
  })

  it('chooses plural forms with Intl.PluralRules and exact matches first', () => {
    expect(i18n.t('count', { count: 0 })).toBe('No stories')
    expect(i18n.t('count', { count: 1 })).toBe('1 story')
    expect(i18n.t('count', { count: 1200 })).toBe('1,200 stories')
  })

  it('formats numbers and dates for the locale', () => {
    expect(i18n.t('num', { n: 12345.5 })).toBe('12,345.5 words')
    expect(i18n.t('date', { when: new Date(Date.UTC(2026, 0, 15, 12)) })).toBe(
      'Joined January 15, 2026',
    )
    expect(createTranslator('de', catalogue).t('num', { n: 12345.5 })).toBe('12.345,5 words')
  })

  it('selects by value with an other fallback', () => {
    expect(i18n.t('select', { kind: 'a' })).toBe('Alpha')
    expect(i18n.t('select', { kind: 'zzz' })).toBe('Other')
  })

  it('types the values each message needs', () => {
    expectTypeOf(i18n.t<'plain'>).parameters.toEqualTypeOf<['plain']>()
    expectTypeOf(i18n.t<'two'>)
      .parameter(1)
      .toEqualTypeOf<{ page: number } & { pages: number }>()
    // @ts-expect-error a message with a placeholder needs its value
    expect(() => i18n.t('name')).toThrow(RangeError)
  })

  it('falls back to the fallback catalogue key by key', () => {
    const de = createTranslator('de', catalogue, { plain: 'Hallo' })
    expect(de.t('plain')).toBe('Hallo')
    expect(de.t('name', { name: 'Ana' })).toBe('Hello, Ana!')
  })
})

describe('parseMessage', () => {
  it.each(['{', '{a, plural, one {x}}', '{a, weird}', 'x}'])('rejects %s', (source) => {
    expect(() => parseMessage(source)).toThrow(SyntaxError)
  })

  it('parses every message of the English catalogue', () => {
    for (const source of Object.values(en)) expect(() => parseMessage(source)).not.toThrow()
  })
})

describe('English catalogue', () => {
  it('keeps the seed texts word for word', () => {
    expect(en['query.sessionExpired']).toBe('Session expired!')
    expect(en['query.internalServerError']).toBe('Internal Server Error!')
    expect(en['query.notModified']).toBe('Content not modified!')
    expect(en['error.notFoundTitle']).toBe('Oops! Page Not Found!')
    expect(en['error.serverTitle']).toBe('Oops! Something went wrong')
    expect(en['error.goBack']).toBe('Go Back')
    expect(en['error.backHome']).toBe('Back to Home')
  })
})

describe('message packs', () => {
  it('adds a pack to the same catalogue and types its keys', () => {
    const core = createTranslator('en', { 'core.hello': 'Hello' } as const)
    const area = core.extend({
      'area.count': '{n, plural, one {# story} other {# stories}}',
    } as const)
    expect(area('area.count', { n: 2 })).toBe('2 stories')
    expect(area('core.hello')).toBe('Hello')
    // Adding the same pack again changes nothing.
    const again = core.extend({
      'area.count': '{n, plural, one {# story} other {# stories}}',
    } as const)
    expect(again('area.count', { n: 1 })).toBe('1 story')
  })

  it('shows the key and reports it when no loaded pack has the message', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const core = createTranslator('en', { 'core.hello': 'Hello' } as const)
    expect(core.t('area.unknown' as 'core.hello')).toBe('area.unknown')
    expect(errors).toHaveBeenCalledWith('[i18n] missing message: area.unknown')
    errors.mockRestore()
  })

  it('keeps every pack’s keys apart from the core catalogue and from each other', () => {
    const packs = [pagesEn, moreEn, settingsEn, readingEn].map((p) => Object.keys(p))
    const all = [Object.keys(en), ...packs].flat()
    expect(new Set(all).size).toBe(all.length)
  })
})
