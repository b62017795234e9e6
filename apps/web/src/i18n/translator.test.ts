import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { parseMessage } from './icu'
import { createI18n, type LoadPacks } from './translator'

const core = {
  plain: 'Hello',
  name: 'Hello, {name}!',
  count: '{count, plural, =0 {No stories} one {# story} other {# stories}}',
  num: '{n, number} words',
  date: 'Joined {when, date, long}',
  select: '{kind, select, a {Alpha} other {Other}}',
  two: 'Page {page, number} of {pages, number}',
} as const
type Core = typeof core

interface Packs {
  area: { readonly 'area.count': '{n, plural, one {# story} other {# stories}}' }
  extra: { readonly 'extra.word': 'Word' }
}
const area = { 'area.count': '{n, plural, one {# story} other {# stories}}' }

/**
 * Catalogues served by a fake loader, a file per pack, that records each file it was asked for
 * and each plan (the packs asked together).
 */
function fakeLoader(catalogues: Record<string, Record<string, Record<string, string>>>) {
  const calls: string[] = []
  const plans: string[][] = []
  const load: LoadPacks = (locale, packs) => {
    plans.push([...packs])
    return packs.map((pack) => {
      calls.push(`${locale}/${pack}`)
      return { packs: [pack], messages: Promise.resolve(catalogues[locale]?.[pack] ?? {}) }
    })
  }
  return { load, calls, plans }
}

function build(catalogues: Record<string, Record<string, Record<string, string>>> = {}) {
  const loader = fakeLoader(catalogues)
  const i18n = createI18n<Core, Packs>({ fallbackLocale: 'en', core, load: loader.load })
  return { i18n, calls: loader.calls, plans: loader.plans }
}

describe('translator', () => {
  it('returns plain text and fills placeholders', () => {
    const { i18n } = build()
    expect(i18n.t('plain')).toBe('Hello')
    expect(i18n.t('name', { name: 'Ana' })).toBe('Hello, Ana!')
  })

  it('chooses plural forms with Intl.PluralRules and exact matches first', () => {
    const { i18n } = build()
    expect(i18n.t('count', { count: 0 })).toBe('No stories')
    expect(i18n.t('count', { count: 1 })).toBe('1 story')
    expect(i18n.t('count', { count: 1200 })).toBe('1,200 stories')
  })

  it('formats numbers and dates for the current locale', async () => {
    const { i18n } = build({ de: { core: { num: '{n, number} Wörter' } } })
    expect(i18n.t('num', { n: 12345.5 })).toBe('12,345.5 words')
    expect(i18n.t('date', { when: new Date(Date.UTC(2026, 0, 15, 12)) })).toBe(
      'Joined January 15, 2026',
    )
    await i18n.setLocale('de')
    expect(i18n.t('num', { n: 12345.5 })).toBe('12.345,5 Wörter')
    expect(i18n.formatNumber(0.5, { style: 'percent' })).toBe('50\u00a0%')
    expect(i18n.formatDate(new Date(Date.UTC(2026, 0, 15, 12)), { dateStyle: 'long' })).toBe(
      '15. Januar 2026',
    )
  })

  it('selects by value with an other fallback', () => {
    const { i18n } = build()
    expect(i18n.t('select', { kind: 'a' })).toBe('Alpha')
    expect(i18n.t('select', { kind: 'zzz' })).toBe('Other')
  })

  it('types the values each message needs', () => {
    const { i18n } = build()
    expectTypeOf(i18n.t<'plain'>).parameters.toEqualTypeOf<['plain']>()
    expectTypeOf(i18n.t<'two'>)
      .parameter(1)
      .toEqualTypeOf<{ page: number } & { pages: number }>()
    // @ts-expect-error a message with a placeholder needs its value
    expect(() => i18n.t('name')).toThrow(RangeError)
  })
})

