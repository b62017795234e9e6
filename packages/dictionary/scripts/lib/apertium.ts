/**
 * Apertium's compiled transducers from Debian's `apertium-*` packages: bilingual dictionaries
 * (`*.autobil.bin`, lemma<tags> → lemma<tags>) and morphological analysers (`*.automorf.bin`,
 * surface form → lemma<tags>). Debian ships only compiled files, so `lt-print` (from
 * `lttoolbox-dev`, unpacked into the cache with its library, nothing installed) prints each as
 * AT&T text, and the paths of that automaton are enumerated here.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import type { PartOfSpeech } from '../../src/format'
import { debianPackage, packageFile } from './debian'
import { partOfSpeech } from './pos'

/** One path through a transducer: what it reads and what it writes, tags included. */
interface TransducerPath {
  /** Input side, e.g. `casas` (analyser) or `casa<n><f>` (bilingual dictionary). */
  input: string
  /** Output side, e.g. `casa<n><f><pl>` or `house<n>`. */
  output: string
}

/** Decides, symbol by symbol, whether a path may continue (prunes generated number paths etc.). */
type PathFilter = (input: string, output: string) => boolean

/**
 * Runs `lt-print` on a compiled transducer of an Apertium package.
 *
 * @param packageName - e.g. `apertium-eng-spa`.
 * @param file - File below `usr/share/apertium/<packageName>/`, e.g. `spa-eng.autobil.bin`.
 * @returns The AT&T text.
 */
function printTransducer(packageName: string, file: string): string {
  const tools = debianPackage('lttoolbox-dev')
  const library = debianPackage('liblttoolbox3')
  const pkg = debianPackage(packageName)
  const bin = packageFile(pkg, `usr/share/apertium/${packageName}/${file}`)
  return execFileSync(packageFile(tools, 'usr/bin/lt-print'), [bin], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, LD_LIBRARY_PATH: join(library.root, 'usr/lib/x86_64-linux-gnu') },
  })
}

interface Arc {
  to: number
  input: string
  output: string
}

/**
 * States that lie on a cycle (Tarjan's strongly connected components, iteratively). Lexical
 * entries form an acyclic automaton; cycles only come from generated patterns (numbers, times,
 * Roman numerals, "any word" guessers), whose paths are endless and are not dictionary data.
 */
function cyclicStates(arcs: ReadonlyMap<number, Arc[]>, states: Iterable<number>): Set<number> {
  const index = new Map<number, number>()
  const low = new Map<number, number>()
  const onStack = new Set<number>()
  const stack: number[] = []
  const cyclic = new Set<number>()
  let counter = 0
  for (const root of states) {
    if (index.has(root)) continue
    const work: [number, number][] = [[root, 0]]
    index.set(root, counter)
    low.set(root, counter++)
    stack.push(root)
    onStack.add(root)
    while (work.length > 0) {
      const top = work[work.length - 1]!
      const [state, next] = top
      const out = arcs.get(state) ?? []
      if (next < out.length) {
        top[1] = next + 1
        const to = out[next]!.to
        if (to === state) cyclic.add(state)
        if (!index.has(to)) {
          index.set(to, counter)
          low.set(to, counter++)
          stack.push(to)
          onStack.add(to)
          work.push([to, 0])
        } else if (onStack.has(to)) {
          low.set(state, Math.min(low.get(state)!, index.get(to)!))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(state)!))
      if (low.get(state) === index.get(state)) {
        const component: number[] = []
        let member: number
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== state)
        if (component.length > 1) for (const c of component) cyclic.add(c)
      }
    }
  }
  return cyclic
}

/**
 * Enumerates the paths of every automaton in an `lt-print` listing (sections separated by `--`),
 * depth first. States on a cycle are never entered (see {@link cyclicStates}), and `keep` is asked
 * before each extension so whole generated families can be cut early.
 *
 * @param att - Output of {@link printTransducer}.
 * @param keep - Return `false` to abandon a path prefix.
 * @param visit - Called for every complete path.
 */
function forEachPath(att: string, keep: PathFilter, visit: (path: TransducerPath) => void): void {
  for (const section of att.split(/\n--\n/)) {
    const arcs = new Map<number, Arc[]>()
    const finals = new Set<number>()
    const states = new Set<number>([0])
    for (const line of section.split('\n')) {
      const parts = line.split('\t')
      if (parts.length >= 4) {
        const from = Number(parts[0])
        const to = Number(parts[1])
        const list = arcs.get(from) ?? []
        list.push({
          to,
          input: parts[2] === 'ε' ? '' : (parts[2] ?? ''),
          output: parts[3] === 'ε' ? '' : (parts[3] ?? ''),
        })
        arcs.set(from, list)
        states.add(from)
        states.add(to)
      } else if (parts[0] !== undefined && parts[0] !== '') {
        finals.add(Number(parts[0]))
      }
    }
    const cyclic = cyclicStates(arcs, states)
    if (cyclic.has(0)) continue
    const walk = (state: number, input: string, output: string): void => {
      if (finals.has(state)) visit({ input, output })
      for (const arc of arcs.get(state) ?? []) {
        if (cyclic.has(arc.to)) continue
        const nextInput = input + arc.input
        const nextOutput = output + arc.output
        if (!keep(nextInput, nextOutput)) continue
        walk(arc.to, nextInput, nextOutput)
      }
    }
    walk(0, '', '')
  }
}

