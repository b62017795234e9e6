import * as v from 'valibot'

/** Where toasts appear on screen. */
export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const

/** The user's error-notification preferences (seed spec §3). */
export const NotificationPreferencesSchema = v.object({
  /** Show toasts for errors at all. */
  showToasts: v.boolean(),
  /** Show low-severity errors and technical details (code, Error ID). */
  showDetails: v.boolean(),
  /** Keep critical toasts open until dismissed. */
  persistCritical: v.boolean(),
  /** Play a sound with error toasts. */
  soundEnabled: v.boolean(),
  position: v.picklist(TOAST_POSITIONS),
})

/** The user's error-notification preferences. */
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferencesSchema>

/** The §3 defaults: toasts on, details off, critical toasts persist, no sound, top right. */
export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferences> = Object.freeze({
  showToasts: true,
  showDetails: false,
  persistCritical: true,
  soundEnabled: false,
  position: 'top-right',
})

/** The localStorage key the preferences live under. */
export const NOTIFICATION_PREFERENCES_STORAGE_KEY = 'fabula:error-notification-preferences'

/** The part of the Web Storage API the preferences need; `localStorage` fits. */
export type PreferencesStorage = Pick<Storage, 'getItem' | 'setItem'>

// Each field falls back on its own, so one stale or foreign field does not wipe the others.
const LenientPreferencesSchema = v.object({
  showToasts: v.fallback(v.boolean(), DEFAULT_NOTIFICATION_PREFERENCES.showToasts),
  showDetails: v.fallback(v.boolean(), DEFAULT_NOTIFICATION_PREFERENCES.showDetails),
  persistCritical: v.fallback(v.boolean(), DEFAULT_NOTIFICATION_PREFERENCES.persistCritical),
  soundEnabled: v.fallback(v.boolean(), DEFAULT_NOTIFICATION_PREFERENCES.soundEnabled),
  position: v.fallback(v.picklist(TOAST_POSITIONS), DEFAULT_NOTIFICATION_PREFERENCES.position),
})

function defaultStorage(): PreferencesStorage | undefined {
  // Reading `localStorage` itself throws in some browsers when storage is disabled.
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * Reads the preferences from storage. Never throws: missing, unreadable, non-JSON or foreign
 * values give the defaults, and each invalid field falls back to its default on its own.
 *
 * @param storage - defaults to `localStorage` (absent in Node: defaults are returned)
 */
export function readNotificationPreferences(
  storage: PreferencesStorage | undefined = defaultStorage(),
): NotificationPreferences {
  try {
    const raw = storage?.getItem(NOTIFICATION_PREFERENCES_STORAGE_KEY)
    if (raw == null) return { ...DEFAULT_NOTIFICATION_PREFERENCES }
    const result = v.safeParse(LenientPreferencesSchema, JSON.parse(raw))
    return result.success ? result.output : { ...DEFAULT_NOTIFICATION_PREFERENCES }
  } catch {
    return { ...DEFAULT_NOTIFICATION_PREFERENCES }
  }
}

/**
 * Validates and stores the preferences.
 *
 * @param prefs - the complete preferences to store
 * @param storage - defaults to `localStorage`
 * @returns `true` when stored; `false` when storage is missing or refuses the write (quota,
 *   private mode)
 * @throws `ValiError` when `prefs` does not match {@link NotificationPreferencesSchema}
 */
export function writeNotificationPreferences(
  prefs: NotificationPreferences,
  storage: PreferencesStorage | undefined = defaultStorage(),
): boolean {
  const valid = v.parse(NotificationPreferencesSchema, prefs)
  if (!storage) return false
  try {
    storage.setItem(NOTIFICATION_PREFERENCES_STORAGE_KEY, JSON.stringify(valid))
    return true
  } catch {
    return false
  }
}
