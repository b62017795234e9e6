import { i18n } from './index'
import { chatsEn } from './messages/chats.en'
import { moreEn } from './messages/more.en'
import { pagesEn } from './messages/pages.en'

/** `t` for /chats: core, the shared page messages and the chats pack. */
export const t = i18n.extend({ ...pagesEn, ...moreEn, ...chatsEn })

/** Formats dates in the interface language. */
export const { formatDate } = i18n