/** A lemma with its Apertium tags split off: `casa<n><f>` → `casa`, `['n', 'f']`. */
interface TaggedLemma {
  lemma: string
  tags: string[]
}

/**
 * Splits `lemma<tag><tag>` (Apertium writes multi-word lemmas with `#` for the invariable part
 * of a split lemma and `+` between joined analyses).
 *
 * @param text - One side of a path.
 * @returns The lemma (with `#` removed) and its tags.
 */
function splitTags(text: string): TaggedLemma {
  const first = text.indexOf('<')
  const lemma = (first < 0 ? text : text.slice(0, first)).replace(/#/g, '')
  const tags = [...text.matchAll(/<([^>]+)>/g)].map((m) => m[1] ?? '')
  return { lemma, tags }
}

/** One bilingual dictionary entry: lemma and part of speech on each side. */
export interface BidixPair {
  from: string
  to: string
  /** Part of speech of the source side (see `pos.ts`), `''` when unknown. */
  pos: PartOfSpeech | ''
}

// Entries a single reader token can never match (multi-word, numbers) are cut while walking.
const SINGLE_WORD_INPUT: PathFilter = (input) => !/[\s\d]/.test(input) && input.length < 48

/**
 * Reads a compiled Apertium bilingual dictionary in one direction.
 *
 * @param packageName - e.g. `apertium-eng-spa`.
 * @param file - e.g. `spa-eng.autobil.bin` (Spanish → English).
 * @returns Lemma pairs in automaton order (alternative translations follow the default one).
 */
export function readBidix(packageName: string, file: string): BidixPair[] {
  const pairs: BidixPair[] = []
  forEachPath(printTransducer(packageName, file), SINGLE_WORD_INPUT, ({ input, output }) => {
    const from = splitTags(input)
    const to = splitTags(output)
    if (from.lemma === '' || to.lemma === '') return
    pairs.push({ from: from.lemma, to: to.lemma, pos: partOfSpeech(from.tags[0] ?? '') })
  })
  return pairs
}

/**
 * Chains two bilingual dictionaries through their shared middle language, matching the middle
 * lemma and its part of speech (`fr → es` then `es → en` gives `fr → en`).
 *
 * @param first - From the text language to the middle language.
 * @param second - From the middle language to the meaning language.
 * @returns Pairs from the text language to the meaning language, first dictionary's order kept.
 */
export function chainBidix(first: readonly BidixPair[], second: readonly BidixPair[]): BidixPair[] {
  const next = new Map<string, string[]>()
  for (const pair of second) {
    const key = `${pair.from}\u0000${pair.pos}`
    const list = next.get(key) ?? []
    if (!list.includes(pair.to)) list.push(pair.to)
    next.set(key, list)
  }
  const out: BidixPair[] = []
  for (const pair of first) {
    for (const to of next.get(`${pair.to}\u0000${pair.pos}`) ?? []) {
      out.push({ from: pair.from, to, pos: pair.pos })
    }
  }
  return out
}

/** One analysis of a surface form. */
export interface Analysis {
  form: string
  lemma: string
  pos: PartOfSpeech | ''
}

/**
 * Reads a compiled Apertium morphological analyser: every surface form with its lemma. Forms
 * with enclitic pronouns (`dámelo`) are left out — there are millions and the lookup strips
 * clitics itself — and so are multi-word and number patterns. For contractions analysed as two
 * words (`del` = `de` + `el`) the first word's lemma is kept.
 *
 * @param packageName - e.g. `apertium-eng-spa`.
 * @param file - e.g. `spa-eng.automorf.bin` (the Spanish analyser).
 * @returns Analyses in automaton order.
 */
export function readAnalyser(packageName: string, file: string): Analysis[] {
  const out: Analysis[] = []
  const keep: PathFilter = (input, output) =>
    SINGLE_WORD_INPUT(input, output) && !output.includes('<enc>')
  forEachPath(printTransducer(packageName, file), keep, ({ input, output }) => {
    const { lemma, tags } = splitTags(output.split('+')[0] ?? '')
    if (input === '' || lemma === '') return
    out.push({ form: input, lemma, pos: partOfSpeech(tags[0] ?? '') })
  })
  return out
}
