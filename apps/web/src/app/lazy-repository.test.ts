import { describe, expect, it, vi } from 'vitest'
import { lazyRepository } from './lazy-repository'

interface Notes {
  list(owner: string): Promise<string[]>
  add(owner: string, text: string): Promise<number>
}

function notes(): Notes {
  const all: string[] = []
  return {
    list: async (owner) => all.map((text) => `${owner}:${text}`),
    add: async (_owner, text) => all.push(text),
  }
}

describe('lazyRepository', () => {
  it('loads the repository on the first call only, then forwards every call with its arguments', async () => {
    const load = vi.fn(async () => notes())
    const repository = lazyRepository(load)
    expect(load).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([repository.add('a', 'x'), repository.add('a', 'y')])
    expect([first, second]).toEqual([1, 2])
    expect(await repository.list('a')).toEqual(['a:x', 'a:y'])
    expect(load).toHaveBeenCalledOnce()
  })

  it('lets methods be taken off the object, and is not mistaken for a promise', async () => {
    const repository = lazyRepository(async () => notes())
    const { add, list } = repository
    await add('b', 'z')
    expect(await list('b')).toEqual(['b:z'])
    expect(await Promise.resolve(repository)).toBe(repository)
  })

  it('tries the load again after a failure, and rejects the call that failed', async () => {
    const load = vi
      .fn<() => Promise<Notes>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async () => notes())
    const repository = lazyRepository(load)
    await expect(repository.list('c')).rejects.toThrow('offline')
    expect(await repository.list('c')).toEqual([])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('rejects a call to a method the repository does not have', async () => {
    const repository = lazyRepository(async () => notes()) as unknown as Record<
      string,
      () => Promise<unknown>
    >
    await expect(repository.remove?.()).rejects.toThrow(/no method remove/)
  })
})
