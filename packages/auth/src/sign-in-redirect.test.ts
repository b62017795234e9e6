// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { currentAddress, redirectToSignInOn401, safeRedirectTarget, signInHref } from './index.js'

describe('signInHref', () => {
  it('encodes the redirect and the error id', () => {
    expect(signInHref()).toBe('/sign-in')
    expect(signInHref({ redirect: '/users?page=2&role=admin' })).toBe(
      '/sign-in?redirect=%2Fusers%3Fpage%3D2%26role%3Dadmin',
    )
    expect(signInHref({ errorId: 'ERR-ABC' })).toBe('/sign-in?error-id=ERR-ABC')
  })
})

describe('currentAddress', () => {
  it('keeps path, search and hash and drops the origin', () => {
    expect(currentAddress('https://app.example/read/story/7?x=1#p3')).toBe('/read/story/7?x=1#p3')
    expect(currentAddress('/tasks?page=2')).toBe('/tasks?page=2')
  })
})

describe('safeRedirectTarget', () => {
  it.each([
    ['/users?page=2', '/users?page=2'],
    ['/read/story/7#p3', '/read/story/7#p3'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
    ['/\\evil.example/', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['/\tevil', '/dashboard'],
    ['/sign-in?redirect=/sign-in', '/dashboard'],
  ])('turns %j into %j', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected)
  })
})

describe('redirectToSignInOn401', () => {
  it('resets first, then navigates to sign-in with the current address', () => {
    const calls: string[] = []
    const reset = vi.fn(() => calls.push('reset'))
    const navigate = vi.fn((href: string) => calls.push(`navigate ${href}`))
    const href = redirectToSignInOn401('https://app.example/users?page=3', reset, navigate)
    expect(href).toBe('/sign-in?redirect=%2Fusers%3Fpage%3D3')
    expect(calls).toEqual(['reset', `navigate ${href}`])
  })

  it('returns the address without navigating when no navigate is given', () => {
    const reset = vi.fn()
    expect(redirectToSignInOn401('/tasks', reset)).toBe('/sign-in?redirect=%2Ftasks')
    expect(reset).toHaveBeenCalledTimes(1)
  })
})
