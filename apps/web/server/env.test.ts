// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseServerEnv } from './env'

describe('server environment', () => {
  it('serves plain HTTP/1.1 without a certificate', () => {
    const env = parseServerEnv({})
    expect(env.WEB_TLS_CERT).toBeUndefined()
    expect(env.WEB_TLS_KEY).toBeUndefined()
  })

  it('takes a certificate and its key together', () => {
    const env = parseServerEnv({ WEB_TLS_CERT: 'cert.pem', WEB_TLS_KEY: 'key.pem' })
    expect(env).toMatchObject({ WEB_TLS_CERT: 'cert.pem', WEB_TLS_KEY: 'key.pem' })
  })

  it('refuses a certificate without its key, and a key without its certificate', () => {
    expect(() => parseServerEnv({ WEB_TLS_CERT: 'cert.pem' })).toThrow(/set both or neither/)
    expect(() => parseServerEnv({ WEB_TLS_KEY: 'key.pem' })).toThrow(/set both or neither/)
  })
})
