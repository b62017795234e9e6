import { loadMessages } from './catalogues'
import core from './catalogues/en/core.json'
import type { CoreMessages, PackMessages } from './generated/messages'
import { createI18n } from './translator'

/** A key of the core catalogue (chrome, navigation, auth, errors): route titles use these. */
export type MessageKey = keyof CoreMessages

/**
 * The app's translator. English (the core catalogue here, each pack with its pack module) is
 * always in memory; another locale's packs are loaded on demand (`i18n.setLocale`, and
 * `i18n.ready()` before a lazily loaded route renders). Signed-in areas import `t` from their
 * pack module (./pages, ./staff, ./settings, ./reading, …), so the compiler checks each module
 * uses the pack it registered. Every `t` reads the current locale when called.
 */
export const i18n = createI18n<CoreMessages, Omit<PackMessages, 'core'>>({
  fallbackLocale: 'en',
  core,
  load: (locale, pack) => loadMessages(locale as never, pack),
})

/** Translates a core catalogue key with its typed ICU values, in the current locale. */
export const t = i18n.t

/** Numbers in the current locale. */
export const formatNumber = i18n.formatNumber

/** Dates in the current locale. */
export const formatDate = i18n.formatDate
