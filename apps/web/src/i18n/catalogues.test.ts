// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { renderTypes } from '../../scripts/i18n/generate-types'
import { catalogueProblems, type LocaleCatalogues } from './catalogue-check'
import { availableLocales } from './catalogues'
import { parseMessage } from './icu'
import { LOCALES } from './locales'

const DIR = fileURLToPath(new URL('./catalogues/', import.meta.url))

function readLocale(locale: string): LocaleCatalogues {
  const catalogues: LocaleCatalogues = {}
  for (const file of readdirSync(`${DIR}${locale}`).filter((name) => name.endsWith('.json'))) {
    catalogues[file.slice(0, -'.json'.length)] = JSON.parse(
      readFileSync(`${DIR}${locale}/${file}`, 'utf8'),
    ) as Record<string, string>
  }
  return catalogues
}

const english = readLocale('en') as Record<string, Record<string, string>>
const present = LOCALES.filter((locale) => existsSync(`${DIR}${locale}`))

describe('the English catalogue', () => {
  it('parses every message', () => {
    const broken = Object.values(english)
      .flatMap((pack) => Object.values(pack))
      .filter((source) => {
        try {
          parseMessage(source)
          return false
        } catch {
          return true
        }
      })
    expect(broken).toEqual([])
  })

  it('keeps the seed texts word for word', () => {
    const core = english.core ?? {}
    expect(core['query.sessionExpired']).toBe('Session expired!')
    expect(core['query.internalServerError']).toBe('Internal Server Error!')
    expect(core['query.notModified']).toBe('Content not modified!')
    expect(core['error.notFoundTitle']).toBe('Oops! Page Not Found!')
    expect(core['error.serverTitle']).toBe('Oops! Something went wrong')
    expect(core['error.goBack']).toBe('Go Back')
    expect(core['error.backHome']).toBe('Back to Home')
  })

  it('keeps every pack’s keys apart from the others', () => {
    const owners = new Map<string, string[]>()
    for (const [pack, messages] of Object.entries(english)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), pack])
    }
    const shared = [...owners].filter(([, packs]) => packs.length > 1)
    expect(shared).toEqual([])
  })

  it('has a type module generated from the current JSON (pnpm i18n:types)', () => {
    const file = fileURLToPath(new URL('./generated/messages.ts', import.meta.url))
    expect(readFileSync(file, 'utf8')).toBe(renderTypes(DIR))
  })
})

describe('translated catalogues', () => {
  it('offers exactly English and the locales whose folder exists', () => {
    expect(availableLocales).toEqual(LOCALES.filter((locale) => present.includes(locale)))
  })

  it.each(present.filter((locale) => locale !== 'en'))(
    '%s has every key of English, no other, the same placeholders and its plural forms',
    (locale) => {
      expect(catalogueProblems(locale, english, readLocale(locale))).toEqual([])
    },
  )

  it('reports every difference of a locale in one list', () => {
    const problems = catalogueProblems(
      'ar',
      { core: { a: 'A', b: 'Hi {name}', c: '{n, plural, one {# x} other {# xs}}' } },
      {
        core: { a: 'أ', b: 'مرحبا {nom}', c: '{n, plural, one {#} other {#}}', d: 'زائد' },
        extra: {},
      },
    )
    expect(problems).toEqual([
      'ar/extra: pack has no English original',
      'ar/core: "b" has placeholders [nom:arg], English has [name:arg]',
      'ar/core: "c" plural {n} needs [few many one two zero other], has [one other]',
      'ar/core: extra key "d"',
    ])
    expect(catalogueProblems('ja', { core: { a: 'A' } }, {})).toEqual([
      'ja/core: missing file core.json',
    ])
  })
})
