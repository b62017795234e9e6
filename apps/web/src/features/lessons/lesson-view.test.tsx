import type { Lesson } from '@fabula/lessons-api'
import type { ProfileRepository } from '@fabula/profile-api'
import type { ReadingRepository } from '@fabula/reading-api'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderSignedIn } from '@/test/signed-in'
import { LessonMarkdown } from './lesson-markdown'
import { LessonView } from './lesson-view'

/** A small Spanish lesson with one exercise of each type. */
const LESSON: Lesson = {
  id: 'es-a1-test',
  language: 'es',
  translationLanguage: 'en',
  level: 'A1',
  subLevel: 1,
  order: 1,
  title: 'Ser',
  summary: 'Say who you are.',
  topics: ['grammar:to-be'],
  estimatedMinutes: 10,
  sections: [
    { kind: 'explanation', title: 'Who you are', body: 'Use **ser** for *identity*.' },
    { kind: 'examples', items: [{ text: 'Soy Ana.', translation: 'I am Ana.' }] },
    { kind: 'vocabulary', items: [{ word: 'gato', meaning: 'cat' }] },
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
      items: [{ text: 'Tú ___ Luis.', answers: [['eres']] }],
      explanation: 'With *tú*: **eres**.',
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
      instruction: 'Order.',
      items: [{ answer: ['Yo', 'soy', 'Ana.'], translation: 'I am Ana.' }],
    },
  ],
}

function services() {
  const setWordStatuses = vi.fn(async () => undefined)
  const reading = {
    listWordStatuses: vi.fn(async () => new Map()),
    setWordStatuses,
  } as unknown as ReadingRepository
  const profiles = { getProfile: vi.fn(async () => null) } as unknown as ProfileRepository
  return { reading, profiles, setWordStatuses }
}

function renderLesson(props: Partial<React.ComponentProps<typeof LessonView>> = {}) {
  const repos = services()
  const onSection = vi.fn()
  const onExercise = vi.fn()
  const onComplete = vi.fn(async () => undefined)
  renderSignedIn(
    <LessonView
      lesson={LESSON}
      recording
      onSection={onSection}
      onExercise={onExercise}
      onComplete={onComplete}
      completion={<p>next lesson link</p>}
      {...props}
    />,
    { services: { reading: repos.reading, profiles: repos.profiles } },
  )
  return { ...repos, onSection, onExercise, onComplete }
}

const next = () => userEvent.click(screen.getByRole('button', { name: /^Next/ }))
const goTo = (n: number) =>
  userEvent.click(screen.getByRole('button', { name: new RegExp(`^Section ${n}:`) }))

