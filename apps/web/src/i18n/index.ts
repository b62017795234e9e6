import { en } from './messages/en'
import { createTranslator } from './translator'

export type { MessageKey } from './messages/en'

/**
 * The app's translator over the core catalogue (chrome, navigation, auth, errors). English is
 * complete; other locales fall back to it key by key. Signed-in areas import `t` from their pack
 * module instead (./pages, ./staff, ./settings, ./reading), so their words load with their pages
 * and the compiler checks each module uses the pack it loaded.
 */
export const i18n = createTranslator('en', en)

/** Translates a core catalogue key with its typed ICU values. */
export const t = i18n.t
