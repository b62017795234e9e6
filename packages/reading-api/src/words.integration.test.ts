// @vitest-environment node
import { AppError, getHttpStatus } from '@fabula/errors'
import { startTestServer, type TestServer, type TestUser } from '@fabula/local-supabase/testing'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  VocabularyImportRowSchema,
  createSupabaseReadingRepository,
  type ReadingRepository,
  type VocabularyImportRow,
} from './index.js'

// Words by dictionary form, own meanings and notes, phrases, the vocabulary list with import, and
// review — with the real supabase-js client over HTTP against the local backend, on both of its
// database engines, with a second learner and a manager to prove row-level security.

const PASSWORD = 'correct-horse-battery'

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

type ReviewInput = Parameters<ReadingRepository['recordReview']>[0]

/** A card's next FSRS state, as ts-fsrs would give it. */
const fsrsCard = (fields: Partial<ReviewInput['card']> = {}): ReviewInput['card'] => ({
  due: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  stability: 3.2,
  difficulty: 5.1,
  elapsed_days: 0,
  scheduled_days: 3,
  learning_steps: 0,
  reps: 1,
  lapses: 0,
  state: 2,
  last_review: new Date().toISOString(),
  ...fields,
})

/** A review log entry, as ts-fsrs would give it. */
const fsrsLog = (fields: Partial<ReviewInput['log']> = {}): ReviewInput['log'] => ({
  rating: 3,
  state: 0,
  due: new Date().toISOString(),
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  last_elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  review: new Date().toISOString(),
  ...fields,
})

const row = (fields: Partial<VocabularyImportRow> & { line: number }): VocabularyImportRow => ({
  kind: 'word',
  language: 'es',
  term: 'palabra',
  status: 'learning',
  ...fields,
})

