import { i18n } from './index'

/** `t` for the settings pages: core, shared pages and settings messages. */
export const t = i18n.extend('pages', 'settings')

/** A key the settings pages may show. */
export type SettingsMessageKey = Parameters<typeof t>[0]
