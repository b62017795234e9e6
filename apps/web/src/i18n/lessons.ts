import { i18n } from './index'
import { lessonsEn } from './messages/lessons.en'
import { pagesEn } from './messages/pages.en'

/** `t` for lessons and their authoring: core, shared pages and lesson messages. */
export const t = i18n.extend({ ...pagesEn, ...lessonsEn })

/** Dates in the interface's locale. */
export const formatDate = i18n.formatDate
