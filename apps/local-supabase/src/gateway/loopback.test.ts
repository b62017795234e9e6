import { describe, expect, it } from 'vitest'
import { isTrustedOrigin } from '../cors'
import { hostOfHeader, isLoopbackAddress, isLoopbackHost } from './loopback'

describe('loopback checks', () => {
  it('knows loopback addresses in every spelling and nothing else', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) {
      expect(isLoopbackAddress(a)).toBe(true)
    }
    for (const a of ['0.0.0.0', '::', '10.0.0.1', '192.168.0.1', '::ffff:10.0.0.1', '128.0.0.1']) {
      expect(isLoopbackAddress(a)).toBe(false)
    }
  })

  it('knows loopback host names, bracketed IPv6 included', () => {
    for (const h of ['localhost', 'LOCALHOST', 'app.localhost', '[::1]', '::1', '127.0.0.1']) {
      expect(isLoopbackHost(h)).toBe(true)
    }
    for (const h of ['0.0.0.0', 'example.com', 'localhost.example.com', '[::]']) {
      expect(isLoopbackHost(h)).toBe(false)
    }
  })

  it('reads the host of a Host header', () => {
    expect(hostOfHeader('127.0.0.1:54321')).toBe('127.0.0.1')
    expect(hostOfHeader('[::1]:54321')).toBe('::1')
    expect(hostOfHeader('localhost')).toBe('localhost')
  })
})

describe('isTrustedOrigin', () => {
  const trusted = ['http://localhost:5173']

  it('trusts the configured origin and its loopback aliases on the same scheme and port', () => {
    for (const o of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173']) {
      expect(isTrustedOrigin(o, trusted)).toBe(true)
    }
  })

  it('trusts nothing else', () => {
    for (const o of [
      'http://localhost:5174',
      'https://localhost:5173',
      'http://evil.example:5173',
      'null',
      'not a url',
    ]) {
      expect(isTrustedOrigin(o, trusted)).toBe(false)
    }
    expect(isTrustedOrigin('https://app.example', ['https://app.example/'])).toBe(true)
    expect(isTrustedOrigin('https://app.example', [])).toBe(false)
  })
})
