import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createDictionary, MANIFEST } from '@fabula/dictionary'
import type { ReadingRepository, WordEntry, WordStatusValue } from '@fabula/reading-api'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSignedIn } from '@/test/signed-in'
import type { OpenedWord } from './story-text'
import { WordDetails } from './word-details'
import { WordPanel, type PanelStory, type WordPanelProps } from './word-panel'
import type * as DictionaryModule from '@/features/reading/dictionary'

// The committed dictionaries, read from disk instead of fetched from /dict/ (this test runs in
// happy-dom, where @fabula/dictionary/node's file URLs do not resolve; the test runs in apps/web).
const CONTENT = join(process.cwd(), '..', '..', 'packages', 'dictionary', 'content')
vi.mock('@/features/reading/dictionary', async (original) => ({
  ...(await original<typeof DictionaryModule>()),
  loadDictionary: () =>
    Promise.resolve({
      dictionary: createDictionary({
        load: async (path) => JSON.parse(await readFile(join(CONTENT, path), 'utf8')) as unknown,
      }),
      manifest: MANIFEST,
    }),
}))

const story: PanelStory = {
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

const entry = (fields: Partial<WordEntry>): WordEntry => ({
  lemma: 'gato',
  status: 'learning',
  meaning: null,
  note: null,
  form: 'gatos',
  sentence: null,
  storyId: null,
  lemmaChecked: true,
  ...fields,
})

/** The reading repository of these tests: only the provider is asked, and it is not connected. */
function reading() {
  return {
    askWordMeaning: vi.fn(() => Promise.resolve({ meaning: null, reason: 'no-provider' as const })),
  } as unknown as ReadingRepository & { askWordMeaning: ReturnType<typeof vi.fn> }
}

function renderDetails(opened: OpenedWord, props: Partial<WordPanelProps> = {}, repo = reading()) {
  const handlers = {
    onStatus: vi.fn<(status: WordStatusValue) => void>(),
    onSaveDetails: vi.fn(() => Promise.resolve()),
    onLink: vi.fn<(lemma: string | null) => void>(),
    onClose: vi.fn(),
  }
  renderSignedIn(
    <WordDetails anchor={opened.element} onClose={handlers.onClose} sidebar={false}>
      <WordPanel
        word={opened}
        story={story}
        nativeLanguage="en"
        lemma={undefined}
        form={opened.normalized}
        entry={undefined}
        ownLink={undefined}
        status="new"
        sentence="Los gatos duermen."
        following=""
        {...handlers}
        {...props}
      />
    </WordDetails>,
    { services: { reading: repo } },
  )
  return { ...handlers, repo }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('WordDetails popover', () => {
  it('shows the gloss, the dictionary form and the pressed status', () => {
    renderDetails(word('gatos'), { status: 'learning' })
    const panel = screen.getByTestId('word-panel')
    expect(screen.getByTestId('word-gloss')).toHaveTextContent('cats')
    expect(panel).toHaveTextContent('Dictionary form: gato')
    expect(screen.getByRole('button', { name: 'Learning' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Known' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('looks a word up in the dictionary when the story has no gloss, naming the source', async () => {
    const { repo } = renderDetails(word('duermen'), { lemma: 'dormir' })
    const meaning = await screen.findByTestId('dictionary-meanings')
    expect(meaning).toHaveTextContent(/sleep/i)
    expect(screen.getByTestId('word-meaning')).toHaveAttribute('data-source', 'dictionary')
    expect(screen.getByTestId('word-meaning')).toHaveTextContent(/Sources:.*\(GPL/)
    expect(screen.getByTestId('word-panel')).toHaveTextContent('Dictionary form: dormir')
    expect(repo.askWordMeaning).not.toHaveBeenCalled()
  })

  it('asks the provider only when every dictionary is silent, then offers to write one', async () => {
    const user = userEvent.setup()
    const { repo } = renderDetails(word('zorblax'))
    const silent = await screen.findByText(/No dictionary or story has a meaning/)
    expect(silent).toHaveTextContent('Connect an AI provider')
    expect(repo.askWordMeaning).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'es', native_language: 'en', word: 'zorblax' }),
    )
    await user.click(screen.getByRole('button', { name: 'Write your own meaning' }))
    expect(screen.getByLabelText('Your meaning')).toHaveFocus()
  })

  it('shows the own meaning first and saves an edited one', async () => {
    const user = userEvent.setup()
    const { onSaveDetails } = renderDetails(word('gatos'), {
      entry: entry({ meaning: 'my cats', note: 'plural' }),
    })
    const own = screen.getByTestId('own-meaning')
    expect(own).toHaveTextContent('my cats')
    // Own first, then the story's meaning.
    expect(own.compareDocumentPosition(screen.getByTestId('word-gloss'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(screen.getByTestId('own-note')).toHaveTextContent('plural')
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const input = screen.getByLabelText('Your meaning')
    await user.clear(input)
    await user.type(input, 'x'.repeat(501))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText(/one line of plain text, at most 500/)).toBeInTheDocument()
    expect(onSaveDetails).not.toHaveBeenCalled()
    await user.clear(input)
    await user.type(input, '  felines ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSaveDetails).toHaveBeenCalledWith({ meaning: 'felines', note: 'plural' })
  })

  it('unlinks a wrong dictionary form and can undo it', async () => {
    const user = userEvent.setup()
    const { onLink } = renderDetails(word('como'), { lemma: 'comer', form: 'como' })
    await user.click(screen.getByRole('button', { name: /Keep “como” apart/ }))
    expect(onLink).toHaveBeenCalledWith('como')
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

  it('closes on Escape and returns focus to the word', async () => {
    const user = userEvent.setup()
    const opened = word('gatos')
    opened.element.tabIndex = -1
    const onClose = vi.fn()
    const { rerender } = renderSignedIn(
      <WordDetails anchor={opened.element} onClose={onClose} sidebar={false}>
        <p>details</p>
      </WordDetails>,
    )
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
    rerender(
      <WordDetails anchor={null} onClose={onClose} sidebar={false}>
        <p>details</p>
      </WordDetails>,
    )
    await vi.waitFor(() => expect(document.activeElement).toBe(opened.element))
  })
})
