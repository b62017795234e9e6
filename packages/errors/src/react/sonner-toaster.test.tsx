import { act, render, screen } from '@testing-library/react'
import { Toaster } from 'sonner'
import { describe, expect, it } from 'vitest'
import { AppError, DEFAULT_NOTIFICATION_PREFERENCES } from '../index.js'
import { createSonnerNotifier, notify } from './index.js'

// Against the real sonner: the toasts reach a mounted <Toaster /> with title, description and action.
describe('sonner integration', () => {
  it('renders plain and error toasts in a Toaster', async () => {
    render(<Toaster />)
    const notifier = createSonnerNotifier({ preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES } })
    act(() => {
      notify.success('Profile saved')
      notifier.notify(new AppError('SERVICE_UNAVAILABLE'))
    })
    expect(await screen.findByText('Profile saved')).toBeInTheDocument()
    expect(await screen.findByText('Connection Problem')).toBeInTheDocument()
    expect(screen.getByText('The service is temporarily unavailable.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
