import { describe, expect, it } from 'vitest'
import { functionsRuntimeFromEnv, parseEnv } from './env'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env.LOCAL_SUPABASE_PORT).toBe(54321)
    expect(env.LOCAL_SUPABASE_HOST).toBe('127.0.0.1')
    expect(env.LOCAL_SUPABASE_AUTOCONFIRM).toBe(false)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.LOCAL_SUPABASE_DATA_DIR.endsWith('.data')).toBe(true)
  })

  it('reads the variables and treats empty ones as unset', () => {
    const env = parseEnv({
      LOCAL_SUPABASE_PORT: '5000',
      LOCAL_SUPABASE_AUTOCONFIRM: 'true',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      LOCAL_SUPABASE_DATA_DIR: '',
    })
    expect(env).toMatchObject({
      LOCAL_SUPABASE_PORT: 5000,
      LOCAL_SUPABASE_AUTOCONFIRM: true,
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
    })
    expect(env.LOCAL_SUPABASE_DATA_DIR.endsWith('.data')).toBe(true)
  })

  it('refuses bad values with a readable message', () => {
    expect(() => parseEnv({ LOCAL_SUPABASE_PORT: 'http' })).toThrow(/LOCAL_SUPABASE_PORT/)
    expect(() => parseEnv({ LOCAL_SUPABASE_AUTOCONFIRM: 'maybe' })).toThrow(
      /LOCAL_SUPABASE_AUTOCONFIRM/,
    )
  })
})

describe('LOCAL_SUPABASE_FUNCTIONS_RUNTIME', () => {
  it('runs functions in process unless deno is asked for', () => {
    expect(parseEnv({}).LOCAL_SUPABASE_FUNCTIONS_RUNTIME).toBe('node')
    expect(
      parseEnv({ LOCAL_SUPABASE_FUNCTIONS_RUNTIME: 'deno' }).LOCAL_SUPABASE_FUNCTIONS_RUNTIME,
    ).toBe('deno')
    expect(functionsRuntimeFromEnv({})).toBe('node')
    expect(functionsRuntimeFromEnv({ LOCAL_SUPABASE_FUNCTIONS_RUNTIME: '' })).toBe('node')
    expect(functionsRuntimeFromEnv({ LOCAL_SUPABASE_FUNCTIONS_RUNTIME: 'deno' })).toBe('deno')
  })

  it('refuses another runtime, naming the variable', () => {
    expect(() => parseEnv({ LOCAL_SUPABASE_FUNCTIONS_RUNTIME: 'bun' })).toThrow(
      /LOCAL_SUPABASE_FUNCTIONS_RUNTIME/,
    )
    expect(() => functionsRuntimeFromEnv({ LOCAL_SUPABASE_FUNCTIONS_RUNTIME: 'bun' })).toThrow(
      /LOCAL_SUPABASE_FUNCTIONS_RUNTIME.*bun/,
    )
  })
})
