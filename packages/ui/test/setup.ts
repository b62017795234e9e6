import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { setProjectAnnotations } from '@storybook/react-vite'
import { afterEach } from 'vitest'
import previewAnnotations from '../.storybook/preview'

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

setProjectAnnotations(previewAnnotations)

afterEach(() => {
  cleanup()
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  })
  document.documentElement.removeAttribute('dir')
  document.documentElement.removeAttribute('data-font')
  document.documentElement.className = ''
})
