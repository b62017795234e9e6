// @vitest-environment node
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { earlyDataScript } from './vite-early-data'

describe('the early data head script', () => {
  it('is plain JavaScript that replays the recorded requests of the page', async () => {
    const script = await earlyDataScript()
    expect(script).not.toMatch(/\bexport\b|\binterface\b|: string/)
    const calls: string[] = []
    const store: Record<string, string> = {
      'fabula-web-auth': JSON.stringify({
        access_token: 'a-token',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        user: { id: 'u1' },
      }),
      'fabula-early-data': JSON.stringify({
        userId: 'u1',
        routes: {
          '/dashboard': {
            at: 1,
            requests: [
              {
                method: 'GET',
                url: 'https://x.test/rest/v1/profiles',
                headers: {},
                body: null,
                withToken: true,
              },
            ],
          },
        },
      }),
    }
    const window = {
      localStorage: { getItem: (key: string) => store[key] ?? null },
      location: { pathname: '/dashboard', search: '' },
      fetch: (url: string) => {
        calls.push(url)
        return Promise.resolve({})
      },
    } as Record<string, unknown>
    runInNewContext(script, { window, JSON, Date, Object, Array })
    expect(calls).toEqual(['https://x.test/rest/v1/profiles'])
    expect(window.__fabulaEarlyData).toBeDefined()
  })
})