describe('locale switching', () => {
  it('makes every existing t read the new locale, falling back key by key', async () => {
    const { i18n } = build({ fr: { core: { plain: 'Bonjour' } } })
    const t = i18n.t
    expect(t('plain')).toBe('Hello')
    const changed = vi.fn()
    i18n.subscribe(changed)
    await i18n.setLocale('fr')
    expect(i18n.locale).toBe('fr')
    expect(t('plain')).toBe('Bonjour')
    expect(t('name', { name: 'Ana' })).toBe('Hello, Ana!')
    expect(changed).toHaveBeenCalledTimes(1)
    await i18n.setLocale('en')
    expect(t('plain')).toBe('Hello')
  })

  it('loads every pack in use in the new locale before switching', async () => {
    const { i18n, calls } = build({
      en: { area },
      fr: { core: {}, area: { 'area.count': '{n, plural, one {# histoire} other {# histoires}}' } },
    })
    await i18n.load(['area'])
    const tArea = i18n.extend('area')
    expect(tArea('area.count', { n: 2 })).toBe('2 stories')
    await i18n.setLocale('fr')
    expect(calls.sort()).toEqual(['en/area', 'fr/area', 'fr/core'])
    expect(tArea('area.count', { n: 2 })).toBe('2 histoires')
    // A second switch to the same locale loads nothing again.
    await i18n.setLocale('en')
    await i18n.setLocale('fr')
    expect(calls).toHaveLength(3)
  })

  it("loads a route's packs in the current locale only", async () => {
    const { i18n, calls } = build({ fr: { core: {}, extra: { 'extra.word': 'Mot' } } })
    await i18n.setLocale('fr')
    await i18n.load(['extra'])
    const tExtra = i18n.extend('extra')
    expect(calls.sort()).toEqual(['fr/core', 'fr/extra'])
    expect(tExtra('extra.word')).toBe('Mot')
  })

  it('plans the packs asked for in one task together, and each pack once', async () => {
    const { i18n, plans } = build({ en: { area, extra: { 'extra.word': 'Word' } } })
    // A layout and its page ask in the same task: one plan, so one bundle file can bring both.
    await Promise.all([i18n.load(['area']), i18n.load(['area', 'extra'])])
    await i18n.load(['extra'])
    expect(plans).toEqual([['area', 'extra']])
  })

  it('starts in a locale at once, loading its packs there and not in the fallback', async () => {
    const { i18n, calls } = build({ ja: { core: { plain: 'こんにちは' }, extra: {} } })
    const starting = i18n.startIn('ja')
    const route = i18n.load(['extra'])
    expect(i18n.locale).toBe('ja')
    await Promise.all([starting, route])
    expect(calls.sort()).toEqual(['ja/core', 'ja/extra'])
    expect(i18n.t('plain')).toBe('こんにちは')
  })

  it("starts fetching the start locale's core and the first page's packs at once", async () => {
    const { i18n, plans } = build({ ar: { core: {}, extra: {} } })
    const starting = i18n.startIn('ar', ['extra'])
    // Planned in the call itself, not at the end of the task.
    expect(plans).toEqual([['core', 'extra']])
    await starting
  })

  it('prefetches another locale without switching, so the switch fetches nothing', async () => {
    const { i18n, calls } = build({ de: { core: { plain: 'Hallo' } } })
    await i18n.prefetch('de')
    expect(i18n.locale).toBe('en')
    expect(calls).toEqual(['de/core'])
    await i18n.setLocale('de')
    expect(calls).toEqual(['de/core'])
    expect(i18n.t('plain')).toBe('Hallo')
  })

  it('loads nothing for a pack module that is only imported', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { i18n, calls } = build({ en: { area } })
    const tArea = i18n.extend('area')
    expect(calls).toEqual([])
    expect(tArea('area.count', { n: 2 })).toBe('area.count')
    expect(errors).toHaveBeenCalledWith('[i18n] missing message: area.count')
    errors.mockRestore()
  })

  it('lets the last of two overlapping switches win', async () => {
    let release: () => void = () => undefined
    const slow = new Promise<void>((resolve) => (release = resolve))
    const i18n = createI18n<Core, Packs>({
      fallbackLocale: 'en',
      core,
      load: (locale, packs) => [
        {
          packs,
          messages: (locale === 'ar' ? slow : Promise.resolve()).then(() => ({ plain: locale })),
        },
      ],
    })
    const first = i18n.setLocale('ar')
    await i18n.setLocale('ja')
    release()
    await first
    expect(i18n.locale).toBe('ja')
    expect(i18n.t('plain')).toBe('ja')
  })

  it('keeps the locale when a pack fails to load, and asks again next time', async () => {
    let online = false
    const i18n = createI18n<Core, Packs>({
      fallbackLocale: 'en',
      core,
      load: (_, packs) => [
        {
          packs,
          messages: online
            ? Promise.resolve({ plain: 'Bonjour' })
            : Promise.reject(new Error('offline')),
        },
      ],
    })
    await expect(i18n.setLocale('fr')).rejects.toThrow('offline')
    expect(i18n.locale).toBe('en')
    online = true
    await i18n.setLocale('fr')
    expect(i18n.t('plain')).toBe('Bonjour')
  })

  it('falls back when the start locale fails to load', async () => {
    const i18n = createI18n<Core, Packs>({
      fallbackLocale: 'en',
      core,
      load: (_, packs) => [{ packs, messages: Promise.reject(new Error('offline')) }],
    })
    await expect(i18n.startIn('ar')).rejects.toThrow('offline')
    expect(i18n.locale).toBe('en')
  })
})

