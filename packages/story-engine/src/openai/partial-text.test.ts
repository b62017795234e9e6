import { describe, expect, it } from 'vitest'
import { partialStoryText } from './partial-text'

describe('partialStoryText', () => {
  it('is empty before the first sentence starts', () => {
    expect(partialStoryText('{"title":"El faro","paragraphs":[{"sent')).toBe('')
  })

  it('shows a sentence cut mid-word', () => {
    expect(partialStoryText('{"paragraphs":[{"sentences":[{"text":"Ana vive en una ca')).toBe(
      'Ana vive en una ca',
    )
  })

  it('joins finished sentences and skips translations', () => {
    const json =
      '{"paragraphs":[{"sentences":[{"text":"Hola.","translation":"Hello."},{"text":"Adiós.",'
    expect(partialStoryText(json)).toBe('Hola. Adiós.')
  })

  it('unescapes quotes and unicode, and waits for a half escape to complete', () => {
    expect(partialStoryText('{"text":"Dijo \\"s\\u00ed\\" y')).toBe('Dijo "sí" y')
    expect(partialStoryText('{"text":"Dijo \\u00')).toBe('Dijo ')
    expect(partialStoryText('{"text":"Dijo \\')).toBe('Dijo ')
  })
})
