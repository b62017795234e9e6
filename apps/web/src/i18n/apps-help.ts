import { i18n } from './index'
import appsHelp from './catalogues/en/apps-help.json'
import more from './catalogues/en/more.json'
import pages from './catalogues/en/pages.json'

/** `t` for /apps and the help center: core, shared pages, the remaining pages and their own pack. */
export const t = i18n.extend({ pages, more, 'apps-help': appsHelp })

/** Formats dates in the interface language. */
export const { formatDate } = i18n
