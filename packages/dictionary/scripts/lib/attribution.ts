/**
 * Writes `ATTRIBUTION.md` and `LICENCE.txt` beside each converted data set. The licence file holds
 * the source package's own copyright statement (for Debian's machine-readable copyright files,
 * the paragraphs that apply to the converted dictionary) followed by the full text of every
 * licence it names, so the data can be redistributed on its terms without looking anything up.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTENT_ROOT } from './cache'

/** One upstream package a data set was converted from. */
export interface Origin {
  /** What it is, e.g. `Debian package dict-freedict-spa-eng 2022.04.21-1`. */
  label: string
  /** Its copyright/licence statement as shipped (a file path). */
  copyrightFile: string
  /**
   * For Debian machine-readable copyright files covering many dictionaries: the `Files:` pattern
   * of the one converted (e.g. `spa-eng/*`); other dictionaries' paragraphs are left out.
   */
  filesPattern?: string
}

/** Everything the attribution of one data set says. */
export interface Attribution {
  /** Title, e.g. `FreeDict Spanish–English`. */
  title: string
  /** SPDX-style licence of the converted data. */
  licence: string
  /** Copyright holders / authors as the source names them. */
  authors: string
  /** Upstream project home, as text. */
  upstream: string
  /** Packages the data came from. */
  origins: readonly Origin[]
  /** What the conversion did to the data (kept, dropped, changed). */
  changes: readonly string[]
}

// Full licence texts on Debian systems, by the names copyright files use.
const COMMON_LICENCES: Readonly<Record<string, string>> = {
  'GPL-2': 'GPL-2',
  'GPL-2+': 'GPL-2',
  'GPL-2.0': 'GPL-2',
  'GPL-3': 'GPL-3',
  'GPL-3+': 'GPL-3',
  'LGPL-2.1': 'LGPL-2.1',
  'LGPL-2.1+': 'LGPL-2.1',
  'LGPL-3': 'LGPL-3',
  'LGPL-3+': 'LGPL-3',
  'MPL-1.1': 'MPL-1.1',
  'MPL-2.0': 'MPL-2.0',
  'Apache-2.0': 'Apache-2.0',
}

function paragraphs(text: string): string[] {
  return text.split(/\n[ \t]*\n/).map((p) => p.replace(/^\n+|\n+$/g, ''))
}

function field(paragraph: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'm').exec(paragraph)
  return match?.[1]?.trim()
}

/**
 * The parts of a Debian copyright file that apply to one dictionary, or the whole file when it
 * is not in the machine-readable format or no pattern is given.
 */
function applicableCopyright(text: string, filesPattern: string | undefined): string {
  if (filesPattern === undefined || !text.startsWith('Format:')) return text
  const all = paragraphs(text)
  const kept: string[] = [all[0] ?? '']
  const licences = new Set<string>()
  for (const p of all.slice(1)) {
    const files = field(p, 'Files')
    if (files === undefined) continue
    const patterns = files.split(/\s+/)
    if (patterns.includes(filesPattern) || patterns.includes('*')) {
      kept.push(p)
      const licence = field(p, 'License')
      if (licence) licences.add(licence)
    }
  }
  for (const p of all.slice(1)) {
    const licence = field(p, 'License')
    if (field(p, 'Files') === undefined && licence !== undefined && licences.has(licence)) {
      kept.push(p)
    }
  }
  return kept.join('\n\n')
}

/** Licence names mentioned in a copyright text that Debian ships in full. */
function namedLicences(text: string): string[] {
  const found = new Set<string>()
  for (const match of text.matchAll(/License:[ \t]*([^\n]+)/g)) {
    for (const name of (match[1] ?? '').split(/\s+or\s+|\s+and\s+|,\s*/)) {
      const file = COMMON_LICENCES[name.trim()]
      if (file) found.add(file)
    }
  }
  if (/GNU General Public License[\s\S]{0,80}version 2/i.test(text)) found.add('GPL-2')
  if (/GNU General Public License[\s\S]{0,80}version 3/i.test(text)) found.add('GPL-3')
  return [...found].sort()
}

/**
 * Writes `ATTRIBUTION.md` and `LICENCE.txt` into `content/<dir>/`.
 *
 * @param dir - Folder of the data set below `content/`.
 * @param attribution - What to say.
 * @param extraLicenceTexts - Full licence texts a copyright file only refers to (e.g. an npm
 *   package's own LICENSE file), as `[label, path]`.
 */
