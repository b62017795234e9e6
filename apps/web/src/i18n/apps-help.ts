import { i18n } from './index'

/** `t` for /apps and the help center: core, shared pages, the remaining pages and their own pack. */
export const t = i18n.extend('pages', 'more', 'apps-help')

/** Formats dates in the interface language. */
export const { formatDate } = i18n
