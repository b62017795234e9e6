import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Activity recorded by features other than lessons reaches the staff figures through the
// learner-stats triggers (ADR 0048): a review graded marks the learner active that day.

describe.each(['pglite', 'postgres'] as const)('activity triggers on %s', (database) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ database })
  })
  afterAll(() => server?.stop())

  it('counts a graded review as a day of activity', async () => {
    const user = await server.createUser({ email: 'reviewer@example.test', password: 'pw-123456' })
    await server.db.query(
      `insert into public.profiles (user_id, nl, tl, lang_lvl, lang_sub_lvl, wanted_name)
       values ($1, 'en', 'es', 'A2', 2, 'Rita')`,
      [user.id],
    )
    await server.db.query(
      `insert into public.word_statuses (user_id, language, word, status)
       values ($1, 'es', 'casa', 'learning')`,
      [user.id],
    )
    // Forget the day the status write counted, so only the review can bring it back.
    await server.db.query('delete from public.learner_active_days where user_id = $1', [user.id])
    const cards = await server.db.query<{ id: string }>(
      'select id from public.review_cards where user_id = $1',
      [user.id],
    )
    expect(cards.rows).toHaveLength(1)
    await server.db.query(
      `insert into public.review_log (user_id, card_id, rating, mode, state, due, stability,
         difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, review)
       values ($1, $2, 3, 'recall', 0, now(), 0, 0, 0, 0, 0, 0, now())`,
      [user.id, cards.rows[0]!.id],
    )
    const days = await server.db.query<{ day: string }>(
      'select day from public.learner_active_days where user_id = $1',
      [user.id],
    )
    expect(days.rows).toHaveLength(1)
  })
})
