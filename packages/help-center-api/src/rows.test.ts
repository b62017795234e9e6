import { describe, expect, it } from 'vitest'
import { SNIPPET_MARK, snippetParts } from './index.js'

const { start, end } = SNIPPET_MARK

describe('snippetParts', () => {
  it('splits a snippet into text and highlighted matches', () => {
    expect(snippetParts(`How ${start}coverage${end} is ${start}measured${end}.`)).toEqual([
      { text: 'How ', match: false },
      { text: 'coverage', match: true },
      { text: ' is ', match: false },
      { text: 'measured', match: true },
      { text: '.', match: false },
    ])
  })

  it('keeps markup-looking text as plain text and survives a missing end marker', () => {
    expect(snippetParts(`<b>not bold</b> ${start}tail`)).toEqual([
      { text: '<b>not bold</b> ', match: false },
      { text: 'tail', match: true },
    ])
    expect(snippetParts('')).toEqual([])
  })
})
