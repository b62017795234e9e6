import { describe, expect, it, vi } from 'vitest'
import { MAX_RECIPES, createEarlyRecorder, isReplayable } from './recipes'
import {
  EARLY_GLOBAL,
  MAX_REPLAYED,
  RECIPES_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  startEarlyData,
  type RecordedRequest,
  type ReplayHost,
} from './replay-script'
import { EARLY_MAX_AGE_MS, takeEarlyResponse } from './take'

const NOW = 1_800_000_000_000
const API = 'https://project.example.test/rest/v1'
const SITE = 'https://fabula.example.test'

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries))
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  }
}

const session = (userId: string, expiresInMs: number) =>
  JSON.stringify({
    access_token: `token-of-${userId}`,
    refresh_token: 'refresh',
    expires_at: Math.floor((NOW + expiresInMs) / 1000),
    user: { id: userId },
  })

const request = (path: string, method: 'GET' | 'POST' = 'GET'): RecordedRequest => ({
  method,
  url: `${API}/${path}`,
  headers: { apikey: 'anon-key', accept: 'application/json' },
  body: method === 'POST' ? '{}' : null,
  withToken: true,
})

function host(
  storage: Record<string, string>,
  pathname = '/dashboard',
): ReplayHost & {
  fetch: ReturnType<typeof vi.fn>
} {
  return {
    localStorage: memoryStorage(storage),
    location: { pathname, search: '' },
    fetch: vi.fn(() => Promise.resolve(new Response('[]'))),
  }
}

const recipes = (userId: string, routes: Record<string, RecordedRequest[]>) =>
  JSON.stringify({
    userId,
    routes: Object.fromEntries(
      Object.entries(routes).map(([path, requests]) => [path, { at: NOW, requests }]),
    ),
  })

describe('startEarlyData (the head script)', () => {
  it('sends the recorded requests of this address with the stored access token', () => {
    const page = host({
      [SESSION_STORAGE_KEY]: session('u1', 60 * 60 * 1000),
      [RECIPES_STORAGE_KEY]: recipes('u1', {
        '/dashboard': [request('profiles?user_id=eq.u1'), request('rpc/learner_totals', 'POST')],
        '/users': [request('staff_users')],
      }),
    })
    startEarlyData(page, NOW)
    expect(page.fetch).toHaveBeenCalledTimes(2)
    expect(page.fetch).toHaveBeenCalledWith(`${API}/rpc/learner_totals`, {
      method: 'POST',
      headers: {
        apikey: 'anon-key',
        accept: 'application/json',
        Authorization: 'Bearer token-of-u1',
      },
      body: '{}',
    })
    expect(page[EARLY_GLOBAL]?.entries.map((entry) => entry.url)).toEqual([
      `${API}/profiles?user_id=eq.u1`,
      `${API}/rpc/learner_totals`,
    ])
  })

  it('replays nothing for a session due for refresh, another user, or no recipe', () => {
    const cases = [
      host({
        [SESSION_STORAGE_KEY]: session('u1', 60 * 1000),
        [RECIPES_STORAGE_KEY]: recipes('u1', { '/dashboard': [request('profiles')] }),
      }),
      host({
        [SESSION_STORAGE_KEY]: session('u2', 60 * 60 * 1000),
        [RECIPES_STORAGE_KEY]: recipes('u1', { '/dashboard': [request('profiles')] }),
      }),
      host(
        {
          [SESSION_STORAGE_KEY]: session('u1', 60 * 60 * 1000),
          [RECIPES_STORAGE_KEY]: recipes('u1', { '/dashboard': [request('profiles')] }),
        },
        '/settings',
      ),
      host({ [RECIPES_STORAGE_KEY]: recipes('u1', { '/dashboard': [request('profiles')] }) }),
      host({ [SESSION_STORAGE_KEY]: '{not json', [RECIPES_STORAGE_KEY]: 'null' }),
    ]
    for (const page of cases) {
      startEarlyData(page, NOW)
      expect(page.fetch).not.toHaveBeenCalled()
      expect(page[EARLY_GLOBAL]).toBeUndefined()
    }
  })

  it('skips malformed entries, never takes a token from the store, and caps the count', () => {
    const withToken = { ...request('a'), headers: { Authorization: 'Bearer stolen' } }
    const elsewhere = { ...request('b'), url: 'javascript:alert(1)' }
    const writing = { ...request('c'), method: 'DELETE' }
    const many = Array.from({ length: MAX_REPLAYED + 5 }, (_, index) => request(`t${index}`))
    const page = host({
      [SESSION_STORAGE_KEY]: session('u1', 60 * 60 * 1000),
      [RECIPES_STORAGE_KEY]: recipes('u1', {
        '/dashboard': [withToken, elsewhere, writing as never, ...many],
      }),
    })
    startEarlyData(page, NOW)
    const urls = page.fetch.mock.calls.map(([url]) => url as string)
    expect(urls).not.toContain(`${API}/a`)
    expect(urls.some((url) => !url.startsWith('https://'))).toBe(false)
    expect(urls).not.toContain(`${API}/c`)
    // The cap counts recorded entries, the three bad ones included.
    expect(urls).toHaveLength(MAX_REPLAYED - 3)
  })
})

