import { describe, expect, it } from 'vitest'
import { functionsRuntimeFromEnv, guardOptionsFromEnv, parseEnv } from './env'

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

  it('reads the guard settings: mailbox switch, remote opt-in, origins and REST limits', () => {
    expect(guardOptionsFromEnv({})).toEqual({
      allowRemote: false,
      mailbox: true,
      rest: { statementTimeoutMs: {} },
    })
    expect(
      guardOptionsFromEnv({
        LOCAL_SUPABASE_MAILBOX: 'off',
        LOCAL_SUPABASE_ALLOW_REMOTE: 'true',
        LOCAL_SUPABASE_ALLOWED_ORIGINS: 'http://localhost:5173/, http://127.0.0.1:3000',
        LOCAL_SUPABASE_REST_REQUESTS_PER_SECOND: '5',
        LOCAL_SUPABASE_REST_REQUEST_BURST: '50',
        LOCAL_SUPABASE_MAX_WRITE_ROWS: '500',
        LOCAL_SUPABASE_STATEMENT_TIMEOUT_ANON: '1000',
      }),
    ).toEqual({
      allowRemote: true,
      mailbox: false,
      allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:3000'],
      rest: {
        requestsPerSecond: 5,
        requestBurst: 50,
        maxWriteRows: 500,
        statementTimeoutMs: { anon: 1000 },
      },
    })
    expect(() => guardOptionsFromEnv({ LOCAL_SUPABASE_MAILBOX: 'sometimes' })).toThrow(
      /LOCAL_SUPABASE_MAILBOX/,
    )
    expect(() => guardOptionsFromEnv({ LOCAL_SUPABASE_ALLOWED_ORIGINS: 'not a url' })).toThrow(
      /LOCAL_SUPABASE_ALLOWED_ORIGINS/,
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
