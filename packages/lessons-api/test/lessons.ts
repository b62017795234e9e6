/**
 * Lessons for tests: a small valid one, and copies of it that each break one rule of the content
 * format. The unit tests run them through LessonSchema, the integration tests through the
 * database, so the two checks are held to the same cases.
 */

/** A small valid lesson (es, A1); tests change copies of it. */
export function validLesson() {
  return {
    id: 'es-a1-test',
    language: 'es',
    translationLanguage: 'en',
    level: 'A1',
    subLevel: 1,
    order: 1,
    title: 'A test lesson',
    summary: 'Checks the format.',
    topics: ['grammar:to-be'],
    estimatedMinutes: 10,
    sections: [
      { kind: 'explanation', body: 'Use **ser** for *identity*.\n\n- Soy Ana.\n- Eres Luis.' },
      { kind: 'examples', items: [{ text: 'Soy Ana.', translation: "I'm Ana." }] },
      {
        kind: 'exercise',
        type: 'multiple_choice',
        instruction: 'Choose the right form.',
        questions: [{ prompt: 'Yo ___ Ana.', options: ['soy', 'eres', 'es'], answer: 0 }],
      },
      {
        kind: 'exercise',
        type: 'cloze',
        instruction: 'Fill in the gaps.',
        items: [{ text: 'Tú ___ Luis y yo ___ Ana.', answers: [['eres'], ['soy']] }],
      },
      {
        kind: 'exercise',
        type: 'matching',
        instruction: 'Match.',
        pairs: [
          { left: 'yo', right: 'soy' },
          { left: 'tú', right: 'eres' },
          { left: 'ella', right: 'es' },
        ],
      },
      {
        kind: 'exercise',
        type: 'ordering',
        instruction: 'Put the words in order.',
        items: [{ answer: ['Yo', 'soy', 'Ana'], translation: 'I am Ana.' }],
      },
    ],
  }
}

/** A lesson as loose JSON, to be broken in ways the types would not allow. */
export type LooseLesson = ReturnType<typeof validLesson> & Record<string, unknown>

type Loose = Record<string, unknown>

/** Section `index` of a loose lesson. */
const at = (lesson: LooseLesson, index: number) => lesson.sections[index] as unknown as Loose

/** Element `index` of the list `key` of section `section`. */
const item = (lesson: LooseLesson, section: number, key: string, index = 0) =>
  (at(lesson, section)[key] as Loose[])[index] as Loose

/**
 * One broken lesson per rule, by name. Each breaks the body (sections) or a top-level field in
 * one way, including wrong JSON types where the schema expects strings, numbers or arrays.
 */
export const BROKEN_LESSONS: readonly [name: string, change: (lesson: LooseLesson) => void][] = [
  ['an id of another language', (l) => (l.id = 'fr-a1-test')],
  ['translations in the language taught', (l) => (l.translationLanguage = 'es')],
  ['a summary over 300 characters', (l) => (l.summary = 'x'.repeat(301))],
  ['a title with a line break', (l) => (l.title = 'Two\nlines')],
  ['a title that starts with a space', (l) => (l.title = ' Padded')],
  ['an unknown topic', (l) => (l.topics = ['grammar:magic'])],
  ['a repeated topic', (l) => (l.topics = ['grammar:to-be', 'grammar:to-be'])],
  ['three sections', (l) => l.sections.splice(3)],
  ['no examples section', (l) => l.sections.splice(1, 1, { kind: 'explanation', body: 'More.' })],
  ['one exercise', (l) => l.sections.splice(3, 3, ...l.sections.slice(0, 2))],
  ['sections that are not an array', (l) => ((l as Record<string, unknown>).sections = {})],
  ['an unknown section kind', (l) => (at(l, 1).kind = 'quiz')],
  ['an unknown field in a section', (l) => (at(l, 0).colour = 'red')],
  ['raw HTML in an explanation', (l) => (at(l, 0).body = 'See <b>this</b>.')],
  ['a link in an explanation', (l) => (at(l, 0).body = 'See [this](https://example.org).')],
  ['a list glued to a paragraph', (l) => (at(l, 0).body = 'Forms:\n- soy\n- eres')],
  ['unclosed bold', (l) => (at(l, 0).body = 'A **bold word.')],
  ['an example that is a string', (l) => (at(l, 1).items = ['Soy Ana.' as never])],
  ['an example without a translation', (l) => delete item(l, 1, 'items', 0).translation],
  ['an answer index outside the options', (l) => (item(l, 2, 'questions', 0).answer = 3)],
  ['an answer index as text', (l) => (item(l, 2, 'questions', 0).answer = '0')],
  ['a fractional answer index', (l) => (item(l, 2, 'questions', 0).answer = 0.5)],
  [
    'options that differ only in case',
    (l) => (item(l, 2, 'questions', 0).options = ['soy', 'Soy', 'es']),
  ],
  ['options that are a string', (l) => (item(l, 2, 'questions', 0).options = 'soy, eres')],
  ['one option', (l) => (item(l, 2, 'questions', 0).options = ['soy'])],
  ['fewer cloze answers than gaps', (l) => (item(l, 3, 'items', 0).answers = [['eres']])],
  [
    'a gap of four underscores',
    (l) => (item(l, 3, 'items', 0).text = 'Tú ____ Luis y yo ___ Ana.'),
  ],
  [
    'repeated accepted spellings',
    (l) => (item(l, 3, 'items', 0).answers = [['eres', 'Eres'], ['soy']]),
  ],
  ['two pairs to match', (l) => (at(l, 4).pairs as Loose[]).pop()],
  ['repeated right sides', (l) => (item(l, 4, 'pairs', 2).right = 'eres')],
  [
    'an accepted order of other chunks',
    (l) => (item(l, 5, 'items', 0).alsoAccepted = [['Soy', 'yo', 'Ana']]),
  ],
  ['an order of one repeated chunk', (l) => (item(l, 5, 'items', 0).answer = ['sí', 'sí'])],
  ['an instruction over 200 characters', (l) => (at(l, 5).instruction = 'x'.repeat(201))],
]
