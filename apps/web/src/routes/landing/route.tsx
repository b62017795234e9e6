import { Button } from '@fabula/ui'
import { BookOpen, CircleCheck, Languages } from 'lucide-react'
import { redirect, type LoaderFunctionArgs } from 'react-router'
import { appContext } from '@/app/app-context'
import { Logo } from '@/components/logo'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n'

/** A visitor with a session goes straight to the dashboard (seed §2). */
export async function loader({ context }: LoaderFunctionArgs) {
  const session = await context
    .get(appContext)
    .auth.sessions.getSession()
    .catch(() => null)
  if (session) throw redirect(routeTable.dashboard.href())
  return null
}

const FEATURES = [
  { icon: BookOpen, title: 'landing.feature1Title', body: 'landing.feature1Body' },
  { icon: Languages, title: 'landing.feature2Title', body: 'landing.feature2Body' },
  { icon: CircleCheck, title: 'landing.feature3Title', body: 'landing.feature3Body' },
] as const

export function Component() {
  return (
    <div className="flex min-h-svh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between p-4">
        <Logo />
        <nav className="flex gap-2" aria-label={t('nav.account')}>
          <Button asChild variant="ghost">
            <PreloadLink to={routeTable.signIn.href()}>{t('landing.signIn')}</PreloadLink>
          </Button>
        </nav>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-12 px-4 py-12 outline-none"
      >
        <section className="flex max-w-2xl flex-col gap-5">
          <p className="text-sm font-medium tracking-wide text-primary uppercase">
            {t('app.tagline')}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('landing.heading')}
          </h1>
          <p className="text-lg text-muted-foreground">{t('landing.body')}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <PreloadLink to={routeTable.signUp.href()}>{t('landing.getStarted')}</PreloadLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <PreloadLink to={routeTable.signIn.href()}>{t('landing.signIn')}</PreloadLink>
            </Button>
          </div>
        </section>
        <ul className="grid gap-4 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-lg border bg-card p-5 text-card-foreground">
              <Icon aria-hidden className="mb-3 size-6 text-primary" />
              <h2 className="mb-1 font-semibold">{t(title)}</h2>
              <p className="text-sm text-muted-foreground">{t(body)}</p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  )
}
