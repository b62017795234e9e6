import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/i18n/settings'
import { DEFAULT_EMAIL_PREFERENCES } from '@/lib/email-preferences'
import type { EmailPreferences, EmailPreferencesStore } from '@/lib/email-preferences'
import { renderSignedIn } from '@/test/signed-in'
import { Component } from './route'

const { success, reportError } = vi.hoisted(() => ({ success: vi.fn(), reportError: vi.fn() }))
vi.mock('@/app/notify', () => ({ notify: { success }, reportError }))

function renderWith(store: EmailPreferencesStore) {
  renderSignedIn(<Component />, { services: { emailPreferences: store } })
}

/** An in-memory row, like the server's: saves replace it. */
function memoryStore(initial: EmailPreferences) {
  let row = initial
  return {
    load: vi.fn(async () => row),
    save: vi.fn(async (_userId: string, next: EmailPreferences) => {
      row = next
      return row
    }),
  }
}

afterEach(() => {
  vi.clearAllMocks()
})

describe('/settings/notifications email preferences', () => {
  it('shows the stored choices and no "not stored yet" notice', async () => {
    renderWith(memoryStore({ ...DEFAULT_EMAIL_PREFERENCES, product_updates: true }))
    const product = await screen.findByRole('switch', { name: t('settings.emailProduct') })
    expect(product).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('switch', { name: t('settings.emailReminders') })).toHaveAttribute(
      'aria-checked',
      String(DEFAULT_EMAIL_PREFERENCES.reading_reminders),
    )
    expect(screen.queryByText(t('settings.emailServerSide'))).not.toBeInTheDocument()
  })

  it('saves the whole set for the signed-in user and confirms it', async () => {
    const user = userEvent.setup()
    const store = memoryStore(DEFAULT_EMAIL_PREFERENCES)
    renderWith(store)
    await user.click(await screen.findByRole('switch', { name: t('settings.emailWeekly') }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(t('settings.saved')))
    expect(store.save).toHaveBeenCalledWith('user-1', {
      ...DEFAULT_EMAIL_PREFERENCES,
      weekly_progress: !DEFAULT_EMAIL_PREFERENCES.weekly_progress,
    })
    expect(screen.getByRole('switch', { name: t('settings.emailWeekly') })).toHaveAttribute(
      'aria-checked',
      String(!DEFAULT_EMAIL_PREFERENCES.weekly_progress),
    )
  })

  it('puts the switch back and reports the error when the save fails', async () => {
    const user = userEvent.setup()
    const failure = new Error('offline')
    renderWith({
      load: async () => DEFAULT_EMAIL_PREFERENCES,
      save: vi.fn(async () => Promise.reject(failure)),
    })
    const product = await screen.findByRole('switch', { name: t('settings.emailProduct') })
    await user.click(product)
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(failure))
    expect(product).toHaveAttribute('aria-checked', 'false')
    expect(success).not.toHaveBeenCalled()
  })

  it('offers a retry when the preferences cannot be loaded', async () => {
    const user = userEvent.setup()
    const load = vi
      .fn<EmailPreferencesStore['load']>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(DEFAULT_EMAIL_PREFERENCES)
    renderWith({ load, save: vi.fn() })
    await screen.findByText(t('settings.emailLoadFailed'))
    await user.click(screen.getByRole('button', { name: t('settings.emailRetry') }))
    await screen.findByRole('switch', { name: t('settings.emailProduct') })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
