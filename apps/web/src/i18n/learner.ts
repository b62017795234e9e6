import { i18n } from './index'
import { learnerEn } from './messages/learner.en'
import { pagesEn } from './messages/pages.en'
import { readingEn } from './messages/reading.en'
import { settingsEn } from './messages/settings.en'

/**
 * `t` for the screens of issue 15 (dashboard, story form and reader notices, library, import,
 * profile settings): core, shared pages, reading, settings and the learner messages.
 */
export const t = i18n.extend({ ...pagesEn, ...readingEn, ...settingsEn, ...learnerEn })

/** Formats numbers and dates in the app's locale. */
export const { formatNumber, formatDate } = i18n
