import { t } from '@/i18n'

/**
 * What a page shows before its first navigation has settled (the guard reading or refreshing the
 * session, the page's data): a quiet progress line and a spoken status, never a blank page.
 */
export function FirstLoad() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-svh flex-col">
      <div className="h-0.5 w-full overflow-hidden bg-primary/10">
        <div className="h-full w-1/3 animate-pulse bg-primary motion-reduce:animate-none" />
      </div>
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  )
}
