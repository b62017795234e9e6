import { describe, expect, it, vi } from 'vitest'
import { encodeLemma } from './codec'
import { createDictionary } from './dictionary'
import { listDictionaryFiles } from './files'
import type { DictionaryManifest, SenseGroup } from './format'
import { shardOf, shardPath } from './shard'
import { DictionaryDataError } from './store'

// A miniature Spanish–English dictionary in memory: two sources, forms data with suffix rules.
const MANIFEST: DictionaryManifest = {
  pairs: {
    'es-en': {
      from: 'es',
      to: 'en',
      sources: [
        { id: 'first', name: 'First', licence: 'test', kind: 'direct', shards: 4, entries: 0 },
        { id: 'second', name: 'Second', licence: 'test', kind: 'reversed', shards: 1, entries: 0 },
      ],
    },
  },
  forms: {
    es: [{ id: 'morph', name: 'Morph', licence: 'test', shards: 2, forms: 0, rules: true }],
  },
}

const FIRST: Record<string, SenseGroup[]> = {
  zapato: [['noun', 'shoe']],
  casa: [['noun', 'house', 'home']],
  dar: [['verb', 'give']],
  comer: [['verb', 'eat']],
  dura: [['adjective', 'hard']],
  durar: [['verb', 'last']],
  señor: [['noun', 'mister, sir']],
  ['constructor' as string]: [['noun', 'builder']],
}
const SECOND: Record<string, SenseGroup[]> = {
  casa: [['', 'home', 'household']],
  zapatos: [['', 'shoes']],
  casar: [['verb', 'marry']],
}
const FORMS: Record<string, string[]> = {
  zapatos: ['zapato'],
  casa: ['casa', 'casar'],
  da: ['dar'],
  dura: ['durar'],
}
const RULES = { iste: [['er', 40]] }

function files(): Map<string, unknown> {
  const out = new Map<string, unknown>()
  const put = (dir: string, shards: number, records: Record<string, unknown>) => {
    for (let i = 0; i < shards; i += 1) out.set(shardPath(dir, i), {})
    for (const [key, value] of Object.entries(records)) {
      const shard = out.get(shardPath(dir, shardOf(key, shards))) as Record<string, unknown>
      Object.defineProperty(shard, key, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      })
    }
  }
  put('es-en/first', 4, FIRST)
  put('es-en/second', 1, SECOND)
  put(
    'forms/es/morph',
    2,
    Object.fromEntries(
      Object.entries(FORMS).map(([form, lemmas]) => [
        form,
        lemmas.map((l) => encodeLemma(form, l)),
      ]),
    ),
  )
  out.set('forms/es/morph/rules.json', RULES)
  return out
}

function setup(overrides = new Map<string, unknown>()) {
  const data = files()
  for (const [path, value] of overrides) data.set(path, value)
  const load = vi.fn(async (path: string) => {
    if (!data.has(path)) throw new Error(`missing ${path}`)
    const value = data.get(path)
    // A copy, as a real loader parses fresh JSON every time; a string stands for raw file text.
    return JSON.parse(typeof value === 'string' ? value : JSON.stringify(value)) as unknown
  })
  const onDataError = vi.fn()
  return {
    dictionary: createDictionary({ load, manifest: MANIFEST, onDataError }),
    load,
    onDataError,
  }
}

describe('lookup order', () => {
  it('finds an exact headword and merges the meanings of every source, the confirmed one first', async () => {
    const { dictionary } = setup()
    const result = await dictionary.lookup('es-en', 'Casa')
    // "home" is in both sources, "house" and "household" in one each.
    expect(result).toEqual({
      lemma: 'casa',
      lemmaSource: 'exact',
      meanings: ['home', 'house', 'household'],
      partOfSpeech: 'noun',
      sources: ['first', 'second'],
    })
  })

  it('goes from an inflected form to its dictionary form before trying the form itself', async () => {
    const { dictionary } = setup()
    const result = await dictionary.lookup('es-en', 'zapatos')
    expect(result).toMatchObject({ lemma: 'zapato', lemmaSource: 'inflection', meanings: ['shoe'] })
  })

  it('strips Spanish clitics and follows the host through the forms data', async () => {
    const { dictionary } = setup()
    expect(await dictionary.lookup('es-en', 'dámelo')).toMatchObject({
      lemma: 'dar',
      lemmaSource: 'clitic',
      meanings: ['give'],
    })
  })

  it('guesses with suffix rules only when a dictionary confirms the lemma', async () => {
    const { dictionary } = setup()
    expect(await dictionary.lookup('es-en', 'comiste')).toMatchObject({
      lemma: 'comer',
      lemmaSource: 'suffix-rule',
    })
    expect(await dictionary.lookup('es-en', 'bebiste')).toBeNull()
  })

  it('returns null for unknown words and for tokens without letters', async () => {
    const { dictionary } = setup()
    expect(await dictionary.lookup('es-en', 'xyzzy')).toBeNull()
    expect(await dictionary.lookup('es-en', '¡…!')).toBeNull()
  })

  it('reads keys that name Object.prototype properties as ordinary words', async () => {
    const { dictionary } = setup()
    expect(await dictionary.lookup('es-en', 'constructor')).toMatchObject({ meanings: ['builder'] })
    expect(await dictionary.lookup('es-en', 'toString')).toBeNull()
  })
})

