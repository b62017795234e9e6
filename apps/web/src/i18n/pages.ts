import { i18n } from './index'

/** `t` for the core catalogue plus the signed-in pages' shared messages. */
export const t = i18n.extend('pages')
