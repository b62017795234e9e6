import { describe, expect, it } from 'vitest'
import { FairQueue } from './fair-queue'

/** Lets the queue settle: it starts the next job after a turn of the event loop. */
async function turn(): Promise<void> {
  for (let i = 0; i < 2; i++) await new Promise((done) => setImmediate(done))
}

/** A job that records its name and then waits for the test to finish it. */
function gate() {
  const started: string[] = []
  const finishers = new Map<string, () => void>()
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name)
      finishers.set(name, () => resolve(name))
    })
  const finish = async (name: string) => {
    finishers.get(name)?.()
    await turn()
  }
  return { started, job, finish, finishers }
}

describe('FairQueue', () => {
  it('lets requests that arrive while a job runs compete for the next turn', async () => {
    const q = new FairQueue()
    const g = gate()
    void q.run('writer', g.job('w1'))
    void q.run('writer', g.job('w2'))
    g.finishers.get('w1')?.()
    // Everything the finished job set off settles, then the reader's request is read from its
    // socket (I/O comes before the queue's next turn).
    for (let i = 0; i < 20; i++) await Promise.resolve()
    void q.run('reader', g.job('r1'))
    await turn()
    expect(g.started).toEqual(['w1', 'r1'])
  })

  it('runs one job at a time', async () => {
    const q = new FairQueue()
    const g = gate()
    void q.run('a', g.job('a1'))
    void q.run('b', g.job('b1'))
    expect(g.started).toEqual(['a1'])
    expect(q.waiting).toBe(1)
    await g.finish('a1')
    expect(g.started).toEqual(['a1', 'b1'])
  })

  it('serves a newly arrived user before the backlog of a busy one', async () => {
    const q = new FairQueue()
    const g = gate()
    for (const name of ['w1', 'w2', 'w3', 'w4']) void q.run('writer', g.job(name))
    void q.run('reader', g.job('r1'))
    await g.finish('w1')
    // The reader waited for the one writer job that was running, not for w2…w4.
    expect(g.started).toEqual(['w1', 'r1'])
    void q.run('reader', g.job('r2'))
    await g.finish('r1')
    expect(g.started).toEqual(['w1', 'r1', 'w2'])
    await g.finish('w2')
    expect(g.started.at(-1)).toBe('r2')
  })

  it('alternates between lanes that both have backlogs and keeps each lane in order', async () => {
    const q = new FairQueue()
    const g = gate()
    void q.run('system', g.job('s0'))
    for (const name of ['a1', 'a2', 'a3']) void q.run('a', g.job(name))
    for (const name of ['b1', 'b2']) void q.run('b', g.job(name))
    for (const name of ['s0', 'a1', 'b1', 'a2', 'b2']) await g.finish(name)
    expect(g.started).toEqual(['s0', 'a1', 'b1', 'a2', 'b2', 'a3'])
  })

  it('moves on after a job that throws, and hands the error to its caller', async () => {
    const q = new FairQueue()
    const failed = q.run('a', () => Promise.reject(new Error('boom')))
    const next = q.run('a', () => Promise.resolve('ok'))
    await expect(failed).rejects.toThrow('boom')
    await expect(next).resolves.toBe('ok')
  })
})
