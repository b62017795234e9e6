import * as React from 'react'
import * as v from 'valibot'

/** Reader text sizes. */
export const TEXT_SIZES = ['small', 'medium', 'large', 'x-large'] as const
/** Reader line spacings. */
export const LINE_SPACINGS = ['compact', 'normal', 'relaxed'] as const
/** Where a word's gloss appears. */
export const GLOSS_STYLES = ['popover', 'inline', 'sidebar'] as const

/** Reader display preferences (ADR 0010: kept per device in localStorage, validated on read). */
const DisplayPreferencesSchema = v.object({
  textSize: v.fallback(v.picklist(TEXT_SIZES), 'medium'),
  lineSpacing: v.fallback(v.picklist(LINE_SPACINGS), 'normal'),
  glossStyle: v.fallback(v.picklist(GLOSS_STYLES), 'popover'),
})

export type DisplayPreferences = v.InferOutput<typeof DisplayPreferencesSchema>

/** Storage key of the reader display preferences. */
const DISPLAY_PREFERENCES_KEY = 'fabula:display-preferences'

/** Defaults for a first visit or unreadable storage. */
const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  textSize: 'medium',
  lineSpacing: 'normal',
  glossStyle: 'popover',
}

/** Reads the preferences; corrupt or foreign values fall back field by field, never throw. */
function readDisplayPreferences(storage: Pick<Storage, 'getItem'> = localStorage) {
  try {
    const raw: unknown = JSON.parse(storage.getItem(DISPLAY_PREFERENCES_KEY) ?? '{}')
    const result = v.safeParse(DisplayPreferencesSchema, raw)
    return result.success ? result.output : { ...DEFAULT_DISPLAY_PREFERENCES }
  } catch {
    return { ...DEFAULT_DISPLAY_PREFERENCES }
  }
}

const listeners = new Set<() => void>()
let cached: DisplayPreferences | undefined

/** Stores the preferences and tells every subscriber. */
export function writeDisplayPreferences(
  prefs: DisplayPreferences,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  const valid = v.parse(DisplayPreferencesSchema, prefs)
  try {
    storage.setItem(DISPLAY_PREFERENCES_KEY, JSON.stringify(valid))
  } catch {
    // Quota or private mode: the choice lasts for this page only.
  }
  cached = valid
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The reader display preferences as React state shared by every screen. */
export function useDisplayPreferences(): DisplayPreferences {
  return React.useSyncExternalStore(subscribe, () => (cached ??= readDisplayPreferences()))
}

/** CSS classes that apply the preferences to reading text. */
export const READER_TEXT_CLASSES = {
  textSize: { small: 'text-base', medium: 'text-lg', large: 'text-xl', 'x-large': 'text-2xl' },
  lineSpacing: { compact: 'leading-snug', normal: 'leading-relaxed', relaxed: 'leading-loose' },
} as const
