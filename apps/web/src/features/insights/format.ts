import { formatDate, formatNumber } from '@/i18n/insights'

/** A UTC day (`YYYY-MM-DD`) as a short label, e.g. "25 Nov". */
export function dayLabel(day: string): string {
  return formatDate(new Date(`${day}T00:00:00Z`), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
}

/** A share (0..1) as a whole percentage. */
export function percent(share: number): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 0 })
}
