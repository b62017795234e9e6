/**
 * The committed data: every file the manifest names exists and parses with the lookup's own
 * validation, nothing else lies around, every key is normalised exactly as the reader
 * normalises tokens, every data set carries its licence and attribution, and the whole stays
 * inside the size budget.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { normalizeWord } from '@fabula/reading'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { decodeLemma } from '../src/codec'
import { listDictionaryFiles } from '../src/files'
import {
  EntryValueSchema,
  FormValueSchema,
  HeadwordIndexSchema,
  SuffixRuleListSchema,
} from '../src/format'
import { MANIFEST } from '../src/manifest'
import { CONTENT_DIRECTORY } from '../src/node'
import { shardOf } from '../src/shard'

/** The budget promised in the README: the content folder stays below 48 MB. */
const BUDGET_BYTES = 48_000_000

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory()
      ? walk(path)
      : [relative(CONTENT_DIRECTORY, path).split(sep).join('/')]
  })
}

const listed = listDictionaryFiles()
const onDisk = walk(CONTENT_DIRECTORY).sort()
const read = (path: string) =>
  JSON.parse(readFileSync(join(CONTENT_DIRECTORY, path), 'utf8')) as Record<string, unknown>

describe('committed dictionary content', () => {
  it('has exactly the files the manifest lists', () => {
    expect(onDisk).toEqual(listed)
  })

  it('stays inside the size budget', () => {
    const bytes = onDisk.reduce(
      (sum, path) => sum + statSync(join(CONTENT_DIRECTORY, path)).size,
      0,
    )
    expect(bytes).toBeLessThan(BUDGET_BYTES)
  })

  it('has a non-empty ATTRIBUTION.md and LICENCE.txt beside every data set', () => {
    const dirs = [
      ...Object.entries(MANIFEST.pairs).flatMap(([key, pair]) =>
        pair.sources.map((s) => `${key}/${s.id}`),
      ),
      ...Object.entries(MANIFEST.forms).flatMap(([lang, sets]) =>
        sets.map((s) => `forms/${lang}/${s.id}`),
      ),
    ]
    expect(dirs.length).toBeGreaterThan(20)
    for (const dir of dirs) {
      for (const file of ['ATTRIBUTION.md', 'LICENCE.txt']) {
        const path = join(CONTENT_DIRECTORY, dir, file)
        expect(existsSync(path), `${dir}/${file}`).toBe(true)
        expect(readFileSync(path, 'utf8').trim().length, `${dir}/${file}`).toBeGreaterThan(100)
      }
    }
  })

  it('covers every pair the issue requires', () => {
    for (const pair of [
      'es-en',
      'en-es',
      'fr-en',
      'en-fr',
      'de-en',
      'en-de',
      'it-en',
      'en-it',
      'pt-en',
      'en-pt',
      'ja-en',
      'ar-en',
      'zh-en',
      'ru-en',
    ]) {
      expect(MANIFEST.pairs[pair]?.sources.length, pair).toBeGreaterThan(0)
    }
  })

  for (const [pairKey, pair] of Object.entries(MANIFEST.pairs)) {
    it(`${pairKey}: every entry shard parses, holds its own keys, normalised`, () => {
      // Problems are collected and compared once: all of them show, and 300,000 keys stay fast.
      const problems: string[] = []
      for (const source of pair.sources) {
        let entries = 0
        for (let i = 0; i < source.shards; i += 1) {
          const path = `${pairKey}/${source.id}/${i}.json`
          for (const [key, value] of Object.entries(read(path))) {
            if (!v.is(EntryValueSchema, value)) problems.push(`${path} ${key}: invalid value`)
            if (shardOf(key, source.shards) !== i) problems.push(`${path} ${key}: wrong shard`)
            if (normalizeWord(key, pair.from) !== key)
              problems.push(`${path} ${key}: not normalised`)
            entries += 1
          }
        }
        if (entries !== source.entries)
          problems.push(`${source.id}: ${entries} entries, manifest says ${source.entries}`)
        if (source.index) {
          const index = JSON.parse(
            readFileSync(join(CONTENT_DIRECTORY, pairKey, source.id, 'index.json'), 'utf8'),
          ) as unknown
          if (!v.is(HeadwordIndexSchema, index) || index.split('\n').length !== source.entries) {
            problems.push(`${source.id}/index.json does not list the ${source.entries} headwords`)
          }
        }
      }
      expect(problems).toEqual([])
    })
  }

  for (const [lang, sets] of Object.entries(MANIFEST.forms)) {
    it(`forms/${lang}: every form shard parses, normalised, lemmas decodable`, () => {
      const problems: string[] = []
      for (const set of sets) {
        let forms = 0
        for (let i = 0; i < set.shards; i += 1) {
          const path = `forms/${lang}/${set.id}/${i}.json`
          for (const [form, value] of Object.entries(read(path))) {
            forms += 1
            if (!v.is(FormValueSchema, value)) {
              problems.push(`${path} ${form}: invalid value`)
              continue
            }
            if (shardOf(form, set.shards) !== i) problems.push(`${path} ${form}: wrong shard`)
            if (normalizeWord(form, lang) !== form) problems.push(`${path} ${form}: not normalised`)
            for (const encoded of value) {
              const lemma = decodeLemma(form, encoded)
              if (lemma === '' || normalizeWord(lemma, lang) !== lemma) {
                problems.push(`${path} ${form}: bad lemma "${encoded}"`)
              }
            }
          }
        }
        if (forms !== set.forms)
          problems.push(`${set.id}: ${forms} forms, manifest says ${set.forms}`)
        const rules = read(`forms/${lang}/${set.id}/rules.json`)
        for (const [ending, list] of Object.entries(rules)) {
          if (!v.is(SuffixRuleListSchema, list))
            problems.push(`${set.id}/rules.json ${ending}: invalid`)
        }
      }
      expect(problems).toEqual([])
    })
  }
})
