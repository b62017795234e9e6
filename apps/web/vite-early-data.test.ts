// @vitest-environment node
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { earlyDataScript, inlineFavicon, inlineHeadScript } from './vite-early-data'

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

  it('warms Intl once the parser yields, not while it blocks', async () => {
    const script = await earlyDataScript()
    const timers: (() => void)[] = []
    let resolved = 0
    const Intl = {
      DateTimeFormat: () => ({ resolvedOptions: () => (resolved += 1) }),
    }
    const window = {
      localStorage: { getItem: () => null },
      location: { pathname: '/', search: '' },
      setTimeout: (run: () => void) => timers.push(run),
    }
    runInNewContext(script, { window, JSON, Date, Object, Array, Intl })
    expect(resolved).toBe(0)
    for (const run of timers) run()
    expect(resolved).toBe(1)
  })
})

describe('inlineHeadScript', () => {
  const page = '<head><script src="/theme-init.js"></script><title>x</title></head>'

  it('writes the script into the page in place of its tag', () => {
    expect(inlineHeadScript(page, 'a($1)')).toBe(
      '<head><script>a($1)</script><title>x</title></head>',
    )
  })

  it('refuses a text that would end the element early, or a page without the tag', () => {
    expect(() => inlineHeadScript(page, 'x = "</SCRIPT>"')).toThrow(/<\/script/)
    expect(() => inlineHeadScript('<head></head>', 'a()')).toThrow(/theme-init/)
  })
})

describe('inlineFavicon', () => {
  it('links the icon as a data address that decodes to the file', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 1z" fill="#2f5d62"/></svg>\n'
    const html = inlineFavicon('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />', svg)
    const href = /href="data:image\/svg\+xml,([^"]*)"/.exec(html)?.[1] ?? ''
    expect(decodeURIComponent(href)).toBe(svg.trim())
    expect(html).not.toMatch(/href="[^"]*["<>#][^"]*"/)
  })
})
