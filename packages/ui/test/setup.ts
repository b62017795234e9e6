import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Browser APIs Radix and cmdk call that happy-dom does not implement. Layout-free stand-ins are
// enough: these tests check structure, state and ARIA, not geometry.
const noop = (): void => undefined
class ResizeObserverStub {
  observe = noop
  unobserve = noop
  disconnect = noop
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
Element.prototype.scrollIntoView ??= noop
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.releasePointerCapture ??= () => undefined

afterEach(() => {
  cleanup()
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim()
    if (!name) return
    // A past date rather than max-age=0: happy-dom treats "expires now" as not yet expired.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  })
  document.documentElement.removeAttribute('dir')
  document.documentElement.removeAttribute('data-font')
  document.documentElement.className = ''
})
