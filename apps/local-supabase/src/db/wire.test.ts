import { describe, expect, it } from 'vitest'
import { MessageWriter, affectedRows, paramText, readResponse } from './wire'

/** Builds backend messages the way the server frames them. */
function message(type: string, body: number[]): number[] {
  const length = body.length + 4
  return [
    type.charCodeAt(0),
    length >>> 24,
    (length >>> 16) & 255,
    (length >>> 8) & 255,
    length & 255,
    ...body,
  ]
}
const cstr = (s: string) => [...new TextEncoder().encode(s), 0]
const int16 = (n: number) => [(n >>> 8) & 255, n & 255]
const int32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]

describe('readResponse', () => {
  it('reads fields, text values and NULLs, then the command tag', () => {
    const bytes = new Uint8Array([
      ...message('1', []),
      ...message('2', []),
      ...message('T', [
        ...int16(2),
        ...cstr('id'),
        ...int32(0),
        ...int16(0),
        ...int32(23),
        ...int16(4),
        ...int32(-1),
        ...int16(0),
        ...cstr('note'),
        ...int32(0),
        ...int16(0),
        ...int32(25),
        ...int16(-1),
        ...int32(-1),
        ...int16(0),
      ]),
      ...message('D', [...int16(2), ...int32(1), ...new TextEncoder().encode('7'), ...int32(-1)]),
      ...message('C', cstr('SELECT 1')),
      ...message('Z', [73]),
    ])
    const response = readResponse(bytes)
    expect(response.error).toBeUndefined()
    expect(response.parsedIndexes).toEqual([0])
    expect(response.results).toEqual([
      {
        fields: [
          { name: 'id', dataTypeID: 23 },
          { name: 'note', dataTypeID: 25 },
        ],
        rows: [['7', null]],
        tag: 'SELECT 1',
        parsed: true,
      },
    ])
  })

  it('turns an ErrorResponse into an error with code, message, detail and hint', () => {
    const bytes = new Uint8Array([
      ...message('C', cstr('SELECT 0')),
      ...message('E', [
        ...cstr('SERROR'),
        ...cstr('C23505'),
        ...cstr('Mduplicate key'),
        ...cstr('DKey (id)=(1) already exists.'),
        ...cstr('Htry another'),
        0,
      ]),
      ...message('Z', [73]),
    ])
    const { results, error } = readResponse(bytes)
    expect(results).toHaveLength(1)
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key',
      detail: 'Key (id)=(1) already exists.',
      hint: 'try another',
      severity: 'ERROR',
    })
  })
})

describe('MessageWriter', () => {
  it('frames each message with its type and a length that counts itself', () => {
    const bytes = new MessageWriter()
      .parse('s1', 'select $1')
      .bind('s1', ['x', null])
      .sync()
      .finish()
    const types: string[] = []
    let pos = 0
    while (pos < bytes.length) {
      types.push(String.fromCharCode(bytes[pos]!))
      pos += 1 + new DataView(bytes.buffer, bytes.byteOffset).getInt32(pos + 1)
    }
    expect(pos).toBe(bytes.length)
    expect(types).toEqual(['P', 'B', 'S'])
  })

  it('grows past its first buffer for a large parameter', () => {
    const big = 'x'.repeat(5000)
    const bytes = new MessageWriter().bind('', [big]).finish()
    expect(bytes.length).toBeGreaterThan(5000)
    expect(new TextDecoder().decode(bytes)).toContain(big)
  })
})

describe('paramText and affectedRows', () => {
  it('writes values as PostgreSQL text input', () => {
    expect(paramText(null)).toBeNull()
    expect(paramText(undefined)).toBeNull()
    expect(paramText(3)).toBe('3')
    expect(paramText(true)).toBe('true')
    expect(paramText(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z')
    expect(paramText({ a: 1 })).toBe('{"a":1}')
    expect(paramText(['a', 'b"c', 'd\\e', null, ['x']])).toBe('{"a","b\\"c","d\\\\e",NULL,{"x"}}')
  })

  it('reads affected rows from write tags only', () => {
    expect(affectedRows('INSERT 0 3')).toBe(3)
    expect(affectedRows('UPDATE 2')).toBe(2)
    expect(affectedRows('DELETE 0')).toBe(0)
    expect(affectedRows('SELECT 5')).toBeUndefined()
  })
})

describe('MessageWriter growth', () => {
  it('keeps every length right when a parameter makes the buffer grow mid-message', () => {
    const params = ['a', 'é'.repeat(700), 'b', 'x'.repeat(3000)]
    const bytes = new MessageWriter().bind('', params).finish()
    const view = new DataView(bytes.buffer, bytes.byteOffset)
    expect(view.getInt32(1)).toBe(bytes.length - 1)
    // Skip type, length, portal '' and statement '' names, and the format count.
    let p = 1 + 4 + 1 + 1 + 2
    expect(view.getInt16(p)).toBe(params.length)
    p += 2
    const read: string[] = []
    for (const _ of params) {
      const len = view.getInt32(p)
      read.push(new TextDecoder().decode(bytes.subarray(p + 4, p + 4 + len)))
      p += 4 + len
    }
    expect(read).toEqual(params)
  })
})
