import { i18n } from './index'

/** `t` for the sign-in page: the core catalogue and its own few messages. */
export const t = i18n.extend('sign-in')
