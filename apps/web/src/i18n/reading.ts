import { i18n } from './index'
import pages from './catalogues/en/pages.json'
import reading from './catalogues/en/reading.json'

/** `t` for the reading pages: core, shared pages and reading messages. */
export const t = i18n.extend({ pages, reading })
