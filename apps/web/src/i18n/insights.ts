import { i18n } from './index'
import { insightsEn } from './messages/insights.en'
import { pagesEn } from './messages/pages.en'

/** `t` for the staff's learner progress and analytics: core, shared pages and their messages. */
export const t = i18n.extend({ ...pagesEn, ...insightsEn })

/** Dates in the interface's locale. */
export const formatDate = i18n.formatDate

/** Numbers in the interface's locale. */
export const formatNumber = i18n.formatNumber
