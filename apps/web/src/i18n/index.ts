import { loadPacks } from './catalogues'
import core from './catalogues/en/core.json'
import type { CoreMessages, PackMessages } from './generated/messages'
import { createI18n } from './translator'

/** A key of the core catalogue (chrome, navigation, auth, errors): route titles use these. */
export type MessageKey = keyof CoreMessages

/**
 * The app's translator. English core (chrome, navigation, errors) is in the entry, so an error
 * screen always has words; every other catalogue — English packs included — is a file loaded on
 * demand in the locale in use (ADR 0068): a route's packs start loading with its code
 * (src/app/route-module.ts), a switch loads the new locale's (`i18n.setLocale`). Signed-in areas
 * import `t` from their pack module (./pages, ./staff, ./settings, ./reading, …), so the compiler
 * checks each module uses the pack it registered. Every `t` reads the current locale when called.
 */
export const i18n = createI18n<CoreMessages, Omit<PackMessages, 'core'>>({
  fallbackLocale: 'en',
  core,
  load: loadPacks,
})

/** Translates a core catalogue key with its typed ICU values, in the current locale. */
export const t = i18n.t

/** Numbers in the current locale. */
export const formatNumber = i18n.formatNumber

/** Dates in the current locale. */
export const formatDate = i18n.formatDate
