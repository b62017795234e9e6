import { i18n } from './index'

/** `t` for the reading pages: core, shared pages and reading messages. */
export const t = i18n.extend('pages', 'reading')
