import { i18n } from './index'

/** `t` for lessons and their authoring: core, shared pages and lesson messages. */
export const t = i18n.extend('pages', 'lessons')

/** Dates in the interface's locale. */
export const formatDate = i18n.formatDate