describe('takeEarlyResponse', () => {
  const replayed = (overrides: Partial<RecordedRequest> = {}) => {
    const response = Promise.resolve(new Response('{"ok":true}'))
    const state = {
      startedAt: NOW,
      entries: [{ ...request('profiles'), ...overrides, authorization: 'Bearer t', response }],
    }
    return { host: { [EARLY_GLOBAL]: state } as Pick<ReplayHost, typeof EARLY_GLOBAL>, response }
  }
  const outgoing = { method: 'GET', url: `${API}/profiles`, body: null, authorization: 'Bearer t' }

  it('hands over the response of the identical request once', () => {
    const { host: page, response } = replayed()
    expect(takeEarlyResponse(page, outgoing, NOW + 500)).toBe(response)
    expect(takeEarlyResponse(page, outgoing, NOW + 600)).toBeUndefined()
  })

  it('refuses a request that differs in token, address, method or body', () => {
    const { host: page } = replayed()
    expect(takeEarlyResponse(page, { ...outgoing, authorization: 'Bearer other' }, NOW)).toBe(
      undefined,
    )
    expect(takeEarlyResponse(page, { ...outgoing, url: `${API}/profiles?x=1` }, NOW)).toBe(
      undefined,
    )
    expect(takeEarlyResponse(page, { ...outgoing, method: 'POST' }, NOW)).toBeUndefined()
    expect(takeEarlyResponse(page, { ...outgoing, body: '{}' }, NOW)).toBeUndefined()
  })

  it('drops replayed responses once they are older than the data freshness', () => {
    const { host: page } = replayed()
    expect(takeEarlyResponse(page, outgoing, NOW + EARLY_MAX_AGE_MS + 1)).toBeUndefined()
    expect(page[EARLY_GLOBAL]).toBeUndefined()
  })
})

