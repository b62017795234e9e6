import { describe, expect, it } from 'vitest'
import { localeDirection, negotiateLocale, parseAcceptLanguage, type Locale } from './locales'

const ALL: Locale[] = ['en', 'es', 'fr', 'de', 'ar', 'ja']

describe('negotiateLocale', () => {
  it('prefers the language menu’s cookie over everything else', () => {
    expect(
      negotiateLocale(
        { cookie: 'ja', nativeLanguage: 'ar', signUpLocale: 'fr', browser: ['de'] },
        ALL,
      ),
    ).toBe('ja')
  })

  it('then the learner’s native language, then the sign-up language, then the browser', () => {
    expect(
      negotiateLocale({ nativeLanguage: 'ar', signUpLocale: 'fr', browser: ['de'] }, ALL),
    ).toBe('ar')
    expect(
      negotiateLocale({ nativeLanguage: 'ko', signUpLocale: 'fr', browser: ['de'] }, ALL),
    ).toBe('fr')
    expect(negotiateLocale({ nativeLanguage: 'ko', browser: ['pt-BR', 'de-AT'] }, ALL)).toBe('de')
  })

  it('falls back to English, and never offers a locale without its catalogues', () => {
    expect(negotiateLocale({ browser: ['ko-KR'] }, ALL)).toBe('en')
    expect(negotiateLocale({}, ALL)).toBe('en')
    expect(negotiateLocale({ cookie: 'ja', nativeLanguage: 'ar' }, ['en', 'ar'])).toBe('ar')
    expect(negotiateLocale({ cookie: 'xx', browser: ['JA_jp'] }, ALL)).toBe('ja')
  })
})

describe('parseAcceptLanguage', () => {
  it('orders tags by quality and drops q=0 and the wildcard', () => {
    expect(parseAcceptLanguage('fr;q=0.5, ja-JP, de;q=0.9, *;q=0.1, es;q=0')).toEqual([
      'ja-JP',
      'de',
      'fr',
    ])
    expect(parseAcceptLanguage(undefined)).toEqual([])
  })
})

describe('localeDirection', () => {
  it('writes Arabic right to left and the others left to right', () => {
    expect(localeDirection('ar')).toBe('rtl')
    expect(ALL.filter((locale) => localeDirection(locale) === 'rtl')).toEqual(['ar'])
  })
})
