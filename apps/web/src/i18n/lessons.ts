import { i18n } from './index'
import lessons from './catalogues/en/lessons.json'
import pages from './catalogues/en/pages.json'

/** `t` for lessons and their authoring: core, shared pages and lesson messages. */
export const t = i18n.extend({ pages, lessons })

/** Dates in the interface's locale. */
export const formatDate = i18n.formatDate
