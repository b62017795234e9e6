import { i18n } from './index'
import { pagesEn } from './messages/pages.en'
import { readingEn } from './messages/reading.en'
import { wordsEn } from './messages/words.en'

/** `t` for the words area (reader meanings, /vocabulary, review): core, pages, reading, words. */
export const t = i18n.extend({ ...pagesEn, ...readingEn, ...wordsEn })
