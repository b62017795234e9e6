import { normalizeWord, segmentSentences, segmentWords } from '@fabula/reading'
import type { Story, WordStatusValue } from '@fabula/reading-api'

/** One vocabulary question: a prompt, four options and the right one. */
export interface VocabularyQuestion {
  kind: 'cloze' | 'meaning'
  word: string
  /** Cloze: the sentence with the word blanked; meaning: the word itself. */
  prompt: string
  options: string[]
  answer: number
}

/** Deterministic shuffle (a seeded LCG), so a test is stable while it is taken. */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items]
  let state = seed || 1
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    const j = state % (i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

interface Occurrence {
  word: string
  form: string
  /** The sentence with this occurrence blanked out. */
  blanked: string
  gloss: string | undefined
}

/** Every glossed word of the stories with one sentence it appears in. */
function occurrences(stories: readonly Story[]): Map<string, Occurrence> {
  const found = new Map<string, Occurrence>()
  for (const story of stories) {
    for (const paragraph of story.paragraphs) {
      for (const sentence of segmentSentences(paragraph, story.language)) {
        const tokens = segmentWords(sentence.text, story.language)
        for (const token of tokens) {
          if (!token.isWord || found.has(token.normalized)) continue
          const entry = story.glossary[token.normalized] ?? story.glossary[token.text.toLowerCase()]
          found.set(token.normalized, {
            word: token.normalized,
            form: token.text,
            blanked: tokens
              .map((other) => (other === token ? '_____' : other.text))
              .join('')
              .trim(),
            gloss: entry?.gloss ?? undefined,
          })
        }
      }
    }
  }
  return found
}

/**
 * Builds a vocabulary test from the learner's own words: the words they marked learning or new
 * (then known ones) that appear in stories of `language`. Cloze blanks the word in a sentence from
 * a story they read; meaning match asks for the gloss among glosses of other story words.
 */
export function buildVocabularyTest(
  kind: 'cloze' | 'meaning',
  stories: readonly Story[],
  language: string,
  statuses: ReadonlyMap<string, WordStatusValue>,
  { size = 5, seed = 1 }: { size?: number; seed?: number } = {},
): VocabularyQuestion[] {
  const inLanguage = stories.filter((story) => story.language === language)
  const all = occurrences(inLanguage)
  const usable = [...all.values()].filter((o) => (kind === 'meaning' ? o.gloss : o.form.length > 1))
  const rank = (word: string) => {
    const status = statuses.get(word)
    return status === 'learning' ? 0 : status === 'new' ? 1 : status === 'known' ? 2 : 3
  }
  const own = usable.filter((o) => rank(o.word) < 3)
  const pool = shuffle(own.length >= size ? own : usable, seed).sort(
    (a, b) => rank(a.word) - rank(b.word),
  )
  const picked = pool.slice(0, size)
  return picked.map((item, i) => {
    const others = shuffle(
      usable.filter((o) => (kind === 'meaning' ? o.gloss !== item.gloss : o.word !== item.word)),
      seed + i + 1,
    ).slice(0, 3)
    const right = kind === 'meaning' ? (item.gloss ?? '') : item.form
    const options = shuffle(
      [right, ...others.map((o) => (kind === 'meaning' ? (o.gloss ?? '') : o.form))],
      seed * 7 + i,
    )
    const prompt = kind === 'meaning' ? item.form : item.blanked
    return {
      kind,
      word: normalizeWord(item.form, language),
      prompt,
      options,
      answer: options.indexOf(right),
    }
  })
}
