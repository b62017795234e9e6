import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { WordStatusValue } from '@fabula/reading-api'
import { StoryText } from './story-text'
import type { OpenedWord } from './story-text'
import { prepareParagraphs } from './tokens'

function renderText(
  paragraphs: string[],
  {
    lang = 'es',
    dir = 'ltr' as const,
    statuses = new Map<string, WordStatusValue>(),
  }: { lang?: string; dir?: 'ltr' | 'rtl'; statuses?: Map<string, WordStatusValue> } = {},
) {
  const onOpen = vi.fn<(word: OpenedWord) => void>()
  const view = render(
    <StoryText
      paragraphs={prepareParagraphs(paragraphs, lang)}
      lang={lang}
      dir={dir}
      statusOf={(word) => statuses.get(word) ?? 'new'}
      onOpen={onOpen}
      label="Story text"
    />,
  )
  return { ...view, onOpen }
}

const words = () => screen.getAllByRole('button')

describe('StoryText', () => {
  it('renders every word as a text span and keeps the exact text', () => {
    const { container } = renderText(['Hola, Marta. ¿Qué tal?', 'Bien.'])
    expect(words().map((w) => w.textContent)).toEqual(['Hola', 'Marta', 'Qué', 'tal', 'Bien'])
    expect(container.querySelectorAll('p').length).toBe(2)
    expect(container.querySelector('p')?.textContent).toBe('Hola, Marta. ¿Qué tal?')
  })

  it('never turns story text into HTML', () => {
    const { container } = renderText(['<b>negrita</b> <img src=x onerror=alert(1)>'])
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toContain('<b>negrita</b>')
  })

  it('marks each word with its status for colour and underline styles', () => {
    renderText(['el gato duerme'], {
      statuses: new Map<string, WordStatusValue>([
        ['el', 'known'],
        ['gato', 'learning'],
        ['duerme', 'ignored'],
      ]),
    })
    expect(words().map((w) => w.dataset.status)).toEqual(['known', 'learning', 'ignored'])
    expect(words()[1]?.className).toContain('decoration-dashed')
    expect(words()[2]?.className).toContain('decoration-dotted')
  })

  it('has a single tab stop that the arrow keys, Home and End move', async () => {
    const user = userEvent.setup()
    renderText(['uno dos tres', 'cuatro cinco'])
    expect(
      words()
        .filter((w) => w.tabIndex === 0)
        .map((w) => w.textContent),
    ).toEqual(['uno'])
    await user.tab()
    expect(document.activeElement?.textContent).toBe('uno')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('tres')
    expect(
      words()
        .filter((w) => w.tabIndex === 0)
        .map((w) => w.textContent),
    ).toEqual(['tres'])
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement?.textContent).toBe('dos')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('cuatro')
    await user.keyboard('{End}')
    expect(document.activeElement?.textContent).toBe('cinco')
    await user.keyboard('{Home}')
    expect(document.activeElement?.textContent).toBe('uno')
  })

  it('moves forward with ArrowLeft in right-to-left text', async () => {
    const user = userEvent.setup()
    const { container } = renderText(['مرحبا يا صديقي'], { lang: 'ar', dir: 'rtl' })
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull()
    await user.tab()
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement?.textContent).toBe('يا')
  })

  it('opens a word with Enter, Space or a click, with its position', async () => {
    const user = userEvent.setup()
    const { onOpen } = renderText(['Hola amigo. Adiós amigo.'])
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: 'Hola', normalized: 'hola', index: 0, sentence: 0 }),
    )
    await user.keyboard('{ArrowRight}{ArrowRight} ')
    expect(onOpen).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: 'Adiós', index: 2, sentence: 1, paragraph: 0 }),
    )
    await user.click(screen.getAllByText('amigo')[1] as HTMLElement)
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ index: 3 }))
    expect(onOpen).toHaveBeenCalledTimes(3)
  })

  it('segments Japanese text without spaces into tappable words', async () => {
    const user = userEvent.setup()
    const { onOpen, container } = renderText(['私は猫が好きです。'], { lang: 'ja' })
    expect(words().length).toBeGreaterThan(2)
    expect(container.textContent).toBe('私は猫が好きです。')
    const cat = words().find((w) => w.textContent?.includes('猫'))
    expect(cat).toBeDefined()
    await user.click(cat as HTMLElement)
    expect(onOpen.mock.calls[0]?.[0].text).toContain('猫')
  })
})

describe('StoryText phrases', () => {
  const phrase = {
    id: 'p1',
    language: 'es',
    phrase: 'de vez',
    text: 'de vez',
    status: 'learning' as const,
    meaning: null,
    note: null,
    sentence: null,
    story_id: null,
    created_at: '',
    updated_at: '',
  }

  it('marks the words of a saved phrase and the space between them', () => {
    const paragraphs = prepareParagraphs(['Llueve de vez en cuando.'], 'es')
    const span = { phrase, start: 1, end: 2 }
    const { container } = render(
      <StoryText
        paragraphs={paragraphs}
        lang="es"
        dir="ltr"
        statusOf={() => 'known'}
        phrases={
          new Map([
            [1, span],
            [2, span],
          ])
        }
        onOpen={vi.fn()}
        label="Story text"
      />,
    )
    expect(words().map((w) => w.dataset.phrase ?? null)).toEqual([null, 'p1', 'p1', null, null])
    const gap = container.querySelector('[data-w="1"]')?.nextSibling as HTMLElement
    expect(gap.textContent).toBe(' ')
    expect(gap.className).toContain('shadow-violet')
  })

  it('selects adjacent words with Shift+arrows and saves them with Enter', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const onSelectDone = vi.fn()
    const paragraphs = prepareParagraphs(['Llueve de vez en cuando.', 'Otro párrafo.'], 'es')
    const { rerender } = render(
      <StoryText
        paragraphs={paragraphs}
        lang="es"
        dir="ltr"
        statusOf={() => 'known'}
        onSelect={onSelect}
        onSelectDone={onSelectDone}
        onOpen={vi.fn()}
        label="Story text"
      />,
    )
    words()[1]!.focus()
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}')
    expect(onSelect).toHaveBeenLastCalledWith({ start: 1, end: 2 })
    rerender(
      <StoryText
        paragraphs={paragraphs}
        lang="es"
        dir="ltr"
        statusOf={() => 'known'}
        selection={{ start: 1, end: 2 }}
        onSelect={onSelect}
        onSelectDone={onSelectDone}
        onOpen={vi.fn()}
        label="Story text"
      />,
    )
    expect(
      words()
        .filter((w) => w.dataset.selected)
        .map((w) => w.textContent),
    ).toEqual(['de', 'vez'])
    // A selection never crosses into the next paragraph.
    words()[4]!.focus()
    onSelect.mockClear()
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}')
    expect(onSelect).not.toHaveBeenCalled()
    words()[2]!.focus()
    await user.keyboard('{Enter}')
    expect(onSelectDone).toHaveBeenCalledWith({ start: 1, end: 2 })
  })
})
