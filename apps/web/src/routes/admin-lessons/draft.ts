import {
  LessonSchema,
  type Lesson,
  type LessonSection,
  type LessonTopic,
} from '@fabula/lessons-api'
import * as v from 'valibot'

/** Kinds of section an author can add, exercises by type. */
export const SECTION_CHOICES = [
  'explanation',
  'examples',
  'vocabulary',
  'multiple_choice',
  'cloze',
  'matching',
  'ordering',
] as const
/** A kind of section to add. */
export type SectionChoice = (typeof SECTION_CHOICES)[number]

/** An empty section of a kind: the fields are there, the author fills them in. */
export function emptySection(choice: SectionChoice): LessonSection {
  switch (choice) {
    case 'explanation':
      return { kind: 'explanation', body: '' }
    case 'examples':
      return { kind: 'examples', items: [{ text: '', translation: '' }] }
    case 'vocabulary':
      return { kind: 'vocabulary', items: [{ word: '', meaning: '' }] }
    case 'multiple_choice':
      return {
        kind: 'exercise',
        type: 'multiple_choice',
        instruction: '',
        questions: [{ prompt: '', options: ['', ''], answer: 0 }],
      }
    case 'cloze':
      return {
        kind: 'exercise',
        type: 'cloze',
        instruction: '',
        items: [{ text: '', answers: [] }],
      }
    case 'matching':
      return {
        kind: 'exercise',
        type: 'matching',
        instruction: '',
        pairs: [
          { left: '', right: '' },
          { left: '', right: '' },
          { left: '', right: '' },
        ],
      }
    case 'ordering':
      return {
        kind: 'exercise',
        type: 'ordering',
        instruction: '',
        items: [{ answer: [], translation: '' }],
      }
  }
}

/** What a new lesson starts as: the four sections every lesson needs, empty. */
export function newLesson(language: Lesson['language'], level: Lesson['level']): Lesson {
  return {
    id: `${language}-${level.toLowerCase()}-`,
    language,
    translationLanguage: language === 'en' ? 'es' : 'en',
    level,
    subLevel: 1,
    // The database puts a new lesson at the end of its level.
    order: 1,
    title: '',
    summary: '',
    topics: [] as LessonTopic[],
    estimatedMinutes: 15,
    sections: [
      emptySection('explanation'),
      emptySection('examples'),
      emptySection('multiple_choice'),
      emptySection('cloze'),
    ],
  }
}

/** The id of a lesson of this language and level with this slug. */
export function lessonId(language: string, level: string, slug: string): string {
  return `${language}-${level.toLowerCase()}-${slug}`
}

/** The slug (last part) of a lesson id. */
export function slugOf(id: string): string {
  return id.split('-').slice(2).join('-')
}

/** A problem of the draft: where (valibot dot path) and what. */
export interface DraftProblem {
  path: string
  message: string
}

/** Every problem LessonSchema finds in the draft; empty when it can be saved. */
export function draftProblems(draft: Lesson): DraftProblem[] {
  const result = v.safeParse(LessonSchema, draft)
  return result.success
    ? []
    : result.issues.map((issue) => ({
        path: v.getDotPath(issue) ?? '',
        message: issue.message,
      }))
}

/** Problems at or below `prefix` (e.g. `sections.2`). */
export function problemsAt(problems: readonly DraftProblem[], prefix: string): DraftProblem[] {
  return problems.filter((p) => p.path === prefix || p.path.startsWith(`${prefix}.`))
}

/** Moves item `from` of a list one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step
  if (to < 0 || to >= items.length) return [...items]
  const copy = [...items]
  ;[copy[from], copy[to]] = [copy[to] as T, copy[from] as T]
  return copy
}

/** The list with item `index` replaced. */
export function replaced<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current))
}

/** The list without item `index`. */
export function removed<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index)
}
