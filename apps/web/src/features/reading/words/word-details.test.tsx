import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Story, WordStatusValue } from '@fabula/reading-api'
import type { OpenedWord } from './story-text'
import { WordDetails } from './word-details'

const story: Pick<Story, 'glossary' | 'gloss_language' | 'language' | 'sentence_translations'> = {
  language: 'es',
  gloss_language: 'en',
  glossary: { gatos: { lemma: 'gato', gloss: 'cats' } },
  sentence_translations: [[{ source: 'Los gatos duermen.', translation: 'The cats sleep.' }]],
}

function word(text: string, normalized = text.toLowerCase()): OpenedWord {
  const element = document.createElement('span')
  element.textContent = text
  document.body.append(element)
  return { index: 1, paragraph: 0, sentence: 0, text, normalized, element }
}

function renderDetails(opened: OpenedWord | null, status: WordStatusValue = 'new') {
  const onStatus = vi.fn<(status: WordStatusValue) => void>()
  const onClose = vi.fn()
  render(
    <WordDetails
      word={opened}
      story={story}
      status={status}
      onStatus={onStatus}
      onClose={onClose}
      sidebar={false}
    />,
  )
  return { onStatus, onClose }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('WordDetails popover', () => {
  it('shows the gloss, the dictionary form and the pressed status', () => {
    renderDetails(word('gatos'), 'learning')
    const panel = screen.getByTestId('word-panel')
    expect(panel).toHaveTextContent('cats')
    expect(panel).toHaveTextContent('Dictionary form: gato')
    expect(screen.getByRole('button', { name: 'Learning' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Known' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('says so when the story has no gloss for the word', () => {
    renderDetails(word('duermen'))
    expect(screen.getByTestId('word-gloss')).toHaveTextContent(
      'This story has no translation for this word.',
    )
  })

  it('saves a status from its buttons', async () => {
    const user = userEvent.setup()
    const { onStatus } = renderDetails(word('gatos'))
    await user.click(screen.getByRole('button', { name: 'Known' }))
    expect(onStatus).toHaveBeenCalledWith('known')
  })

  it('translates the sentence on demand', async () => {
    const user = userEvent.setup()
    renderDetails(word('gatos'))
    expect(screen.queryByTestId('sentence-translation')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Translate sentence' }))
    expect(screen.getByTestId('sentence-translation')).toHaveTextContent('The cats sleep.')
  })

  it('explains when the browser has no voice for the language', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'en-US' }],
      speak: vi.fn(),
      cancel: vi.fn(),
    })
    vi.stubGlobal('SpeechSynthesisUtterance', vi.fn())
    renderDetails(word('gatos'))
    await user.click(screen.getByRole('button', { name: 'Listen' }))
    expect(screen.getByRole('status')).toHaveTextContent('Your browser has no voice for Spanish.')
  })

  it('speaks with a voice of the target language when there is one', async () => {
    const user = userEvent.setup()
    const speak = vi.fn()
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'es-ES' }],
      speak,
      cancel: vi.fn(),
    })
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(public text: string) {}
      },
    )
    renderDetails(word('gatos'))
    await user.click(screen.getByRole('button', { name: 'Listen' }))
    expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'gatos' }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('closes on Escape and returns focus to the word', async () => {
    const user = userEvent.setup()
    const opened = word('gatos')
    opened.element.tabIndex = -1
    const onClose = vi.fn()
    const props = { story, status: 'new' as const, onStatus: vi.fn(), onClose, sidebar: false }
    const { rerender } = render(<WordDetails word={opened} {...props} />)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
    rerender(<WordDetails word={null} {...props} />)
    await vi.waitFor(() => expect(document.activeElement).toBe(opened.element))
  })
})