describe('the first paint recorder', () => {
  it("keeps only reads: REST GETs, read-only database functions and the site's own files", () => {
    const api = (method: string, url: string) =>
      isReplayable({ method: method as 'GET', url, withToken: true }, SITE)
    const site = (url: string) => isReplayable({ method: 'GET', url, withToken: false }, SITE)
    expect(api('GET', `${API}/profiles?select=*`)).toBe(true)
    expect(api('POST', `${API}/rpc/learner_totals`)).toBe(true)
    expect(api('POST', `${API}/rpc/review_grade`)).toBe(false)
    expect(api('POST', `${API}/profiles`)).toBe(false)
    expect(api('PATCH', `${API}/profiles?user_id=eq.1`)).toBe(false)
    expect(api('GET', 'https://project.example.test/functions/v1/story-options')).toBe(false)
    expect(api('GET', 'not a url')).toBe(false)
    expect(site(`${SITE}/assets/i18n/v1/ar/core.json`)).toBe(true)
    expect(site(`${SITE}/config.json`)).toBe(false)
    expect(site(`https://elsewhere.example.test/assets/x.json`)).toBe(false)
  })

  it('leaves a file to the preload link the server wrote for it, and still sends the data', () => {
    const catalogue = `${SITE}/assets/i18n/v1/en/learner.pages.json`
    const page = host({
      [SESSION_STORAGE_KEY]: session('u1', 60 * 60 * 1000),
      [RECIPES_STORAGE_KEY]: recipes('u1', {
        '/dashboard': [
          { ...request('x'), url: catalogue, headers: {}, withToken: false },
          request('profiles'),
        ],
      }),
    })
    page.document = {
      querySelectorAll: (selector) =>
        selector === 'link[rel="preload"]' ? [{ href: catalogue }] : [],
    }
    startEarlyData(page, NOW)
    expect(page.fetch).toHaveBeenCalledTimes(1)
    expect(page.fetch).toHaveBeenCalledWith(`${API}/profiles`, expect.anything())
  })

  it("replays the site's own files without the token", () => {
    const page = host({
      [SESSION_STORAGE_KEY]: session('u1', 60 * 60 * 1000),
      [RECIPES_STORAGE_KEY]: recipes('u1', {
        '/dashboard': [
          {
            ...request('x'),
            url: `${SITE}/assets/i18n/v1/ar/core.json`,
            headers: {},
            withToken: false,
          },
        ],
      }),
    })
    startEarlyData(page, NOW)
    expect(page.fetch).toHaveBeenCalledWith(`${SITE}/assets/i18n/v1/ar/core.json`, {
      method: 'GET',
      headers: {},
      body: null,
    })
    expect(page[EARLY_GLOBAL]?.entries[0]?.authorization).toBeNull()
  })

  it('stores what the page asked for until its first render, for the signed-in user', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: session('u1', 3600_000) })
    const recorder = createEarlyRecorder({ storage, path: '/dashboard', now: () => NOW })
    recorder.record(request('profiles'))
    recorder.record(request('rpc/learner_totals', 'POST'))
    recorder.record(request('rpc/mark_read', 'POST'))
    recorder.finish()
    recorder.record(request('after-paint'))
    recorder.finish()
    const stored = JSON.parse(storage.getItem(RECIPES_STORAGE_KEY) ?? '') as {
      userId: string
      routes: Record<string, { requests: RecordedRequest[] }>
    }
    expect(stored.userId).toBe('u1')
    expect(stored.routes['/dashboard']?.requests.map((r) => r.url)).toEqual([
      `${API}/profiles`,
      `${API}/rpc/learner_totals`,
    ])
  })

  it('starts over for another user and keeps the most recent addresses only', () => {
    const storage = memoryStorage({
      [SESSION_STORAGE_KEY]: session('u2', 3600_000),
      [RECIPES_STORAGE_KEY]: recipes('u1', { '/old': [request('profiles')] }),
    })
    for (let index = 0; index < MAX_RECIPES + 3; index += 1) {
      const recorder = createEarlyRecorder({ storage, path: `/p${index}`, now: () => NOW + index })
      recorder.record(request('profiles'))
      recorder.finish()
    }
    const stored = JSON.parse(storage.getItem(RECIPES_STORAGE_KEY) ?? '') as {
      userId: string
      routes: Record<string, unknown>
    }
    expect(stored.userId).toBe('u2')
    expect(Object.keys(stored.routes)).toHaveLength(MAX_RECIPES)
    expect(stored.routes['/old']).toBeUndefined()
    expect(stored.routes['/p0']).toBeUndefined()
    expect(stored.routes[`/p${MAX_RECIPES + 2}`]).toBeDefined()
  })

  it('fills an address from a navigation inside the app only when it has no recording', () => {
    const storage = memoryStorage({
      [SESSION_STORAGE_KEY]: session('u1', 3600_000),
      [RECIPES_STORAGE_KEY]: recipes('u1', {
        '/dashboard': [request('profiles'), request('rpc/learner_totals', 'POST')],
      }),
    })
    // A navigation back to the dashboard finds the profile cached: its partial set is not kept.
    const back = createEarlyRecorder({ storage, path: '/dashboard', onlyIfNew: true })
    back.record(request('rpc/learner_totals', 'POST'))
    back.finish()
    const toStories = createEarlyRecorder({ storage, path: '/read/stories', onlyIfNew: true })
    toStories.record(request('stories'))
    toStories.finish()
    const stored = JSON.parse(storage.getItem(RECIPES_STORAGE_KEY) ?? '') as {
      routes: Record<string, { requests: RecordedRequest[] }>
    }
    expect(stored.routes['/dashboard']?.requests).toHaveLength(2)
    expect(stored.routes['/read/stories']?.requests.map((r) => r.url)).toEqual([`${API}/stories`])
  })

  it('stores nothing without a signed-in user', () => {
    const storage = memoryStorage()
    const recorder = createEarlyRecorder({ storage, path: '/dashboard' })
    recorder.record(request('profiles'))
    recorder.finish()
    expect(storage.getItem(RECIPES_STORAGE_KEY)).toBeNull()
  })
})
