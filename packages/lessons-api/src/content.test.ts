import { readFile } from 'node:fs/promises'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  INDEX_FILE,
  LESSONS_DIR,
  LESSON_FILE_NAME,
  buildLessonIndex,
  readLessonFiles,
} from '../scripts/lesson-files.js'
import { DEFAULT_SUPABASE_DIR, readContentBatches } from '@fabula/local-supabase'
import {
  LessonIndexSchema,
  LessonSchema,
  checkLessonCollection,
  isAcceptedAnswer,
  isCorrectOrder,
  parseLessonMarkdown,
} from './index.js'
import type { Lesson } from './index.js'
import { BROKEN_LESSONS, validLesson } from '../test/lessons.js'

const files = await readLessonFiles()
const lessons = files.flatMap((file) => (file.lesson ? [file.lesson] : []))

/** Issues 17 and 30: at least 12 lessons per shipped language, spread over A1–B2. */
const SHIPPED_LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'pt', 'ru', 'zh']
const MINIMUM_PER_LEVEL = { A1: 4, A2: 4, B1: 2, B2: 2 } as const
const LEVEL_RANK = { A1: 1, A2: 2, B1: 3, B2: 4, C1: 5, C2: 6 } as const

/** Problems of the file layout: name pattern, folder, slug, and NN following level then order. */
function layoutProblems(): string[] {
  const problems: string[] = []
  const byFolder = new Map<string, { number: number; lesson: Lesson; file: string }[]>()
  for (const { file, folder, lesson } of files) {
    const name = file.slice(folder.length + 1)
    const match = LESSON_FILE_NAME.exec(name)
    if (!match) {
      problems.push(`${file}: file name must be <NN>-<slug>.json`)
      continue
    }
    if (!lesson) continue
    if (lesson.language !== folder) {
      problems.push(`${file}: language ${lesson.language} differs from its folder`)
    }
    const slug = lesson.id.split('-').slice(2).join('-')
    if (slug !== match[2]) problems.push(`${file}: file slug differs from the id's slug "${slug}"`)
    const entries = byFolder.get(folder) ?? []
    entries.push({ number: Number(match[1]), lesson, file })
    byFolder.set(folder, entries)
  }
  for (const entries of byFolder.values()) {
    const byNumber = [...entries].sort((a, b) => a.number - b.number)
    const byLevel = [...entries].sort(
      (a, b) =>
        LEVEL_RANK[a.lesson.level] - LEVEL_RANK[b.lesson.level] || a.lesson.order - b.lesson.order,
    )
    byNumber.forEach((entry, index) => {
      if (index > 0 && byNumber[index - 1]!.number === entry.number) {
        problems.push(`${entry.file}: file number ${entry.number} is used twice`)
      }
      if (byLevel[index] !== entry) {
        problems.push(`${entry.file}: file numbers must follow level, then order`)
      }
    })
  }
  return problems
}

describe('shipped lessons', () => {
  it('are all valid, consistent and laid out by language, level and order', () => {
    const problems = [
      ...files.flatMap(({ file, problems }) => problems.map((problem) => `${file}: ${problem}`)),
      ...layoutProblems(),
      ...checkLessonCollection(lessons),
    ]
    expect(problems).toEqual([])
  })

  it.each(SHIPPED_LANGUAGES)('cover A1–B2 in %s: at least 4 A1, 4 A2, 2 B1 and 2 B2', (lang) => {
    const counts = Object.fromEntries(
      Object.keys(MINIMUM_PER_LEVEL).map((level) => [
        level,
        lessons.filter((lesson) => lesson.language === lang && lesson.level === level).length,
      ]),
    )
    for (const [level, minimum] of Object.entries(MINIMUM_PER_LEVEL)) {
      expect(counts[level], `${lang} ${level}`).toBeGreaterThanOrEqual(minimum)
    }
  })

  it('have 5–8 sections with 3–6 exercises of at least three types (the house style)', () => {
    const outside = lessons.flatMap((lesson) => {
      const exercises = lesson.sections.filter((section) => section.kind === 'exercise')
      const types = new Set(exercises.map((exercise) => exercise.type))
      const fits =
        lesson.sections.length >= 5 &&
        lesson.sections.length <= 8 &&
        exercises.length >= 3 &&
        exercises.length <= 6 &&
        types.size >= 3
      return fits ? [] : [lesson.id]
    })
    expect(outside).toEqual([])
  })

  it('translate into Spanish in English lessons and into English elsewhere', () => {
    const wrong = lessons
      .filter((lesson) => lesson.translationLanguage !== (lesson.language === 'en' ? 'es' : 'en'))
      .map((lesson) => lesson.id)
    expect(wrong).toEqual([])
  })

  it('are all sent to the database by the content sync (supabase/content.json), as the files say', async () => {
    const synced = (await readContentBatches(DEFAULT_SUPABASE_DIR))
      .filter((batch) => batch.source.function === 'sync_shipped_lessons')
      .flatMap((batch) => batch.items)
    const raw = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(`${LESSONS_DIR}${file.file}`, 'utf8'))),
    )
    expect(synced).toHaveLength(lessons.length)
    expect(synced).toEqual(raw)
  })

  it('have an index.json that matches the files (else run `pnpm lessons:index`)', async () => {
    const written: unknown = JSON.parse(await readFile(INDEX_FILE, 'utf8'))
    expect(v.safeParse(LessonIndexSchema, written).success).toBe(true)
    expect(written).toEqual(buildLessonIndex(files))
  })
})

