import { i18n } from './index'

/**
 * `t` for the screens of issue 15 (dashboard, story form and reader notices, library, import,
 * profile settings): core, shared pages, reading, settings and the learner messages.
 */
export const t = i18n.extend('pages', 'reading', 'settings', 'learner')

/** Formats numbers and dates in the app's locale. */
export const { formatNumber, formatDate } = i18n
