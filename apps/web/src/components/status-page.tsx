import { Button } from '@fabula/ui'
import { useNavigate } from 'react-router'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n'
import { PreloadLink } from './preload-link'

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  code: string
  title: string
  body: string
  /** Minimal mode: no Go Back / Back to Home buttons (seed §2). */
  minimal?: boolean
  /** Extra actions after the two defaults (e.g. Sign in on 401). */
  actions?: React.ReactNode
}

/** The full-page error screens 401, 403, 404, 500 and 503. */
export function StatusPage({ code, title, body, minimal = false, actions }: StatusPageProps) {
  const navigate = useNavigate()
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-svh flex-col items-center justify-center gap-2 p-6 text-center outline-none"
    >
      <p
        className="text-7xl leading-tight font-bold tracking-tight text-muted-foreground"
        aria-hidden
      >
        {code}
      </p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{body}</p>
      {!minimal && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={() => void navigate(-1)}>
            {t('error.goBack')}
          </Button>
          <Button asChild>
            <PreloadLink to={routeTable.home.href()}>{t('error.backHome')}</PreloadLink>
          </Button>
          {actions}
        </div>
      )}
    </main>
  )
}
