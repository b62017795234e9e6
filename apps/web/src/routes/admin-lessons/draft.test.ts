import { describe, expect, it } from 'vitest'
import { describePath } from './problem-path'
import { draftProblems, emptySection, moved, newLesson } from './draft'

describe('a new lesson', () => {
  it('starts with the sections every lesson needs, and says what is missing', () => {
    const lesson = newLesson('de', 'B1')
    expect(lesson.sections.map((s) => (s.kind === 'exercise' ? s.type : s.kind))).toEqual([
      'explanation',
      'examples',
      'multiple_choice',
      'cloze',
    ])
    const problems = draftProblems(lesson).map((p) => p.path)
    expect(problems).toContain('title')
    expect(problems).toContain('sections.0.body')
  })

  it('adds sections of every kind empty, each refused until filled in', () => {
    for (const choice of ['vocabulary', 'matching', 'ordering'] as const) {
      const lesson = newLesson('es', 'A1')
      lesson.sections.push(emptySection(choice))
      expect(draftProblems(lesson).some((p) => p.path.startsWith('sections.4'))).toBe(true)
    }
  })

  it('has no problems once filled in', () => {
    const lesson = newLesson('es', 'A1')
    lesson.id = 'es-a1-filled'
    lesson.title = 'Filled'
    lesson.summary = 'All there.'
    lesson.topics = ['grammar:to-be']
    lesson.sections = [
      { kind: 'explanation', body: 'Use **ser**.' },
      { kind: 'examples', items: [{ text: 'Soy Ana.', translation: 'I am Ana.' }] },
      {
        kind: 'exercise',
        type: 'multiple_choice',
        instruction: 'Choose.',
        questions: [{ prompt: 'Yo ___ Ana.', options: ['soy', 'eres'], answer: 0 }],
      },
      {
        kind: 'exercise',
        type: 'cloze',
        instruction: 'Fill in.',
        items: [{ text: 'Tú ___.', answers: [['eres']] }],
      },
    ]
    expect(draftProblems(lesson)).toEqual([])
  })
})

describe('describePath', () => {
  it('names fields and numbers elements from 1', () => {
    expect(describePath('sections.2.questions.0.answer')).toBe('Section 3 › Question 1 › Answer')
    expect(describePath('sections.4.items.1.answers.0')).toBe('Section 5 › Item 2 › Gap 1')
    expect(describePath('sections')).toBe('Sections')
    expect(describePath('title')).toBe('Title')
    expect(describePath('')).toBe('Lesson')
  })
})

describe('moved', () => {
  it('swaps with a neighbour and stays put at the ends', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
  })
})