describe('LessonView', () => {
  it('shows one section at a time and reports each new section once', async () => {
    const { onSection } = renderLesson()
    expect(screen.getByRole('heading', { name: 'Who you are' })).toBeInTheDocument()
    expect(screen.getByText('ser').tagName).toBe('STRONG')
    expect(screen.getByText('Section 1 of 7')).toBeInTheDocument()
    await next()
    expect(screen.getByRole('heading', { name: 'Examples' })).toHaveFocus()
    expect(screen.getByText('I am Ana.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^Previous/ }))
    await next()
    // Opening it started it; then each new section once.
    expect(onSection.mock.calls).toEqual([[0], [1]])
  })

  it('does not start again a lesson the learner has started', () => {
    const { onSection } = renderLesson({
      progress: {
        lessonId: LESSON.id,
        sectionReached: 2,
        exerciseResults: {},
        startedAt: '2026-11-25T10:00:00Z',
        updatedAt: '2026-11-25T10:00:00Z',
        completedAt: null,
      },
    })
    expect(screen.getByText('Section 3 of 7')).toBeInTheDocument()
    expect(onSection).not.toHaveBeenCalled()
  })

  it('makes example words tappable with the lesson vocabulary as glossary', async () => {
    renderLesson()
    await goTo(3)
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'gato' }))
    const panel = await screen.findByTestId('word-panel')
    expect(within(panel).getByTestId('word-gloss')).toHaveTextContent('cat')
  })

  it('saves word statuses only when recording', async () => {
    const recorded = renderLesson()
    await goTo(3)
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'gato' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Known' }))
    expect(recorded.setWordStatuses).toHaveBeenCalledWith('user-1', 'es', [
      { word: 'gato', status: 'known' },
    ])
  })

  it('keeps a preview to itself: status changes show but are not saved', async () => {
    const preview = renderLesson({ recording: false })
    await goTo(3)
    const word = within(screen.getByRole('table')).getByRole('button', { name: 'gato' })
    await userEvent.click(word)
    await userEvent.click(await screen.findByRole('button', { name: 'Learning' }))
    expect(preview.setWordStatuses).not.toHaveBeenCalled()
    expect(word).toHaveAttribute('data-status', 'learning')
  })

  it('checks multiple choice at once and shows the right answer', async () => {
    const { onExercise } = renderLesson()
    await goTo(4)
    await userEvent.click(screen.getByRole('radio', { name: 'eres' }))
    expect(screen.getByTestId('item-feedback')).toHaveTextContent('Not quite. The answer: soy')
    expect(screen.getByTestId('exercise-score')).toHaveTextContent('0 of 1 right')
    expect(onExercise).toHaveBeenCalledWith(3, { correct: 0, total: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await userEvent.click(screen.getByRole('radio', { name: 'soy' }))
    expect(onExercise).toHaveBeenLastCalledWith(3, { correct: 1, total: 1 })
  })

  it('accepts cloze answers whatever their case and shows the explanation', async () => {
    const { onExercise } = renderLesson()
    await goTo(5)
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Gap 1 of sentence 1' }),
      ' ERES{Enter}',
    )
    expect(screen.getByTestId('item-feedback')).toHaveAttribute('data-correct', 'true')
    expect(screen.getByText('eres', { selector: 'strong' })).toBeInTheDocument()
    expect(onExercise).toHaveBeenCalledWith(4, { correct: 1, total: 1 })
  })

  it('matches pairs, and a wrong try costs the word its point', async () => {
    const { onExercise } = renderLesson()
    await goTo(6)
    const left = (name: string) => screen.getByRole('button', { name, pressed: false })
    const right = (name: string) =>
      within(screen.getByRole('list', { name: 'Partners' })).getByRole('button', { name })
    await userEvent.click(left('yo'))
    await userEvent.click(right('eres'))
    expect(screen.getByRole('status')).toHaveTextContent('Not a pair. Try another.')
    await userEvent.click(right('soy'))
    await userEvent.click(left('tú'))
    await userEvent.click(right('eres'))
    await userEvent.click(left('ella'))
    await userEvent.click(right('es'))
    expect(onExercise).toHaveBeenCalledWith(5, { correct: 2, total: 3 })
  })

  it('orders words, then checks the sentence', async () => {
    const { onExercise } = renderLesson()
    await goTo(7)
    const pool = screen.getByTestId('ordering-pool')
    for (const chunk of ['Yo', 'soy', 'Ana.']) {
      await userEvent.click(within(pool).getByRole('button', { name: chunk }))
    }
    const placed = within(screen.getByTestId('ordering-answer')).getAllByRole('button')
    expect(placed.map((chunk) => chunk.textContent)).toEqual(['Yo', 'soy', 'Ana.'])
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(screen.getByTestId('item-feedback')).toHaveAttribute('data-correct', 'true')
    expect(onExercise).toHaveBeenCalledWith(6, { correct: 1, total: 1 })
  })

  it('finishes only when every exercise is checked, then shows the completion', async () => {
    const { onComplete } = renderLesson({
      progress: {
        lessonId: LESSON.id,
        sectionReached: 6,
        exerciseResults: {
          3: { correct: 1, total: 1 },
          4: { correct: 1, total: 1 },
          5: { correct: 3, total: 3 },
        },
        startedAt: '2026-11-25T10:00:00Z',
        updatedAt: '2026-11-25T10:00:00Z',
        completedAt: null,
      },
    })
    // It resumes where the learner left off.
    expect(screen.getByText('Section 7 of 7')).toBeInTheDocument()
    const finish = screen.getByTestId('finish-lesson')
    expect(finish).toBeDisabled()
    expect(screen.getByText('Check every exercise to finish.')).toBeInTheDocument()
    const pool = screen.getByTestId('ordering-pool')
    for (const chunk of ['soy', 'Yo', 'Ana.']) {
      await userEvent.click(within(pool).getByRole('button', { name: chunk }))
    }
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(screen.getByTestId('item-feedback')).toHaveAttribute('data-correct', 'false')
    await userEvent.click(finish)
    expect(onComplete).toHaveBeenCalledOnce()
    expect(await screen.findByTestId('lesson-complete')).toHaveTextContent(
      'Your exercises: 5 of 6 right.',
    )
    expect(screen.getByText('next lesson link')).toBeInTheDocument()
  })
})

describe('LessonMarkdown', () => {
  it('renders the subset as elements and anything else as plain text', () => {
    renderSignedIn(<LessonMarkdown source={'- **uno**\n- *dos*'} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    renderSignedIn(<LessonMarkdown source="<img src=x onerror=alert(1)> **no**" />)
    expect(document.querySelector('img')).toBeNull()
    expect(screen.getByText('<img src=x onerror=alert(1)> **no**')).toBeInTheDocument()
  })
})
