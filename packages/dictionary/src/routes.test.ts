import { describe, expect, it } from 'vitest'
import type { DictionaryManifest } from './format'
import { meaningRoute, meaningRoutes } from './routes'

const source = {
  id: 's',
  name: 'S',
  licence: 'test',
  kind: 'direct',
  shards: 1,
  entries: 1,
} as const
const pairs = (...keys: string[]): Pick<DictionaryManifest, 'pairs'> => ({
  pairs: Object.fromEntries(
    keys.map((key) => {
      const [from = '', to = ''] = key.split('-')
      return [key, { from, to, sources: [source] }]
    }),
  ),
})

describe('meaningRoute', () => {
  const manifest = pairs('de-en', 'de-fr', 'zh-en', 'en-ar', 'en-fr')

  it('uses a dictionary of the pair when there is one', () => {
    expect(meaningRoute('de', 'fr', manifest)).toEqual({ kind: 'direct', pair: 'de-fr', to: 'fr' })
  })

  it('routes through English when the text has English meanings and the native language an English dictionary', () => {
    expect(meaningRoute('zh', 'ar', manifest)).toEqual({
      kind: 'routed',
      pair: 'zh-ar',
      to: 'ar',
      through: ['zh-en', 'en-ar'],
    })
  })

  it('falls back to English meanings, and says so, when nothing else exists', () => {
    expect(meaningRoute('de', 'ja', manifest)).toEqual({ kind: 'english', pair: 'de-en', to: 'en' })
  })

  it('has no route for the same language or an unknown text language', () => {
    expect(meaningRoute('de', 'de', manifest).kind).toBe('none')
    expect(meaningRoute('ko', 'en', manifest).kind).toBe('none')
  })
})

describe('meaningRoutes (committed data)', () => {
  it('gives every interface language its own language, directly or through English, for every library language', () => {
    const table = meaningRoutes()
    for (const [from, row] of Object.entries(table)) {
      for (const [native, route] of Object.entries(row)) {
        if (from === native) expect(route.kind).toBe('none')
        else expect(['direct', 'routed'], `${from}-${native}`).toContain(route.kind)
      }
    }
  })
})
