/**
 * Every committed English meaning of the FreeDict, Apertium and Müller data is made of real
 * English words: each lower-case word is in `test/wordlists/en.txt`, which the converter writes
 * from the English spelling dictionaries (Hunspell en_US and en_GB, lower-case forms), the
 * English frequency list and a few dictionary abbreviations ("sth.", "sb.") — never from the
 * meanings themselves. Garbled upstream text ("var min, var me nt", "on ir ic", "ac como date",
 * "useup", "so mb re") fails here. EDICT and CC-CEDICT (which quote readings and Latin names on
 * purpose) and Fabula's own hand-written entries are not checked (README, "Real words").
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MANIFEST } from '../src/manifest'
import { CONTENT_DIRECTORY } from '../src/node'
import { shardPath } from '../src/shard'
import { unknownWords } from '../scripts/lib/real-words'

const english = new Set(
  readFileSync(join(import.meta.dirname, 'wordlists', 'en.txt'), 'utf8').split('\n'),
)
const UNCHECKED = new Set(['edict', 'cc-cedict', 'fabula-function-words'])

const sources = Object.entries(MANIFEST.pairs).flatMap(([pair, { to, sources }]) =>
  to === 'en'
    ? sources.filter((s) => !UNCHECKED.has(s.id)).map((s) => [pair, s.id, s.shards] as const)
    : [],
)

describe('English meanings are real words', () => {
  it('knows the garbled examples as garbled', () => {
    for (const garbled of ['var min, var me nt', 'on ir ic', 'ac como date', 'useup', 'so mb re']) {
      expect(unknownWords(garbled, english)).not.toEqual([])
    }
    expect(unknownWords('to put up with sth.; dark, gloomy', english)).toEqual([])
  })

  it.each(sources)('%s / %s', (pair, id, shards) => {
    const bad: string[] = []
    for (let i = 0; i < shards; i += 1) {
      const file = join(CONTENT_DIRECTORY, shardPath(`${pair}/${id}`, i))
      const shard = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[][]>
      for (const [key, groups] of Object.entries(shard)) {
        for (const [, ...meanings] of groups) {
          for (const meaning of meanings) {
            const unknown = unknownWords(meaning, english)
            if (unknown.length > 0) bad.push(`${key}: "${meaning}" (${unknown.join(', ')})`)
          }
        }
      }
    }
    expect(bad).toEqual([])
  })
})
