import { describe, expect, it } from 'vitest'
import { RestParseError, parseQuery } from '../../src/rest/index'

function parse(qs: string) {
  return parseQuery(new URLSearchParams(qs).entries())
}

function parseError(qs: string): RestParseError {
  try {
    parse(qs)
  } catch (e) {
    if (e instanceof RestParseError) return e
    throw e
  }
  throw new Error(`expected ${qs} to fail`)
}

describe('select', () => {
  it('defaults to * and reads columns, aliases, casts and JSON paths', () => {
    expect(parse('').select).toEqual([{ kind: 'star' }])
    expect(parse('select=id,nm:name,n::text,data->a->>b,x:data->>c').select).toEqual([
      { kind: 'column', field: { column: 'id', jsonPath: [] } },
      { kind: 'column', field: { column: 'name', jsonPath: [] }, alias: 'nm' },
      { kind: 'column', field: { column: 'n', jsonPath: [] }, cast: 'text' },
      {
        kind: 'column',
        field: {
          column: 'data',
          jsonPath: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
      },
      {
        kind: 'column',
        field: { column: 'data', jsonPath: [{ arrow: '->>', key: 'c' }] },
        alias: 'x',
      },
    ])
  })

  it('ignores whitespace outside quotes and keeps quoted names whole', () => {
    expect(parse('select= id , "odd name" ').select).toEqual([
      { kind: 'column', field: { column: 'id', jsonPath: [] } },
      { kind: 'column', field: { column: 'odd name', jsonPath: [] } },
    ])
  })

  it('reads embeds with alias, hint, join type and spread', () => {
    expect(
      parse('select=id,author:profiles!owner_fk!inner(name),tags(*),...team(tname:name)').select,
    ).toEqual([
      { kind: 'column', field: { column: 'id', jsonPath: [] } },
      {
        kind: 'embed',
        relation: 'profiles',
        alias: 'author',
        hint: 'owner_fk',
        joinType: 'inner',
        spread: false,
        items: [{ kind: 'column', field: { column: 'name', jsonPath: [] } }],
      },
      { kind: 'embed', relation: 'tags', spread: false, items: [{ kind: 'star' }] },
      {
        kind: 'embed',
        relation: 'team',
        spread: true,
        items: [{ kind: 'column', field: { column: 'name', jsonPath: [] }, alias: 'tname' }],
      },
    ])
  })

  it.each([
    'select=id;drop table x',
    'select=a(b',
    'select=n::text)--',
    'select=col::int;select',
    'select=a,,b',
    'select="unterminated',
  ])('rejects %s with PGRST100', (qs) => {
    const error = parseError(qs)
    expect(error.status).toBe(400)
    expect(error.code).toBe('PGRST100')
  })
})

describe('filters', () => {
  it('reads every comparison operator with the raw value', () => {
    const ops = [
      'eq',
      'neq',
      'gt',
      'gte',
      'lt',
      'lte',
      'like',
      'ilike',
      'match',
      'imatch',
      'cs',
      'cd',
      'ov',
    ]
    for (const op of ops) {
      expect(parse(`n=${op}.a.b`).where).toEqual([
        {
          kind: 'filter',
          field: { column: 'n', jsonPath: [] },
          negate: false,
          operator: op,
          value: { kind: 'scalar', value: 'a.b' },
        },
      ])
    }
  })

  it('reads in-lists with quoted members, is values and not.', () => {
    expect(parse('id=not.in.(1,"a,b",3)&d=is.null&e=is.unknown').where).toEqual([
      {
        kind: 'filter',
        field: { column: 'id', jsonPath: [] },
        negate: true,
        operator: 'in',
        value: { kind: 'list', values: ['1', 'a,b', '3'] },
      },
      {
        kind: 'filter',
        field: { column: 'd', jsonPath: [] },
        negate: false,
        operator: 'is',
        value: { kind: 'is', value: 'null' },
      },
      {
        kind: 'filter',
        field: { column: 'e', jsonPath: [] },
        negate: false,
        operator: 'is',
        value: { kind: 'is', value: 'unknown' },
      },
    ])
  })

  it('reads array literals for cs/cd/ov and quantified operators', () => {
    const [cs, any] = parse('tags=cs.{a,b}&name=like(any).{a*,"b,c"}').where
    expect(cs).toMatchObject({ operator: 'cs', value: { kind: 'scalar', value: '{a,b}' } })
    expect(any).toMatchObject({
      operator: 'like',
      quantifier: 'any',
      value: { kind: 'list', values: ['a*', 'b,c'] },
    })
  })

  it('reads full-text search with a configuration', () => {
    expect(parse('body=wfts(english).cat dog').where[0]).toMatchObject({
      operator: 'wfts',
      value: { kind: 'fts', config: 'english', value: 'cat dog' },
    })
  })

  it('reads nested or/and/not trees', () => {
    expect(
      parse('or=(n.eq.1,and(n.gt.5,name.eq."x,y"),not.or(a.is.null,b.in.(1,2)))').where,
    ).toEqual([
      {
        kind: 'logic',
        operator: 'or',
        negate: false,
        children: [
          {
            kind: 'filter',
            field: { column: 'n', jsonPath: [] },
            negate: false,
            operator: 'eq',
            value: { kind: 'scalar', value: '1' },
          },
          {
            kind: 'logic',
            operator: 'and',
            negate: false,
            children: [
              {
                kind: 'filter',
                field: { column: 'n', jsonPath: [] },
                negate: false,
                operator: 'gt',
                value: { kind: 'scalar', value: '5' },
              },
              {
                kind: 'filter',
                field: { column: 'name', jsonPath: [] },
                negate: false,
                operator: 'eq',
                value: { kind: 'scalar', value: 'x,y' },
              },
            ],
          },
          {
            kind: 'logic',
            operator: 'or',
            negate: true,
            children: [
              {
                kind: 'filter',
                field: { column: 'a', jsonPath: [] },
                negate: false,
                operator: 'is',
                value: { kind: 'is', value: 'null' },
              },
              {
                kind: 'filter',
                field: { column: 'b', jsonPath: [] },
                negate: false,
                operator: 'in',
                value: { kind: 'list', values: ['1', '2'] },
              },
            ],
          },
        ],
      },
    ])
    expect(parse('not.and=(a.eq.1,b.eq.2)').where[0]).toMatchObject({
      kind: 'logic',
      operator: 'and',
      negate: true,
    })
  })

  it('keeps embedded keys apart and leaves RPC arguments alone', () => {
    const q = parseQuery(
      new URLSearchParams('kids.id=eq.3&kids.order=id.desc&a=1&n=eq.2').entries(),
      {
        argNames: new Set(['a']),
      },
    )
    expect(q.embedded).toEqual([
      { path: 'kids', key: 'id', value: 'eq.3' },
      { path: 'kids', key: 'order', value: 'id.desc' },
    ])
    expect(q.args).toEqual({ a: '1' })
    expect(q.where).toHaveLength(1)
  })

  it.each([
    ['n=noop.0', 'failed to parse filter (noop.0)'],
    ['n=eq', 'failed to parse filter (eq)'],
    ['n=is.maybe', 'failed to parse filter (is.maybe)'],
    ['n=in.1,2', 'failed to parse filter (in.1,2)'],
    ['or=n.eq.1', 'failed to parse logic tree (n.eq.1)'],
    ['or=(n.eq.1', 'failed to parse logic tree ((n.eq.1)'],
    ['n;drop=eq.1', 'failed to parse filter (n;drop)'],
  ])('rejects %s', (qs, message) => {
    const error = parseError(qs)
    expect(error.code).toBe('PGRST100')
    expect(error.message).toBe(message)
  })
})

describe('order, paging and lists', () => {
  it('reads order terms with direction and nulls placement', () => {
    expect(parse('order=id.desc,n.asc.nullsfirst,data->>k.nullslast,name').order).toEqual([
      { field: { column: 'id', jsonPath: [] }, direction: 'desc' },
      { field: { column: 'n', jsonPath: [] }, direction: 'asc', nulls: 'first' },
      { field: { column: 'data', jsonPath: [{ arrow: '->>', key: 'k' }] }, nulls: 'last' },
      { field: { column: 'name', jsonPath: [] } },
    ])
  })

  it('reads limit, offset, on_conflict and quoted columns', () => {
    const q = parse('limit=10&offset=20&on_conflict=a,b&columns="body","n"')
    expect(q).toMatchObject({
      limit: 10,
      offset: 20,
      onConflict: ['a', 'b'],
      columns: ['body', 'n'],
    })
  })

  it.each([
    'limit=-1',
    'limit=ten',
    'offset=1e3',
    'order=id.sideways',
    'order=id;drop',
    'columns=a b)',
  ])('rejects %s', (qs) => {
    expect(parseError(qs).code).toBe('PGRST100')
  })
})
