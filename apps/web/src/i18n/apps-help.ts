import { i18n } from './index'
import { appsHelpEn } from './messages/apps-help.en'
import { moreEn } from './messages/more.en'
import { pagesEn } from './messages/pages.en'

/** `t` for /apps and the help center: core, shared pages, the remaining pages and their own pack. */
export const t = i18n.extend({ ...pagesEn, ...moreEn, ...appsHelpEn })

/** Formats dates in the interface language. */
export const { formatDate } = i18n
