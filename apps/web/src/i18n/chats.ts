import { i18n } from './index'

/** `t` for /chats: core, the shared page messages and the chats pack. */
export const t = i18n.extend('pages', 'more', 'chats')

/** Formats dates in the interface language. */
export const { formatDate } = i18n
