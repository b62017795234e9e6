import { i18n } from './index'
import { moreEn } from './messages/more.en'
import { pagesEn } from './messages/pages.en'

/** `t` for the remaining signed-in pages (users, tasks, apps, lessons, admin, chats, help). */
export const t = i18n.extend({ ...pagesEn, ...moreEn })