export function writeAttribution(
  dir: string,
  attribution: Attribution,
  extraLicenceTexts: readonly [string, string][] = [],
  ownText?: string,
): void {
  const root = join(CONTENT_ROOT, dir)
  const md = [
    `# ${attribution.title}`,
    '',
    `- **Licence of this data:** ${attribution.licence} (full terms in \`LICENCE.txt\` beside this file).`,
    `- **Authors / copyright:** ${attribution.authors}`,
    `- **Upstream:** ${attribution.upstream}`,
    ...(attribution.origins.length > 0
      ? [`- **Converted from:** ${attribution.origins.map((o) => o.label).join('; ')}`]
      : []),
    '',
    'Converted for Fabula by `packages/dictionary/scripts/convert.ts`. Changes made to the data:',
    '',
    ...attribution.changes.map((change) => `- ${change}`),
    '',
    'This converted data is distributed under the same licence as its source. It is kept apart',
    "from Fabula's own code, which only reads it.",
    '',
  ].join('\n')
  writeFileSync(join(root, 'ATTRIBUTION.md'), md)

  const sections: string[] = ownText ? [ownText] : []
  const common = new Set<string>()
  for (const origin of attribution.origins) {
    const text = applicableCopyright(
      readFileSync(origin.copyrightFile, 'utf8'),
      origin.filesPattern,
    )
    sections.push(
      `===== Copyright and licence statement of ${origin.label} =====\n\n${text.trim()}\n`,
    )
    for (const name of namedLicences(text)) common.add(name)
  }
  for (const [label, path] of extraLicenceTexts) {
    sections.push(`===== ${label} =====\n\n${readFileSync(path, 'utf8').trim()}\n`)
  }
  for (const name of [...common].sort()) {
    const path = join('/usr/share/common-licenses', name)
    if (!existsSync(path)) throw new Error(`full text of ${name} not found (expected ${path})`)
    sections.push(`===== Full text of ${name} =====\n\n${readFileSync(path, 'utf8').trim()}\n`)
  }
  writeFileSync(join(root, 'LICENCE.txt'), sections.join('\n\n'))
}

// Debian licence short names → SPDX identifiers, for the manifest and the attribution file.
const SPDX: Readonly<Record<string, string>> = {
  'GPL-2': 'GPL-2.0-only',
  'GPL-2+': 'GPL-2.0-or-later',
  'GPL-3+': 'GPL-3.0-or-later',
  'GPL-3': 'GPL-3.0-only',
  'CC-BY-SA-3.0': 'CC-BY-SA-3.0',
  'MPL-2.0': 'MPL-2.0',
}

/**
 * Licence and copyright holders that a Debian machine-readable copyright file states for the
 * files matching `filesPattern` (e.g. `spa-eng/*`, or `*` for the whole package).
 *
 * @param copyrightFile - Path of `usr/share/doc/<package>/copyright`.
 * @param filesPattern - The `Files:` pattern to look for.
 * @returns SPDX-style licence (Debian's name when no SPDX mapping is known) and copyright text.
 * @throws When the pattern has no paragraph.
 */
export function debianLicence(
  copyrightFile: string,
  filesPattern: string,
): { licence: string; copyright: string } {
  for (const p of paragraphs(readFileSync(copyrightFile, 'utf8'))) {
    const files = field(p, 'Files')
    if (files === undefined || !files.split(/\s+/).includes(filesPattern)) continue
    const licence = field(p, 'License') ?? ''
    const copyright = (/^Copyright:([\s\S]*?)^License:/m.exec(p)?.[1] ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join('; ')
    return { licence: SPDX[licence] ?? licence, copyright }
  }
  throw new Error(`${copyrightFile} has no "Files: ${filesPattern}" paragraph`)
}

/**
 * The full text of a licence as a Debian machine-readable copyright file quotes it in a
 * stand-alone `License:` paragraph (continuation lines de-indented, `.` lines made blank),
 * written to a file so it can be appended to a `LICENCE.txt`.
 *
 * @param copyrightFile - A copyright file that quotes the licence in full.
 * @param name - Its short name, e.g. `CC-BY-SA-3.0`.
 * @param target - Where to write the text.
 * @returns `target`.
 * @throws When the file has no such paragraph.
 */
export function extractLicenceText(copyrightFile: string, name: string, target: string): string {
  const paragraph = paragraphs(readFileSync(copyrightFile, 'utf8')).find(
    (p) => field(p, 'Files') === undefined && field(p, 'License') === name,
  )
  if (!paragraph) throw new Error(`${copyrightFile} does not quote ${name}`)
  const text = paragraph
    .split('\n')
    .slice(1)
    .map((line) => (line.trim() === '.' ? '' : line.replace(/^ /, '')))
    .join('\n')
  writeFileSync(target, `${text.trim()}\n`)
  return target
}