describe.each(['pglite', 'postgres'] as const)('words on %s', (database) => {
  let server: TestServer
  let admin: SupabaseClient
  const users: Record<string, TestUser> = {}
  const repos: Record<string, ReadingRepository> = {}
  const clients: Record<string, SupabaseClient> = {}
  let storyId: string

  async function account(name: string, role?: string) {
    const user = await server.createUser({
      email: `${name}@example.test`,
      password: PASSWORD,
      ...(role ? { role } : {}),
    })
    const client = server.createClient()
    const { error } = await client.auth.signInWithPassword({
      email: user.email,
      password: PASSWORD,
    })
    if (error) throw error
    users[name] = user
    clients[name] = client
    repos[name] = createSupabaseReadingRepository(client)
  }

  beforeAll(async () => {
    server = await startTestServer({ database })
    admin = server.createClient(server.serviceRoleKey)
    await account('ana')
    await account('ben')
    await account('mia', 'manager')
    const { data, error } = await admin
      .from('stories')
      .insert({
        user_id: users.ana!.id,
        language: 'es',
        native_language: 'en',
        gloss_language: 'en',
        level: 'A2',
        sub_level: 2,
        genre: 'mystery',
        title: 'Los zapatos rojos',
        paragraphs: ['Ana compra zapatos rojos.'],
        coverage: 0.95,
        new_word_count: 1,
        word_count: 4,
        provider: 'builtin',
      })
      .select('id')
      .single()
    if (error) throw error
    storyId = (data as { id: string }).id
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('keeps a status on the dictionary form, shown on every linked form', async () => {
    const ana = repos.ana!
    await ana.setWordStatuses(users.ana!.id, 'es', [
      {
        word: 'zapatos',
        lemma: 'zapato',
        status: 'known',
        sentence: 'Ana compra zapatos rojos.',
        storyId,
      },
    ])
    const book = await ana.listWordEntries(users.ana!.id, 'es')
    expect(book.entries.get('zapato')).toMatchObject({
      status: 'known',
      form: 'zapatos',
      sentence: 'Ana compra zapatos rojos.',
      storyId,
      lemmaChecked: true,
    })
    expect(book.entries.has('zapatos')).toBe(false)
    expect(book.links.get('zapatos')).toEqual({
      form: 'zapatos',
      lemma: 'zapato',
      linkedBy: 'dictionary',
    })
    const byForm = await ana.listWordStatuses(users.ana!.id, 'es')
    expect(byForm.get('zapato')).toBe('known')
    expect(byForm.get('zapatos')).toBe('known')

    // Marking the other form moves the one status both forms share.
    await ana.setWordStatuses(users.ana!.id, 'es', [
      { word: 'zapato', lemma: 'zapato', status: 'learning' },
    ])
    const after = await ana.listWordStatuses(users.ana!.id, 'es')
    expect(after.get('zapatos')).toBe('learning')
    // The first sentence and story are kept.
    const entry = (await ana.listWordEntries(users.ana!.id, 'es')).entries.get('zapato')
    expect(entry?.sentence).toBe('Ana compra zapatos rojos.')
  })

  it('folds words saved by form before lemmas into their dictionary forms', async () => {
    // Rows as the reader wrote them before this issue: keyed by form, not yet checked.
    const legacy = async (rows: Record<string, unknown>[]) => {
      const { error } = await admin
        .from('word_statuses')
        .insert(rows.map((fields) => ({ user_id: users.ana!.id, language: 'es', ...fields })))
      if (error) throw error
    }
    await legacy([
      { word: 'gatos', status: 'known', meaning: 'cats' },
      { word: 'perro', status: 'known', note: 'dog' },
      { word: 'sol', status: 'known' },
    ])
    // Marked later than "perro", in a request of its own.
    await legacy([{ word: 'perros', status: 'learning' }])
    const before = await repos.ana!.listWordEntries(users.ana!.id, 'es')
    expect(before.entries.get('gatos')?.lemmaChecked).toBe(false)
    const folded = await repos.ana!.relinkWords('es', [
      { word: 'gatos', lemma: 'gato' },
      { word: 'perros', lemma: 'perro' },
      { word: 'perro', lemma: 'perro' },
      { word: 'sol', lemma: 'sol' },
      // Already checked: left alone.
      { word: 'zapato', lemma: 'zapatear' },
    ])
    expect(folded).toBe(2)
    const book = await repos.ana!.listWordEntries(users.ana!.id, 'es')
    expect(book.entries.get('gato')).toMatchObject({
      status: 'known',
      meaning: 'cats',
      lemmaChecked: true,
    })
    expect(book.entries.has('gatos')).toBe(false)
    // perros (learning) was written after perro (known): the newer opinion wins, the note stays.
    expect(book.entries.get('perro')).toMatchObject({ status: 'learning', note: 'dog' })
    expect(book.entries.has('perros')).toBe(false)
    expect(book.entries.get('sol')?.lemmaChecked).toBe(true)
    expect(book.entries.get('zapato')?.status).toBe('learning')
    const byForm = await repos.ana!.listWordStatuses(users.ana!.id, 'es')
    expect(byForm.get('gatos')).toBe('known')
    expect(byForm.get('perros')).toBe('learning')
  })

  it("lets the learner unlink a wrong match, and the learner's link wins from then on", async () => {
    const ana = repos.ana!
    await ana.setWordStatuses(users.ana!.id, 'es', [
      { word: 'como', lemma: 'comer', status: 'known' },
    ])
    await ana.linkWordForm(users.ana!.id, 'es', 'como', 'como')
    await ana.setWordStatuses(users.ana!.id, 'es', [
      { word: 'como', lemma: 'comer', status: 'learning' },
    ])
    let book = await ana.listWordEntries(users.ana!.id, 'es')
    expect(book.entries.get('comer')?.status).toBe('known')
    expect(book.entries.get('como')?.status).toBe('learning')
    expect(book.links.get('como')).toMatchObject({ lemma: 'como', linkedBy: 'learner' })
    await ana.removeWordLink(users.ana!.id, 'es', 'como')
    book = await ana.listWordEntries(users.ana!.id, 'es')
    expect(book.links.has('como')).toBe(false)
  })

  it('keeps own meanings and notes as plain text of at most 500 characters', async () => {
    const ana = repos.ana!
    await ana.saveWordDetails({
      language: 'es',
      form: 'rojos',
      lemma: 'rojo',
      meaning: '  red  ',
      note: 'first line\nsecond line',
      sentence: 'Ana compra zapatos rojos.',
      storyId,
    })
    let entry = (await ana.listWordEntries(users.ana!.id, 'es')).entries.get('rojo')
    expect(entry).toMatchObject({
      meaning: 'red',
      note: 'first line\nsecond line',
      status: 'learning',
    })
    for (const [meaning, note] of [
      ['x'.repeat(501), null],
      ['two\nlines', null],
      ['bell\u0007', null],
      ['ok', 'n'.repeat(501)],
    ] as const) {
      const refused = await rejection(
        ana.saveWordDetails({ language: 'es', form: 'rojos', lemma: 'rojo', meaning, note }),
      )
      expect(getHttpStatus(refused)).toBe(400)
    }
    entry = (await ana.listWordEntries(users.ana!.id, 'es')).entries.get('rojo')
    expect(entry?.meaning).toBe('red')
    // 500 characters (code points, emoji included) are fine; empty clears.
    const longest = `${'é'.repeat(498)}😀😀`
    await ana.saveWordDetails({ language: 'es', form: 'rojo', meaning: longest, note: '' })
    entry = (await ana.listWordEntries(users.ana!.id, 'es')).entries.get('rojo')
    expect(entry).toMatchObject({ meaning: longest, note: null })
  })

  it('saves phrases, updates them by their words and refuses a one-word phrase', async () => {
    const ana = repos.ana!
    const saved = await ana.savePhrase(users.ana!.id, {
      language: 'es',
      phrase: 'de vez en cuando',
      text: 'De vez en cuando',
      status: 'learning',
      meaning: 'now and then',
      sentence: 'De vez en cuando llueve.',
      storyId,
    })
    expect(saved).toMatchObject({ phrase: 'de vez en cuando', meaning: 'now and then' })
    const again = await ana.savePhrase(users.ana!.id, {
      language: 'es',
      phrase: 'de vez en cuando',
      text: 'de vez en cuando',
      status: 'known',
      meaning: 'from time to time',
    })
    expect(again.id).toBe(saved.id)
    const phrases = await ana.listPhrases(users.ana!.id, 'es')
    expect(phrases.map((p) => [p.phrase, p.status, p.meaning])).toEqual([
      ['de vez en cuando', 'known', 'from time to time'],
    ])
    for (const phrase of ['sola', 'a b c d e f g h i j k', 'dos  espacios']) {
      const refused = await rejection(
        ana.savePhrase(users.ana!.id, { language: 'es', phrase, text: phrase, status: 'new' }),
      )
      expect(getHttpStatus(refused)).toBe(400)
    }
    const extra = await ana.savePhrase(users.ana!.id, {
      language: 'es',
      phrase: 'sin embargo',
      text: 'Sin embargo',
      status: 'learning',
    })
    await ana.deletePhrase(extra.id)
    expect((await ana.listPhrases(users.ana!.id, 'es')).map((p) => p.phrase)).toEqual([
      'de vez en cuando',
    ])
  })

  it('lists words and phrases on the server: search, filters, sort, pages', async () => {
    const ana = repos.ana!
    const base = { userId: users.ana!.id, page: 1, pageSize: 50 }
    const all = await ana.listVocabulary(base)
    const terms = all.rows.map((item) => `${item.kind}:${item.term}`)
    expect(terms).toEqual(
      expect.arrayContaining(['word:zapato', 'word:gato', 'word:rojo', 'phrase:de vez en cuando']),
    )
    expect(all.total).toBe(all.rows.length)
    const zapato = all.rows.find((item) => item.term === 'zapato')
    expect(zapato).toMatchObject({ forms: 'zapatos', story_title: 'Los zapatos rojos' })

    const known = await ana.listVocabulary({ ...base, statuses: ['known'], sort: 'term' })
    expect(known.rows.every((item) => item.status === 'known')).toBe(true)
    expect(known.rows.map((item) => item.term)).toEqual([...known.rows.map((i) => i.term)].sort())
    const phrases = await ana.listVocabulary({ ...base, kinds: ['phrase'] })
    expect(phrases.rows.map((item) => item.text)).toEqual(['de vez en cuando'])
    // Search looks at the term, the form and the meaning.
    const byMeaning = await ana.listVocabulary({ ...base, search: 'TIME' })
    expect(byMeaning.rows.map((item) => item.term)).toEqual(['de vez en cuando'])
    const byForm = await ana.listVocabulary({ ...base, search: 'zapatos' })
    expect(byForm.rows.map((item) => item.term)).toEqual(['zapato'])
    // Characters with a meaning in the query language are matched literally enough, never fail.
    for (const search of ['a,b)', '%', '"(', '*', 'x\\y']) {
      await expect(ana.listVocabulary({ ...base, search })).resolves.toBeDefined()
    }
    const future = await ana.listVocabulary({ ...base, addedFrom: '2999-01-01T00:00:00Z' })
    expect(future).toEqual({ rows: [], total: 0 })
    const french = await ana.listVocabulary({ ...base, language: 'fr' })
    expect(french.total).toBe(0)

    const pageOne = await ana.listVocabulary({ ...base, pageSize: 2, sort: 'term' })
    const pageTwo = await ana.listVocabulary({ ...base, pageSize: 2, page: 2, sort: 'term' })
    expect(pageOne.rows).toHaveLength(2)
    expect(pageOne.total).toBe(all.total)
    expect(pageTwo.rows[0]?.term).not.toBe(pageOne.rows[0]?.term)
    const past = await ana.listVocabulary({ ...base, pageSize: 2, page: 99 })
    expect(past).toEqual({ rows: [], total: all.total })
    const everything = await ana.listAllVocabulary({ userId: users.ana!.id })
    expect(everything).toHaveLength(all.total)
  })

  it('changes the status of many items in one call, only its own', async () => {
    const changed = await repos.ana!.setVocabularyStatus(
      [
        { kind: 'word', language: 'es', term: 'gato' },
        { kind: 'phrase', language: 'es', term: 'de vez en cuando' },
        { kind: 'word', language: 'es', term: 'nonexistent' },
      ],
      'ignored',
    )
    expect(changed).toBe(2)
    const ignored = await repos.ana!.listVocabulary({
      userId: users.ana!.id,
      page: 1,
      pageSize: 10,
      statuses: ['ignored'],
    })
    expect(ignored.rows.map((item) => item.term).sort()).toEqual(['de vez en cuando', 'gato'])
    // Ben names Ana's words: nothing of hers changes.
    expect(
      await repos.ben!.setVocabularyStatus([{ kind: 'word', language: 'es', term: 'gato' }], 'new'),
    ).toBe(0)
    const refused = await rejection(
      repos.ana!.setVocabularyStatus(
        [{ kind: 'word', language: 'es', term: 'gato' }],
        'forgotten' as 'new',
      ),
    )
    expect(getHttpStatus(refused)).toBe(400)
  })

  it('imports all or nothing and names every bad line', async () => {
    const ana = repos.ana!
    const good = [
      row({ line: 2, term: 'luna', meaning: 'moon', note: 'la luna\nllena' }),
      row({ line: 3, kind: 'phrase', term: 'a veces', text: 'A veces', status: 'new' }),
    ]
    const bad = [
      ...good,
      row({ line: 4, term: 'two words' }),
      row({ line: 5, status: 'forgotten' as 'new', meaning: 'm'.repeat(501) }),
    ]
    const refused = await rejection(ana.importVocabulary(bad))
    expect(refused.code).toBe('INVALID_FORMAT')
    expect(refused.record.context?.problems).toEqual([
      { line: 4, field: 'term' },
      { line: 5, field: 'status' },
      { line: 5, field: 'meaning' },
    ])
    // The database checks on its own too: sent past the browser's check, still refused whole.
    const direct = await clients.ana!.rpc('import_vocabulary', { p_rows: bad })
    expect(direct.status).toBe(400)
    expect(JSON.parse(direct.error?.details ?? '[]')).toEqual([
      { line: 4, field: 'term', code: 'INVALID_FORMAT' },
      { line: 5, field: 'status', code: 'INVALID_FORMAT' },
      { line: 5, field: 'meaning', code: 'INVALID_FORMAT' },
    ])
    const search = { userId: users.ana!.id, page: 1, pageSize: 10, search: 'luna' }
    expect((await ana.listVocabulary(search)).total).toBe(0)

    expect(await ana.importVocabulary(good)).toBe(2)
    expect(await ana.importVocabulary(good)).toBe(2)
    const luna = (await ana.listVocabulary(search)).rows
    expect(luna.map((item) => [item.term, item.meaning, item.note])).toEqual([
      ['luna', 'moon', 'la luna\nllena'],
    ])
    const veces = await ana.listVocabulary({ ...search, search: 'veces' })
    expect(veces.rows.map((item) => [item.kind, item.text, item.status])).toEqual([
      ['phrase', 'A veces', 'new'],
    ])
  })

  const PARITY: [string, unknown][] = [
    ['a word', row({ line: 2 })],
    ['a phrase', row({ line: 2, kind: 'phrase', term: 'de nuevo', text: 'De nuevo' })],
    ['every field', row({ line: 2, meaning: 'm', note: 'a\nb', sentence: 's', text: 't' })],
    ['nulls', { ...row({ line: 2 }), meaning: null, note: null, sentence: null, text: null }],
    ['a word with a space', row({ line: 2, term: 'de nuevo' })],
    ['a one-word phrase', row({ line: 2, kind: 'phrase', term: 'nuevo' })],
    ['an 11-word phrase', row({ line: 2, kind: 'phrase', term: 'a b c d e f g h i j k' })],
    ['a 101-character word', row({ line: 2, term: 'a'.repeat(101) })],
    ['an unknown kind', { ...row({ line: 2 }), kind: 'idiom' }],
    ['an unknown language', { ...row({ line: 2 }), language: 'xx' }],
    ['an unknown status', { ...row({ line: 2 }), status: 'forgotten' }],
    ['a blank meaning', row({ line: 2, meaning: '   ' })],
    ['a 500-character meaning', row({ line: 2, meaning: 'm'.repeat(500) })],
    ['a 501-character meaning', row({ line: 2, meaning: 'm'.repeat(501) })],
    ['a two-line meaning', row({ line: 2, meaning: 'a\nb' })],
    ['a tab in a meaning', row({ line: 2, meaning: 'a\tb' })],
    ['a control character in a note', row({ line: 2, note: 'a\u001bb' })],
    ['a 1,001-character sentence', row({ line: 2, sentence: 's'.repeat(1001) })],
    ['a 201-character text', row({ line: 2, text: 't'.repeat(201) })],
  ]

  it.each(PARITY)('agrees with the browser on import rows: %s', async (_name, candidate) => {
    const { rows } = await server.db.query<{ problems: string[] }>(
      'select public.vocabulary_row_problems($1::jsonb) as problems',
      [JSON.stringify(candidate)],
    )
    expect(rows[0]?.problems.length === 0).toBe(
      v.safeParse(VocabularyImportRowSchema, candidate).success,
    )
  })

  it('reviews learning words in context: queue, grade, log, status and counts', async () => {
    const ana = repos.ana!
    await ana.setWordStatuses(users.ana!.id, 'es', [
      {
        word: 'compra',
        lemma: 'comprar',
        status: 'learning',
        sentence: 'Ana compra pan.',
        storyId,
      },
      { word: 'pan', lemma: 'pan', status: 'learning', sentence: 'Ana compra pan.' },
    ])
    const queue = await ana.listReviewQueue({ language: 'es' })
    const comprar = queue.find((card) => card.term === 'comprar')
    expect(comprar).toMatchObject({
      kind: 'word',
      text: 'compra',
      sentence: 'Ana compra pan.',
      story_title: 'Los zapatos rojos',
      state: 0,
    })
    // Only learning words and phrases are reviewed.
    expect(queue.every((card) => card.status === 'learning')).toBe(true)
    const before = await ana.countDueReviews()
    const spanish = before.find((count) => count.language === 'es')
    expect(spanish?.due).toBe(queue.length)

    await ana.recordReview({
      cardId: comprar!.id,
      mode: 'cloze',
      card: fsrsCard(),
      log: fsrsLog({ due: comprar!.due }),
    })
    const later = await ana.listReviewQueue({ language: 'es' })
    expect(later.some((card) => card.id === comprar!.id)).toBe(false)
    const log = await clients.ana!.from('review_log').select('rating,mode,card_id')
    expect(log.data).toEqual([{ rating: 3, mode: 'cloze', card_id: comprar!.id }])
    // A day's new cards are counted against the daily allowance.
    const counts = await ana.countDueReviews(undefined)
    expect(counts.find((count) => count.language === 'es')?.due).toBe(queue.length - 1)

    // A word recalled well is moved to known with its review, and leaves the queue.
    const pan = queue.find((card) => card.term === 'pan')!
    await ana.recordReview({
      cardId: pan.id,
      mode: 'recall',
      card: fsrsCard({ stability: 30, scheduled_days: 30, reps: 5 }),
      log: fsrsLog({ rating: 4, due: pan.due }),
      status: 'known',
    })
    const entries = (await ana.listWordEntries(users.ana!.id, 'es')).entries
    expect(entries.get('pan')?.status).toBe('known')
    expect((await ana.listReviewQueue({ language: 'es' })).some((c) => c.term === 'pan')).toBe(
      false,
    )

    // A malformed card never leaves the browser; an unknown card is 404.
    const malformed = await rejection(
      ana.recordReview({
        cardId: pan.id,
        mode: 'recall',
        card: fsrsCard({ difficulty: 11 }),
        log: fsrsLog(),
      }),
    )
    expect(malformed.code).toBe('INVALID_FORMAT')
    const missing = await rejection(
      ana.recordReview({
        cardId: '00000000-0000-4000-8000-000000000000',
        mode: 'recall',
        card: fsrsCard(),
        log: fsrsLog(),
      }),
    )
    expect(getHttpStatus(missing)).toBe(404)
  })

  it('keeps every word, phrase and review of a learner from a second learner', async () => {
    const ben = repos.ben!
    expect((await ben.listWordEntries(users.ana!.id, 'es')).entries.size).toBe(0)
    expect(await ben.listPhrases(users.ana!.id, 'es')).toEqual([])
    expect(await ben.listVocabulary({ userId: users.ana!.id, page: 1, pageSize: 10 })).toEqual({
      rows: [],
      total: 0,
    })
    expect(await ben.listReviewQueue({ language: 'es' })).toEqual([])
    expect(await ben.countDueReviews()).toEqual([])
    for (const table of ['word_forms', 'review_cards', 'review_log', 'word_meaning_cache']) {
      const { data } = await clients.ben!.from(table).select('*')
      expect(data, table).toEqual([])
    }

    // Changing or deleting Ana's rows matches nothing; writing rows as Ana is refused.
    const phrase = (await repos.ana!.listPhrases(users.ana!.id, 'es'))[0]!
    await clients.ben!.from('phrases').update({ meaning: 'hacked' }).eq('id', phrase.id)
    await ben.deletePhrase(phrase.id)
    const cards = await clients.ana!.from('review_cards').select('id').limit(1)
    const card = cards.data?.[0] as { id: string }
    const theirs = await rejection(
      ben.recordReview({ cardId: card.id, mode: 'recall', card: fsrsCard(), log: fsrsLog() }),
    )
    expect(getHttpStatus(theirs)).toBe(404)
    const forged = await clients
      .ben!.from('phrases')
      .insert({ user_id: users.ana!.id, language: 'es', phrase: 'mi frase', text: 'mi frase' })
    expect([401, 403]).toContain(forged.status)
    const elsewhere = await rejection(
      ben.setWordStatuses(users.ben!.id, 'es', [{ word: 'hola', status: 'known', storyId }]),
    )
    expect([401, 403]).toContain(getHttpStatus(elsewhere))
    const stillThere = (await repos.ana!.listPhrases(users.ana!.id, 'es'))[0]
    expect(stillThere).toMatchObject({ id: phrase.id, meaning: phrase.meaning })
  })

  it('lets staff read learners’ words but not change them', async () => {
    const mia = clients.mia!
    const { data } = await mia.from('word_statuses').select('word').eq('user_id', users.ana!.id)
    expect((data ?? []).length).toBeGreaterThan(0)
    const phrases = await mia
      .from('phrases')
      .select('id,meaning')
      .eq('user_id', users.ana!.id)
      .eq('phrase', 'de vez en cuando')
    expect(phrases.data?.length).toBe(1)
    const phrase = phrases.data![0] as { id: string; meaning: string | null }
    await mia.from('phrases').update({ meaning: 'staff edit' }).eq('id', phrase.id)
    await mia.from('word_statuses').update({ status: 'new' }).eq('user_id', users.ana!.id)
    const after = (await repos.ana!.listPhrases(users.ana!.id, 'es')).find(
      (p) => p.id === phrase.id,
    )
    expect(after?.meaning).toBe(phrase.meaning)
    const zapato = (await repos.ana!.listWordEntries(users.ana!.id, 'es')).entries.get('zapato')
    expect(zapato?.status).toBe('learning')
  })
})