type Draft = ReturnType<typeof validLesson> & Record<string, unknown>
type AnySection = Record<string, unknown> & { items?: unknown[]; questions?: unknown[] }

/** Messages (with their dot paths) of parsing a lesson after `change` broke it. */
function problemsAfter(change: (lesson: Draft) => void): string[] {
  const lesson = validLesson() as Draft
  change(lesson)
  const result = v.safeParse(LessonSchema, lesson)
  return result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []
}

const section = (lesson: Draft, index: number) => lesson.sections[index] as unknown as AnySection

describe('LessonSchema', () => {
  it('accepts the valid example', () => {
    expect(problemsAfter(() => undefined)).toEqual([])
  })

  it('rejects an id that does not start with the language and level', () => {
    expect(problemsAfter((l) => (l.id = 'fr-a1-test'))).toEqual([
      'id: id must start with the lesson language and level, e.g. es-a1-',
    ])
    expect(problemsAfter((l) => (l.level = 'A2'))).toHaveLength(1)
  })

  it('rejects translations in the language being taught', () => {
    expect(problemsAfter((l) => (l.translationLanguage = 'es'))).toEqual([
      'translationLanguage: translations must not be in the language being taught',
    ])
  })

  it('rejects a summary over 300 characters and unknown or repeated topics', () => {
    expect(problemsAfter((l) => (l.summary = 'x'.repeat(301)))).toEqual([
      'summary: must be at most 300 characters',
    ])
    expect(problemsAfter((l) => (l.topics = ['grammar:magic']))).toHaveLength(1)
    expect(problemsAfter((l) => (l.topics = ['grammar:to-be', 'grammar:to-be']))).toEqual([
      'topics: topics must be distinct',
    ])
  })

  it('requires an explanation, examples and two exercises', () => {
    expect(problemsAfter((l) => l.sections.splice(1, 1, l.sections[0]!))).toEqual([
      'sections: a lesson needs at least one examples section',
    ])
    expect(problemsAfter((l) => l.sections.splice(2, 3))).toContain(
      'sections: a lesson needs at least two exercises',
    )
  })

  it('rejects an answer index outside the options and duplicate options', () => {
    const question = (l: Draft) => section(l, 2).questions![0] as Record<string, unknown>
    expect(problemsAfter((l) => (question(l).answer = 3))).toEqual([
      'sections.2.questions.0.answer: answer must be the index of one of the options',
    ])
    expect(problemsAfter((l) => (question(l).options = ['soy', 'Soy', 'es']))).toEqual([
      'sections.2.questions.0.options: options must be distinct, so exactly one is right',
    ])
  })

  it('rejects cloze texts whose gaps and answers differ in number', () => {
    const item = (l: Draft) => section(l, 3).items![0] as Record<string, unknown>
    expect(problemsAfter((l) => (item(l).answers = [['eres']]))).toEqual([
      'sections.3.items.0.answers: answers must list accepted spellings for each ___ gap, in order',
    ])
    expect(problemsAfter((l) => (item(l).text = 'Tú ____ Luis y yo ___ Ana.'))).toContain(
      'sections.3.items.0.text: a gap is exactly three underscores',
    )
  })

  it('rejects matching pairs with repeated sides and fewer than three pairs', () => {
    const pairs = (l: Draft) => section(l, 4).pairs as { left: string; right: string }[]
    expect(problemsAfter((l) => (pairs(l)[2]!.right = 'eres'))).toEqual([
      'sections.4.pairs: right sides must be distinct',
    ])
    expect(problemsAfter((l) => pairs(l).pop())).toHaveLength(1)
  })

  it('rejects accepted orders that use other chunks', () => {
    const item = (l: Draft) => section(l, 5).items![0] as Record<string, unknown>
    expect(problemsAfter((l) => (item(l).alsoAccepted = [['Soy', 'yo', 'Ana']]))).toEqual([
      'sections.5.items.0.alsoAccepted: each accepted order must use exactly the chunks of answer',
    ])
    expect(problemsAfter((l) => (item(l).alsoAccepted = [['Ana', 'soy', 'Yo']]))).toEqual([])
  })

  it('rejects unknown fields and invalid Markdown in explanations', () => {
    expect(problemsAfter((l) => (l.author = 'me'))).toHaveLength(1)
    expect(problemsAfter((l) => (section(l, 0).body = 'See <b>this</b>.'))).toEqual([
      'sections.0.body: line 1: raw HTML is not allowed (no "<")',
    ])
  })
})