describe('loading', () => {
  it('fetches each file once per dictionary', async () => {
    const { dictionary, load } = setup()
    await dictionary.lookup('es-en', 'casa')
    const calls = load.mock.calls.length
    await dictionary.lookup('es-en', 'casa')
    expect(load.mock.calls.length).toBe(calls)
  })

  it('rejects an unknown pair with a RangeError', async () => {
    const { dictionary } = setup()
    await expect(dictionary.lookup('xx-en', 'casa')).rejects.toThrow(RangeError)
  })

  it('skips a malformed shard, reports it with its path and answers from the other sources', async () => {
    const bad = new Map<string, unknown>([
      [shardPath('es-en/first', shardOf('casa', 4)), { casa: 'house' }],
    ])
    const { dictionary, onDataError } = setup(bad)
    const result = await dictionary.lookup('es-en', 'casa')
    expect(result).toMatchObject({ lemma: 'casa', meanings: ['home', 'household'] })
    const [[error]] = onDataError.mock.calls as [[DictionaryDataError]]
    expect(error).toBeInstanceOf(DictionaryDataError)
    expect(error.path).toBe(shardPath('es-en/first', shardOf('casa', 4)))
  })

  it('gives no meaning (null), never an error, when the only shard of a word is malformed or empty', async () => {
    const { dictionary, onDataError, load } = setup(
      new Map<string, unknown>([
        [shardPath('es-en/first', shardOf('zapato', 4)), ''],
        [shardPath('es-en/second', 0), '{"zapatos": [["", 7]]}'],
      ]),
    )
    expect(await dictionary.lookup('es-en', 'zapato')).toBeNull()
    expect(onDataError).toHaveBeenCalledTimes(2)
    // A malformed file is not fetched again: the same bytes would come back.
    const calls = load.mock.calls.length
    expect(await dictionary.lookup('es-en', 'zapato')).toBeNull()
    expect(load.mock.calls.length).toBe(calls)
  })

  it('retries a file whose load failed', async () => {
    const { dictionary, load } = setup()
    load.mockRejectedValueOnce(new Error('offline'))
    await expect(dictionary.lookup('es-en', 'zapato')).rejects.toThrow('offline')
    expect(await dictionary.lookup('es-en', 'zapato')).toMatchObject({ lemma: 'zapato' })
  })
})

describe('choosing the dictionary form', () => {
  it("lets the learner's own link win over every guess", async () => {
    const { dictionary } = setup()
    expect(await dictionary.lookup('es-en', 'casa', { lemma: 'casar' })).toMatchObject({
      lemma: 'casar',
      lemmaSource: 'learner',
      meanings: ['marry'],
    })
  })

  it('takes the reading the previous word calls for', async () => {
    const { dictionary } = setup()
    // After a clitic pronoun a verb follows: "se casa" is a form of casar.
    expect(
      await dictionary.lookup('es-en', 'casa', { context: { before: ['ella', 'se'] } }),
    ).toMatchObject({ lemma: 'casar', lemmaSource: 'inflection', partOfSpeech: 'verb' })
    // After an article, the noun.
    expect(await dictionary.lookup('es-en', 'casa', { context: { before: ['la'] } })).toMatchObject(
      { lemma: 'casa', partOfSpeech: 'noun' },
    )
  })

  it('prefers an exact headword to an inflection of another word with other parts of speech', async () => {
    const { dictionary } = setup()
    expect(await dictionary.lookup('es-en', 'dura')).toMatchObject({
      lemma: 'dura',
      lemmaSource: 'exact',
      meanings: ['hard'],
    })
    // …unless the context calls for the other reading.
    expect(await dictionary.lookup('es-en', 'dura', { context: { before: ['no'] } })).toMatchObject(
      { lemma: 'durar', meanings: ['last'] },
    )
  })

  it('reads an abbreviation before a full stop as its word', async () => {
    const { dictionary } = setup()
    expect(await dictionary.lookup('es-en', 'Sr', { following: '. García' })).toMatchObject({
      lemma: 'señor',
      lemmaSource: 'abbreviation',
    })
    expect(await dictionary.lookup('es-en', 'Sr', { following: ' García' })).toBeNull()
  })
})

describe('lemmatize', () => {
  it('lists the dictionary forms of a word from the forms data alone', async () => {
    const { dictionary } = setup()
    expect(await dictionary.lemmatize('es', 'Zapatos')).toEqual(['zapato'])
    expect(await dictionary.lemmatize('es', 'casa')).toEqual(['casa', 'casar'])
    expect(await dictionary.lemmatize('es', 'mesa')).toEqual([])
  })
})

describe('listDictionaryFiles', () => {
  it('lists shards, rules and the attribution and licence of every data set', () => {
    const list = listDictionaryFiles({ manifest: MANIFEST })
    expect(list).toContain('es-en/first/3.json')
    expect(list).toContain('es-en/second/ATTRIBUTION.md')
    expect(list).toContain('es-en/second/LICENCE.txt')
    expect(list).toContain('forms/es/morph/rules.json')
    expect(list.filter((p) => p.startsWith('es-en/first/') && p.endsWith('.json'))).toHaveLength(4)
    expect(listDictionaryFiles({ manifest: MANIFEST, pairs: ['fr-en'] })).toEqual([])
  })
})
