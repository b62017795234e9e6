import { i18n } from './index'
import { pagesEn } from './messages/pages.en'
import { readingEn } from './messages/reading.en'

/** `t` for the reading pages: core, shared pages and reading messages. */
export const t = i18n.extend({ ...pagesEn, ...readingEn })
