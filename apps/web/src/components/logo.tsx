import { t } from '@/i18n'

/** The word mark: a book-mark glyph and the product name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" aria-hidden className="size-7 shrink-0">
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path d="M10 8h12v3h-8.5v4H20v3h-6.5v6H10z" className="fill-primary-foreground" />
      </svg>
      <span className={compact ? 'sr-only' : undefined}>{t('app.name')}</span>
    </span>
  )
}
