import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCES_STORAGE_KEY,
  NotificationPreferencesSchema,
  readNotificationPreferences,
  writeNotificationPreferences,
  type NotificationPreferences,
  type PreferencesStorage,
} from './index.js'

function memoryStorage(initial?: string): PreferencesStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  if (initial !== undefined) data.set(NOTIFICATION_PREFERENCES_STORAGE_KEY, initial)
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }
}

const DEFAULTS = {
  showToasts: true,
  showDetails: false,
  persistCritical: true,
  soundEnabled: false,
  position: 'top-right',
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('notification preferences', () => {
  it('has the §3 defaults', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual(DEFAULTS)
    expect(v.is(NotificationPreferencesSchema, DEFAULT_NOTIFICATION_PREFERENCES)).toBe(true)
  })

  it('returns the defaults when nothing is stored', () => {
    expect(readNotificationPreferences(memoryStorage())).toEqual(DEFAULTS)
  })

  it.each([
    ['not JSON', '{oops'],
    ['an empty string', ''],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"top-right"'],
    ['an array', '[true,false]'],
    [
      'wrong types everywhere',
      '{"showToasts":"yes","showDetails":1,"persistCritical":null,"soundEnabled":[],"position":"middle"}',
    ],
    ['a foreign object', '{"theme":"dark","version":7}'],
  ])('falls back to the defaults for %s', (_label, raw) => {
    expect(readNotificationPreferences(memoryStorage(raw))).toEqual(DEFAULTS)
  })

  it('keeps valid fields and replaces only invalid ones', () => {
    const raw = JSON.stringify({
      showToasts: false,
      showDetails: 'yes',
      position: 'bottom-left',
      extra: 1,
    })
    expect(readNotificationPreferences(memoryStorage(raw))).toEqual({
      ...DEFAULTS,
      showToasts: false,
      position: 'bottom-left',
    })
  })

  it('never throws when storage throws', () => {
    const broken: PreferencesStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(readNotificationPreferences(broken)).toEqual(DEFAULTS)
    expect(
      writeNotificationPreferences(
        { ...DEFAULTS, showDetails: true } as NotificationPreferences,
        broken,
      ),
    ).toBe(false)
  })

  it('returns the defaults and stores nothing when there is no localStorage (Node)', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(readNotificationPreferences()).toEqual(DEFAULTS)
    expect(writeNotificationPreferences(DEFAULT_NOTIFICATION_PREFERENCES)).toBe(false)
  })

  it('returns the defaults when reading localStorage itself throws', () => {
    const getter = vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    try {
      expect(readNotificationPreferences()).toEqual(DEFAULTS)
      expect(getter).toHaveBeenCalled()
    } finally {
      getter.mockRestore()
    }
  })

  it('round-trips through localStorage by default', () => {
    const prefs: NotificationPreferences = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      showDetails: true,
      position: 'bottom-center',
    }
    expect(writeNotificationPreferences(prefs)).toBe(true)
    expect(
      JSON.parse(localStorage.getItem(NOTIFICATION_PREFERENCES_STORAGE_KEY) ?? 'null'),
    ).toEqual(prefs)
    expect(readNotificationPreferences()).toEqual(prefs)
  })

  it('returns a fresh defaults object each time', () => {
    const first = readNotificationPreferences(memoryStorage())
    first.showToasts = false
    expect(readNotificationPreferences(memoryStorage()).showToasts).toBe(true)
  })

  it('refuses to write invalid preferences', () => {
    const storage = memoryStorage()
    const invalid = { ...DEFAULTS, position: 'middle' } as unknown as NotificationPreferences
    expect(() => writeNotificationPreferences(invalid, storage)).toThrow(v.ValiError)
    expect(storage.data.size).toBe(0)
  })
})
