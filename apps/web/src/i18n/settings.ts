import { i18n } from './index'
import { pagesEn } from './messages/pages.en'
import { settingsEn } from './messages/settings.en'

/** `t` for the settings pages: core, shared pages and settings messages. */
export const t = i18n.extend({ ...pagesEn, ...settingsEn })

/** A key the settings pages may show. */
export type SettingsMessageKey = Parameters<typeof t>[0]
