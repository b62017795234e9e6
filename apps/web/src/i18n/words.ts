import { i18n } from './index'
import pages from './catalogues/en/pages.json'
import reading from './catalogues/en/reading.json'
import words from './catalogues/en/words.json'

/** `t` for the words area (reader meanings, /vocabulary, review): core, pages, reading, words. */
export const t = i18n.extend({ pages, reading, words })
