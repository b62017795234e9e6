import { i18n } from './index'
import { moreEn } from './messages/more.en'
import { pagesEn } from './messages/pages.en'
import { staffEn } from './messages/staff.en'

/**
 * `t` for the staff screens (/users, /tasks) and the invitation page: core, shared pages, the
 * users/tasks words of the remaining pages (statuses, roles, priorities) and the staff pack.
 */
export const t = i18n.extend({ ...pagesEn, ...moreEn, ...staffEn })

/** Formats a date and time the way the staff tables show them. */
export function formatDateTime(value: string | null): string | null {
  return value === null
    ? null
    : i18n.formatDate(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })
}
