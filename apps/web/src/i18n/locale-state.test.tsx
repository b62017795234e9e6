import { act, render, screen } from '@testing-library/react'
import * as React from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n, t } from './index'
import { LocaleProvider, withLocale } from './locale-state'

/** Words something and counts its mounts; its state shows whether it survived a switch. */
function Probe({ mounts }: { mounts: { count: number } }) {
  const [typed] = React.useState(() => `typed ${String(Math.random())}`)
  React.useEffect(() => {
    mounts.count += 1
  }, [mounts])
  return (
    <p>
      <span>{t('app.loading')}</span> <span data-testid="state">{typed}</span>
    </p>
  )
}

/** Renders its child from a stable element, as React Router renders a route below a layout. */
function Stable({ children }: { children: React.ReactNode }) {
  return <>{children}</>
}
const MemoStable = React.memo(Stable)

afterEach(async () => {
  await act(() => i18n.setLocale('en'))
})

describe('a locale switch', () => {
  it('re-renders a route component in place: new words, same state, no remount', async () => {
    const mounts = { count: 0 }
    const Route = withLocale(Probe)
    render(
      <LocaleProvider>
        <MemoStable>
          <Route mounts={mounts} />
        </MemoStable>
      </LocaleProvider>,
    )
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    const state = screen.getByTestId('state').textContent
    await act(() => i18n.setLocale('ja'))
    expect(screen.getByText('読み込み中…')).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('ja')
    expect(screen.getByTestId('state').textContent).toBe(state)
    expect(mounts.count).toBe(1)
  })
})
