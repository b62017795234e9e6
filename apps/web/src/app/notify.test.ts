import { afterEach, describe, expect, it, vi } from 'vitest'

const { showSonnerToast } = vi.hoisted(() => ({ showSonnerToast: vi.fn() }))
vi.mock('./sonner-toasts', () => ({ showSonnerToast, notify: { dismiss: vi.fn() } }))

afterEach(() => {
  vi.useRealTimers()
  vi.resetModules()
  showSonnerToast.mockClear()
})

describe('notify', () => {
  it('shows the same toast once within 30 s, and again after (seed §4)', async () => {
    vi.useFakeTimers({ now: 0 })
    const { notify } = await import('./notify')
    notify.success('Saved')
    notify.success('Saved')
    notify.error('Saved')
    await vi.waitFor(() => expect(showSonnerToast).toHaveBeenCalledTimes(2))
    vi.setSystemTime(30_000)
    notify.success('Saved')
    await vi.waitFor(() => expect(showSonnerToast).toHaveBeenCalledTimes(3))
    expect(showSonnerToast.mock.calls.map(([toast]) => (toast as { kind: string }).kind)).toEqual([
      'success',
      'error',
      'success',
    ])
  })

  it('lets every loading toast through', async () => {
    const { notify } = await import('./notify')
    notify.loading('Saving…')
    notify.loading('Saving…')
    await vi.waitFor(() => expect(showSonnerToast).toHaveBeenCalledTimes(2))
  })
})
