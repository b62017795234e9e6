import { i18n } from './index'

/** `t` for the words area (reader meanings, /vocabulary, review): core, pages, reading, words. */
export const t = i18n.extend('pages', 'reading', 'words')
