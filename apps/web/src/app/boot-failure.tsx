import { t } from '@/i18n'

/**
 * Shown when the runtime config cannot be loaded: there is no router yet, so this is the 503
 * screen without links (the seed's minimal mode).
 */
export function BootFailure() {
  return (
    <main
      id="main"
      className="flex min-h-svh flex-col items-center justify-center gap-2 p-6 text-center"
    >
      <p className="text-7xl font-bold text-muted-foreground" aria-hidden>
        503
      </p>
      <h1 className="text-2xl font-semibold">{t('error.maintenanceTitle')}</h1>
      <p className="max-w-md text-muted-foreground">{t('error.maintenanceBody')}</p>
    </main>
  )
}
