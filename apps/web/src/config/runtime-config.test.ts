import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRuntimeConfig, pageRuntimeConfig } from './runtime-config'

const CONFIG = { supabaseUrl: 'https://project.example.test', supabaseAnonKey: 'a'.repeat(40) }

function setMeta(content: string | undefined) {
  document.head.querySelector('meta[name="fabula-config"]')?.remove()
  if (content === undefined) return
  const meta = document.createElement('meta')
  meta.name = 'fabula-config'
  meta.content = content
  document.head.append(meta)
}

afterEach(() => setMeta(undefined))

describe('the runtime config', () => {
  it('is read from the page when the server wrote it there, without a request', async () => {
    setMeta(JSON.stringify(CONFIG))
    const fetcher = vi.fn<typeof fetch>()
    await expect(loadRuntimeConfig(fetcher)).resolves.toEqual(CONFIG)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('is fetched when the page has the placeholder or an invalid value', async () => {
    for (const content of ['__FABULA_CONFIG__', '{"supabaseUrl":"not a url"}', '{broken']) {
      setMeta(content)
      expect(pageRuntimeConfig()).toBeUndefined()
      const fetcher = vi.fn<typeof fetch>(() => Promise.resolve(Response.json(CONFIG)))
      await expect(loadRuntimeConfig(fetcher)).resolves.toEqual(CONFIG)
      expect(fetcher).toHaveBeenCalledTimes(1)
    }
  })

  it('fails readably when neither the page nor the server has it', async () => {
    setMeta(undefined)
    const fetcher = vi.fn<typeof fetch>(() => Promise.resolve(new Response('', { status: 503 })))
    await expect(loadRuntimeConfig(fetcher)).rejects.toThrow('HTTP 503')
  })
})
