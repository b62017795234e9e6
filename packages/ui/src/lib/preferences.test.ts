import type * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  DirectionSchema,
  FontSchema,
  PREFERENCE_MAX_AGE_SECONDS,
  ThemeSchema,
  readCookie,
  readPreference,
  serializePreferenceCookie,
} from '../index.js'

describe('readCookie', () => {
  it.each([
    ['theme=dark', 'theme', 'dark'],
    ['a=1; theme=dark; b=2', 'theme', 'dark'],
    ['  theme = light ', 'theme', 'light'],
    ['theme_x=dark; theme=system', 'theme', 'system'],
    ['note=caf%C3%A9', 'note', 'café'],
    ['a=1', 'theme', undefined],
    ['', 'theme', undefined],
    ['theme', 'theme', undefined],
    ['theme=%E0%A4%A', 'theme', undefined],
  ])('reads %j → %s = %j', (cookies, name, expected) => {
    expect(readCookie(cookies, name)).toBe(expected)
  })
})

describe('readPreference', () => {
  it.each([
    ['theme=dark', ThemeSchema, 'light', 'dark'],
    ['theme=system', ThemeSchema, 'light', 'system'],
    ['theme=purple', ThemeSchema, 'light', 'light'],
    ['theme=', ThemeSchema, 'light', 'light'],
    ['', ThemeSchema, 'light', 'light'],
    ['font=manrope', FontSchema, 'inter', 'manrope'],
    ['font=comic-sans', FontSchema, 'inter', 'inter'],
    ['dir=rtl', DirectionSchema, 'ltr', 'rtl'],
    ['dir=RTL', DirectionSchema, 'ltr', 'ltr'],
    ['dir=%3Cscript%3E', DirectionSchema, 'ltr', 'ltr'],
  ] as const)(
    '%j falls back to the default unless valid',
    (cookies, schema, fallback, expected) => {
      const name = cookies.split('=')[0] || 'theme'
      expect(
        readPreference(cookies, name, schema as v.GenericSchema<string, string>, fallback),
      ).toBe(expected)
    },
  )
})

describe('serializePreferenceCookie', () => {
  it('keeps a preference for one year on every path with SameSite=Strict', () => {
    const cookie = serializePreferenceCookie('theme', 'dark', {
      protocol: 'http:',
      hostname: 'example.test',
    })
    expect(PREFERENCE_MAX_AGE_SECONDS).toBe(31_536_000)
    expect(cookie.split('; ')).toEqual([
      'theme=dark',
      'path=/',
      'max-age=31536000',
      'SameSite=Strict',
    ])
  })

  it.each([
    ['https:', 'fabula.example', true],
    ['http:', 'localhost', true],
    ['http:', 'fabula.example', false],
  ])('on %s//%s adds Secure: %s', (protocol, hostname, secure) => {
    const cookie = serializePreferenceCookie('font', 'inter', { protocol, hostname })
    expect(cookie.endsWith('; Secure')).toBe(secure)
  })

  it('encodes the value so it cannot inject cookie attributes', () => {
    expect(
      serializePreferenceCookie('dir', 'rtl; Domain=evil', { protocol: 'http:', hostname: 'x' }),
    ).toMatch(/^dir=rtl%3B%20Domain%3Devil; path=\//)
  })
})
