import { i18n } from './index'

/**
 * `t` for the staff screens (/users, /tasks) and the invitation page: core, shared pages, the
 * users/tasks words of the remaining pages (statuses, roles, priorities) and the staff pack.
 */
export const t = i18n.extend('pages', 'more', 'staff')

/** Formats a date and time the way the staff tables show them. */
export function formatDateTime(value: string | null): string | null {
  return value === null
    ? null
    : i18n.formatDate(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })
}
