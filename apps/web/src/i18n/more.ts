import { i18n } from './index'
import more from './catalogues/en/more.json'
import pages from './catalogues/en/pages.json'

/** `t` for the remaining signed-in pages (users, tasks, apps, lessons, admin, chats, help). */
export const t = i18n.extend({ pages, more })