describe('plural rules', () => {
  const arabic = {
    words:
      '{n, plural, zero {لا كلمات} one {كلمة واحدة} two {كلمتان} few {# كلمات} many {# كلمة} other {# كلمة}}',
  }

  it('uses all six Arabic categories', async () => {
    const { i18n } = build({ ar: { core: arabic } })
    await i18n.setLocale('ar')
    const translate = i18n.t as unknown as (key: string, values: { n: number }) => string
    const words = (n: number) => translate('words', { n })
    expect(words(0)).toBe('لا كلمات')
    expect(words(1)).toBe('كلمة واحدة')
    expect(words(2)).toBe('كلمتان')
    expect(words(3)).toBe('3 كلمات')
    expect(words(11)).toBe('11 كلمة')
    expect(words(100)).toBe('100 كلمة')
  })

  it('uses the single Japanese category', async () => {
    const { i18n } = build({ ja: { core: { count: '{count, plural, other {# 話}}' } } })
    await i18n.setLocale('ja')
    expect(i18n.t('count', { count: 1 })).toBe('1 話')
    expect(i18n.t('count', { count: 0 })).toBe('0 話')
    expect(new Intl.PluralRules('ja').resolvedOptions().pluralCategories).toEqual(['other'])
  })
})

describe('packs', () => {
  it('adds a pack to the same translator and types its keys', async () => {
    const { i18n } = build({ en: { area } })
    await i18n.load(['area'])
    const tArea = i18n.extend('area')
    expect(tArea('area.count', { n: 2 })).toBe('2 stories')
    expect(tArea('plain')).toBe('Hello')
    // @ts-expect-error a pack key without its pack is a compile error
    expect(i18n.t('area.count', { n: 1 })).toBe('1 story')
  })

  it('shows the key and reports it when no loaded pack has the message', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { i18n } = build()
    expect(i18n.t('area.unknown' as 'plain')).toBe('area.unknown')
    expect(errors).toHaveBeenCalledWith('[i18n] missing message: area.unknown')
    errors.mockRestore()
  })
})

describe('parseMessage', () => {
  it.each(['{', '{a, plural, one {x}}', '{a, weird}', 'x}'])('rejects %s', (source) => {
    expect(() => parseMessage(source)).toThrow(SyntaxError)
  })
})
