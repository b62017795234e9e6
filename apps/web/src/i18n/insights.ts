import { i18n } from './index'

/** `t` for the staff's learner progress and analytics: core, shared pages and their messages. */
export const t = i18n.extend('pages', 'insights')

/** Dates in the interface's locale. */
export const formatDate = i18n.formatDate

/** Numbers in the interface's locale. */
export const formatNumber = i18n.formatNumber
