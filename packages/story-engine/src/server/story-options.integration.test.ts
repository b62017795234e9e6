import { startTestServer } from '@fabula/local-supabase/testing'
import type { TestServer } from '@fabula/local-supabase/testing'
import { StoryOptionsSchema, storyLanguages } from '@fabula/reading-api/contract'
import { TARGET_LANGUAGES } from '@fabula/profile-api'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FABULA_LIBRARY, libraryLanguages } from '../index'
import { signIn } from '../../test/support'

// The story-options function through the local backend and supabase-js, run in process (node)
// and under real Deno (deno), as generate-story is.
describe.each(['node', 'deno'] as const)('story-options on %s', (functionsRuntime) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ autoconfirm: true, functionsRuntime })
  })
  afterAll(async () => {
    await server.stop()
  })

  it('tells a learner the library’s languages and levels, and that no provider is connected', async () => {
    const learner = await signIn(server)
    const { data, error } = await learner.client.functions.invoke('story-options', {
      method: 'GET',
    })
    expect(error).toBeNull()
    const options = v.parse(StoryOptionsSchema, data)
    expect(options.provider.connected).toBe(false)
    expect(options.library.languages.map((l) => l.language)).toEqual(libraryLanguages())
    for (const language of options.library.languages) {
      const entries = FABULA_LIBRARY.entries.filter((e) => e.language === language.language)
      expect(language.stories).toBe(entries.length)
      expect(new Set(language.levels)).toEqual(new Set(entries.map((e) => e.level)))
    }
    // Without a provider only the library's languages work; Finnish is not among them.
    expect(storyLanguages(options, TARGET_LANGUAGES)).toEqual(
      TARGET_LANGUAGES.filter((code) => libraryLanguages().includes(code)),
    )
    expect(storyLanguages(options, TARGET_LANGUAGES)).not.toContain('fi')
  })

  it('refuses the anon key and methods other than GET', async () => {
    const anon = await server.createClient().functions.invoke('story-options', { method: 'GET' })
    expect((anon.error as { context?: Response } | null)?.context?.status).toBe(401)
    const learner = await signIn(server)
    const post = await learner.client.functions.invoke('story-options', { body: {} })
    expect((post.error as { context?: Response } | null)?.context?.status).toBe(405)
  })
})

describe('story-options with a provider configured', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ autoconfirm: true })
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await server.stop()
  })

  it('says a provider is connected (every target language works) and never shows its settings', async () => {
    vi.stubEnv('STORY_PROVIDER_BASE_URL', 'http://127.0.0.1:9/v1')
    vi.stubEnv('STORY_PROVIDER_MODEL', 'some-model')
    vi.stubEnv('STORY_PROVIDER_API_KEY', 'sk-stays-on-the-server')
    const learner = await signIn(server)
    const { data } = await learner.client.functions.invoke('story-options', { method: 'GET' })
    const options = v.parse(StoryOptionsSchema, data)
    expect(options.provider.connected).toBe(true)
    expect(storyLanguages(options, TARGET_LANGUAGES)).toEqual([...TARGET_LANGUAGES])
    expect(JSON.stringify(data)).not.toMatch(/sk-stays|127\.0\.0\.1|some-model/)
  })
})

describe('story-options with a provider connected in /apps', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ autoconfirm: true })
  })
  afterAll(async () => {
    await server.stop()
  })

  it('says a provider is connected once a superadmin connected one, and not after it is removed', async () => {
    const learner = await signIn(server)
    const ask = async () => {
      const { data } = await learner.client.functions.invoke('story-options', { method: 'GET' })
      return v.parse(StoryOptionsSchema, data).provider.connected
    }
    expect(await ask()).toBe(false)
    const service = server.createClient(server.serviceRoleKey)
    const connect = await service.rpc('connect_integration', {
      p_kind: 'story_provider',
      p_settings: { base_url: 'http://127.0.0.1:9/v1', model: 'apps-model' },
      p_secrets: { api_key: 'sk-apps-secret' },
      p_connected_by: null,
    })
    expect(connect.error).toBeNull()
    expect(await ask()).toBe(true)
    const disconnect = await service.rpc('disconnect_integration', { p_kind: 'story_provider' })
    expect(disconnect.error).toBeNull()
    expect(await ask()).toBe(false)
  })
})
