import type { VocabularyItem } from '@fabula/reading-api'
import { describe, expect, it } from 'vitest'
import { importFromCsv, parseCsv, vocabularyAnki, vocabularyCsv } from './vocabulary-csv'

const item = (fields: Partial<VocabularyItem>): VocabularyItem => ({
  id: 'word:es:zapato',
  kind: 'word',
  language: 'es',
  term: 'zapato',
  text: 'zapatos',
  status: 'learning',
  meaning: null,
  note: null,
  sentence: null,
  story_id: null,
  story_title: null,
  forms: null,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...fields,
})

const ITEMS = [
  item({ meaning: 'shoe', sentence: 'Ana compra zapatos, "rojos".', story_title: 'Los zapatos' }),
  item({ term: 'casa', text: 'casa', status: 'known', note: 'line one\nline two' }),
  item({ term: 'menos', text: 'menos', meaning: '-less, minus', status: 'ignored' }),
  item({ kind: 'phrase', term: 'de vez en cuando', text: 'De vez en cuando', meaning: '=now' }),
]

describe('vocabulary CSV', () => {
  it('exports a CSV that imports back to the same words and phrases', () => {
    const csv = vocabularyCsv(ITEMS)
    expect(csv.startsWith('\uFEFFlanguage,type,term,form,status,meaning')).toBe(true)
    // A cell a spreadsheet would run as a formula is defused.
    expect(csv).toContain(",'=now,")
    const { rows, problems } = importFromCsv(csv, { language: 'fr' })
    expect(problems).toEqual([])
    expect(rows).toEqual([
      {
        line: 2,
        kind: 'word',
        language: 'es',
        term: 'zapato',
        status: 'learning',
        meaning: 'shoe',
        sentence: 'Ana compra zapatos, "rojos".',
      },
      {
        line: 3,
        kind: 'word',
        language: 'es',
        term: 'casa',
        status: 'known',
        note: 'line one\nline two',
      },
      {
        line: 5,
        kind: 'word',
        language: 'es',
        term: 'menos',
        status: 'ignored',
        meaning: '-less, minus',
      },
      {
        line: 6,
        kind: 'phrase',
        language: 'es',
        term: 'de vez en cuando',
        text: 'De vez en cuando',
        status: 'learning',
        meaning: '=now',
      },
    ])
  })

  it('parses quotes, line breaks in cells, CRLF and tabs', () => {
    expect(parseCsv('a,b\r\n"x, ""y""","two\nlines"\r\n\r\nlast,\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', 'two\nlines'] },
      { line: 5, cells: ['last', ''] },
    ])
    expect(parseCsv('term\tmeaning\nperro\tdog')).toEqual([
      { line: 1, cells: ['term', 'meaning'] },
      { line: 2, cells: ['perro', 'dog'] },
    ])
  })

  it('reads simple files: a word column, defaults for the rest, phrases by their spaces', () => {
    const { rows, problems } = importFromCsv('word,meaning\nPerros,dogs\nsin embargo,however\n', {
      language: 'es',
    })
    expect(problems).toEqual([])
    expect(rows.map((r) => [r.kind, r.term, r.status, r.meaning])).toEqual([
      ['word', 'perros', 'learning', 'dogs'],
      ['phrase', 'sin embargo', 'learning', 'however'],
    ])
  })

  it('reports every bad line with its number', () => {
    const csv = [
      'term,status,meaning,note',
      'bueno,known,good,',
      'malo,forgotten,bad,',
      `largo,learning,${'x'.repeat(501)},`,
      '"dos',
      'líneas",new,,',
      ',new,,',
      'fin,new,end,"a\u0007b"',
    ].join('\n')
    expect(importFromCsv(csv, { language: 'es' }).problems).toEqual([
      { line: 3, field: 'status' },
      { line: 4, field: 'meaning' },
      // The quoted cell with a line break (lines 5–6) is one phrase, "dos líneas": fine.
      { line: 7, field: 'term' },
      { line: 8, field: 'note' },
    ])
  })

  it('refuses unknown columns and a file without a term column', () => {
    expect(importFromCsv('term,meening\nx,y', { language: 'es' }).problems).toEqual([
      { line: 1, field: 'column:meening' },
    ])
    expect(importFromCsv('meaning\ny', { language: 'es' }).problems).toEqual([
      { line: 1, field: 'column:term' },
    ])
    expect(importFromCsv('', { language: 'es' }).problems).toEqual([{ line: 1, field: 'header' }])
  })

  it('refuses a language that is not a learnable one', () => {
    expect(
      importFromCsv('term,language\nhola,zz\nhola,not a tag', { language: 'es' }).problems,
    ).toEqual([
      { line: 2, field: 'language' },
      { line: 3, field: 'language' },
    ])
  })
})

describe('Anki export', () => {
  it('writes Anki headers, one note per line, quoting cells with tabs or line breaks', () => {
    const anki = vocabularyAnki(ITEMS, (entry) => entry.meaning ?? `dictionary: ${entry.term}`)
    const lines = anki.split('\n')
    expect(lines.slice(0, 4)).toEqual([
      '#separator:tab',
      '#html:false',
      '#columns:Front\tBack\tSentence\tNote\tTags',
      '#tags column:5',
    ])
    expect(lines[4]).toBe(
      'zapato\tshoe\t"Ana compra zapatos, ""rojos""."\t\tfabula fabula::es fabula::learning',
    )
    expect(lines[5]).toBe('casa\tdictionary: casa\t\t"line one')
    // The note's line break is inside quotes: the phrase is on the ninth line.
    expect(lines[8]).toContain("De vez en cuando\t'=now")
  })
})
