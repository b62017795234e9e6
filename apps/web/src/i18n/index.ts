import { en } from './messages/en'
import { createTranslator } from './translator'

export type { MessageKey } from './messages/en'

/** The app's translator. English is complete; other locales fall back to it key by key. */
export const i18n = createTranslator('en', en)

/** Translates a catalogue key with its typed ICU values. */
export const t = i18n.t
