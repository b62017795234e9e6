import { i18n } from './index'
import { pagesEn } from './messages/pages.en'

/** `t` for the core catalogue plus the signed-in pages' shared messages. */
export const t = i18n.extend(pagesEn)
