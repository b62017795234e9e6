import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCsv, guardFormula, parseCsv, unguardFormula } from './csv.js'

const field = fc.string({
  unit: fc.constantFrom('a', 'é', ' ', ',', '"', '\n', '\r', '\r\n', 'x', "'", '='),
})
const record = fc.array(field, { minLength: 1, maxLength: 5 })

describe('parseCsv', () => {
  it('reads plain, quoted and escaped fields', () => {
    expect(parseCsv('a,b\r\n"c,d","e ""f"""\r\n')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['c,d', 'e "f"'] },
      ],
    })
  })

  it('drops a byte-order mark and accepts LF, CRLF and CR line ends', () => {
    const expected = [
      { line: 1, fields: ['id', 'title'] },
      { line: 2, fields: ['1', 'x'] },
      { line: 3, fields: ['2', 'y'] },
    ]
    for (const text of [
      'id,title\n1,x\n2,y',
      'id,title\r\n1,x\r\n2,y\r\n',
      'id,title\r1,x\r2,y\r',
    ]) {
      expect(parseCsv(`\uFEFF${text}`)).toEqual({ ok: true, records: expected })
    }
  })

  it('numbers records by the physical line they start on, across quoted line breaks', () => {
    const result = parseCsv('h\r\n"one\r\ntwo"\r\n\r\nthree\n"a\nb\nc"\nlast')
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['h'] },
        { line: 2, fields: ['one\r\ntwo'] },
        { line: 5, fields: ['three'] },
        { line: 6, fields: ['a\nb\nc'] },
        { line: 9, fields: ['last'] },
      ],
    })
  })

  it('keeps empty fields and an empty quoted record', () => {
    expect(parseCsv(',,\n""\n')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['', '', ''] },
        { line: 2, fields: [''] },
      ],
    })
  })

  it('reports an unterminated quote at the line it opens', () => {
    expect(parseCsv('a\nb,"never\nclosed')).toEqual({
      ok: false,
      error: { line: 2, code: 'unterminated_quote' },
    })
  })

  it('reports text after a closing quote and a quote inside a bare field', () => {
    expect(parseCsv('a\n"x"y')).toEqual({ ok: false, error: { line: 2, code: 'stray_quote' } })
    expect(parseCsv('a\n\nb"c')).toEqual({ ok: false, error: { line: 3, code: 'stray_quote' } })
  })

  it('reads back whatever formatCsv writes (property)', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), (records) => {
        const result = parseCsv(formatCsv(records))
        expect(result.ok).toBe(true)
        if (result.ok) expect(result.records.map((r) => r.fields)).toEqual(records)
      }),
    )
  })

  it('never throws, whatever the text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', '\uFEFF') }),
        (text) => {
          const result = parseCsv(text)
          if (result.ok) for (const r of result.records) expect(r.line).toBeGreaterThanOrEqual(1)
        },
      ),
    )
  })
})

describe('formula guard', () => {
  it('prefixes cells a spreadsheet would run, and nothing else', () => {
    expect(guardFormula('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(guardFormula('-1 bug')).toBe("'-1 bug")
    expect(guardFormula('@here')).toBe("'@here")
    expect(guardFormula('plain')).toBe('plain')
    expect(guardFormula("'quoted")).toBe("'quoted")
  })

  it('round-trips every text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', 'a', '\t') }),
        (text) => {
          expect(unguardFormula(guardFormula(text))).toBe(text)
        },
      ),
    )
  })

  it('writes guarded cells when asked', () => {
    expect(formatCsv([['=1+1', 'ok']], { guard: true })).toBe("'=1+1,ok\r\n")
    expect(formatCsv([['=1+1', 'ok']])).toBe('=1+1,ok\r\n')
  })
})