describe('the broken lessons the database is tested with', () => {
  it.each(BROKEN_LESSONS)('are refused by LessonSchema: %s', (_name, change) => {
    expect(problemsAfter(change)).not.toEqual([])
  })
})

describe('parseLessonMarkdown', () => {
  it('parses paragraphs, bold, italic and bullet lists', () => {
    const { blocks, problems } = parseLessonMarkdown(
      'Use **ser** for\n*identity*.\n\n- Soy Ana.\n- **Eres** Luis.',
    )
    expect(problems).toEqual([])
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'Use ' },
          { kind: 'strong', text: 'ser' },
          { kind: 'text', text: ' for ' },
          { kind: 'emphasis', text: 'identity' },
          { kind: 'text', text: '.' },
        ],
      },
      {
        kind: 'list',
        items: [
          [{ kind: 'text', text: 'Soy Ana.' }],
          [
            { kind: 'strong', text: 'Eres' },
            { kind: 'text', text: ' Luis.' },
          ],
        ],
      },
    ])
  })

  it.each([
    ['raw HTML', 'Say <i>hola</i>.', 'raw HTML'],
    ['a link', 'See [this](https://example.org).', 'links and images'],
    ['an image', '![a cat](cat.png)', 'links and images'],
    ['a bare URL', 'Visit https://example.org today.', 'links are not allowed'],
    ['a heading', '# Ser', 'headings'],
    ['a block quote', '> Soy Ana.', 'block quotes'],
    ['a table', '| yo | soy |\n| tú | eres |', 'tables'],
    ['code', 'The verb `ser`.', 'code'],
    ['a numbered list', '1. one\n2. two', 'numbered lists'],
    ['a star bullet', '* one', 'list items start with "- "'],
    ['indentation', '- one\n  - nested', 'indented lines'],
    ['a rule', 'One.\n\n---\n\nTwo.', 'horizontal rules'],
    ['underscores', 'An _italic_ word.', 'underscores'],
    ['unclosed bold', 'A **bold word.', 'bold is **text**'],
    ['nested emphasis', 'A ***very*** bold word.', 'bold is **text**'],
    ['a list glued to a paragraph', 'Forms:\n- soy\n- eres', 'separate a list'],
    ['an empty item', '- one\n-\n- three', 'a list item needs text'],
    ['an entity', 'Tom &amp; Jerry', 'entities'],
  ])('rejects %s', (_name, source, message) => {
    const { blocks, problems } = parseLessonMarkdown(source)
    expect(problems.join('\n')).toContain(message)
    expect(blocks).toEqual([])
  })
})

describe('answers', () => {
  it('accepts cloze answers regardless of case, spacing and apostrophe style', () => {
    expect(isAcceptedAnswer('  Soy ', ['soy'])).toBe(true)
    expect(isAcceptedAnswer('l’école', ["l'école"])).toBe(true)
    expect(isAcceptedAnswer('ecole', ['école'])).toBe(false)
    expect(isAcceptedAnswer('eres', ['soy'])).toBe(false)
  })

  it('accepts the answer order, listed alternatives and swapped equal chunks only', () => {
    const item = {
      answer: ['la', 'casa', 'y', 'la', 'mesa'],
      alsoAccepted: [['la', 'mesa', 'y', 'la', 'casa']],
      translation: 'the house and the table',
    }
    expect(isCorrectOrder(['la', 'casa', 'y', 'la', 'mesa'], item)).toBe(true)
    expect(isCorrectOrder(['la', 'mesa', 'y', 'la', 'casa'], item)).toBe(true)
    expect(isCorrectOrder(['casa', 'la', 'y', 'la', 'mesa'], item)).toBe(false)
  })
})
