import { t } from '@/i18n/lessons'

/** Field names of the content format, as the editor labels them. */
const FIELDS = {
  id: 'editor.path.id',
  title: 'editor.path.title',
  summary: 'editor.path.summary',
  topics: 'editor.path.topics',
  estimatedMinutes: 'editor.path.estimatedMinutes',
  translationLanguage: 'editor.path.translationLanguage',
  sections: 'editor.path.sections',
  body: 'editor.path.body',
  items: 'editor.path.items',
  questions: 'editor.path.questions',
  options: 'editor.path.options',
  answer: 'editor.path.answer',
  answers: 'editor.path.answers',
  pairs: 'editor.path.pairs',
  prompt: 'editor.path.prompt',
  text: 'editor.path.text',
  translation: 'editor.path.translation',
  word: 'editor.path.word',
  meaning: 'editor.path.meaning',
  lemma: 'editor.path.lemma',
  note: 'editor.path.note',
  instruction: 'editor.path.instruction',
  explanation: 'editor.path.explanation',
  left: 'editor.path.left',
  right: 'editor.path.right',
  hint: 'editor.path.hint',
  alsoAccepted: 'editor.path.alsoAccepted',
} as const

/** The name of one element of a list field: "Section 3", "Question 1", "Gap 2". */
const ELEMENTS = {
  sections: 'editor.path.section',
  items: 'editor.path.item',
  questions: 'editor.path.question',
  options: 'editor.path.option',
  answers: 'editor.path.gap',
  pairs: 'editor.path.pair',
  alsoAccepted: 'editor.path.order',
  topics: 'editor.path.topic',
} as const

/**
 * A valibot dot path as an author reads it: `sections.2.questions.0.answer` becomes
 * "Section 3 › Question 1 › Right option". Element numbers count from 1.
 */
export function describePath(path: string): string {
  if (path === '') return t('editor.path.lesson')
  const segments = path.split('.')
  const parts: string[] = []
  segments.forEach((segment, index) => {
    if (/^\d+$/.test(segment)) return
    const next = segments[index + 1]
    const element = ELEMENTS[segment as keyof typeof ELEMENTS]
    if (next !== undefined && /^\d+$/.test(next) && element) {
      parts.push(t(element, { n: Number(next) + 1 }))
      return
    }
    const key = FIELDS[segment as keyof typeof FIELDS]
    parts.push(key ? t(key) : segment)
  })
  return parts.join(' › ')
}
