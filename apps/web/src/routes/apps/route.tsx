import { can } from '@fabula/auth'
import type { IntegrationView } from '@fabula/integrations-api/contract'
import { useIntegrations } from '@fabula/integrations-api/react'
import { useProfile } from '@fabula/profile-api/react'
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, Input } from '@fabula/ui'
import { AudioLines, Mail, Sparkles } from 'lucide-react'
import type * as React from 'react'
import { useAccount, useServices } from '@/app/app-context'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { i18n } from '@/i18n'
import { t } from '@/i18n/apps-help'
import { APP_TYPES, SORT_ORDERS, appsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { APP_CARDS, isConnected, visibleApps, type AppCard } from './app-list'
import { BrowserVoices } from './browser-voices'
import { IntegrationPanel } from './integration-panel'

const ICONS: Record<
  AppCard,
  React.ComponentType<{ 'aria-hidden'?: boolean; className?: string }>
> = {
  story_provider: Sparkles,
  text_to_speech: AudioLines,
  email: Mail,
}

function StatusBadge({ card, connected }: { card: AppCard; connected: boolean }) {
  if (card === 'text_to_speech') return <Badge tone="success">{t('apps.status.always')}</Badge>
  return connected ? (
    <Badge tone="success">{t('apps.status.connected')}</Badge>
  ) : (
    <Badge tone="neutral">{t('apps.status.notConnected')}</Badge>
  )
}

function Filters() {
  const [search, setSearch] = useSearch(appsSearch)
  return (
    <search className="flex flex-wrap items-center gap-3" aria-label={t('filters.search')}>
      <Input
        type="search"
        aria-label={t('apps.filterLabel')}
        placeholder={t('filters.filterApps')}
        className="max-w-xs"
        defaultValue={search.filter}
        onChange={(event) => setSearch({ filter: event.currentTarget.value })}
      />
      <div role="group" aria-label={t('filters.type')} className="flex flex-wrap gap-1">
        {APP_TYPES.map((type) => (
          <Button
            key={type}
            size="sm"
            variant={(search.type ?? 'all') === type ? 'secondary' : 'outline'}
            aria-pressed={(search.type ?? 'all') === type}
            onClick={() => setSearch({ type })}
          >
            {t(`apps.type.${type}`)}
          </Button>
        ))}
      </div>
      <div role="group" aria-label={t('filters.sort')} className="flex gap-1">
        {SORT_ORDERS.map((sort) => (
          <Button
            key={sort}
            size="sm"
            variant={search.sort === sort ? 'secondary' : 'outline'}
            aria-pressed={search.sort === sort}
            onClick={() => setSearch({ sort: search.sort === sort ? undefined : sort })}
          >
            {t(`apps.sort.${sort}`)}
          </Button>
        ))}
      </div>
    </search>
  )
}

function CardBody({
  card,
  integrations,
  mayConnect,
  language,
}: {
  card: AppCard
  integrations: readonly IntegrationView[]
  mayConnect: boolean
  language: string
}) {
  const view = (kind: IntegrationView['kind']) => integrations.find((entry) => entry.kind === kind)
  if (card === 'story_provider') {
    const provider = view('story_provider')
    return (
      <IntegrationPanel
        kind="story_provider"
        name={t('apps.card.story_provider')}
        view={provider}
        mayConnect={mayConnect}
        notConnectedText={
          provider?.environment_model
            ? t('apps.provider.environment', { model: provider.environment_model })
            : t('apps.provider.library')
        }
        connectedText={t('apps.provider.active')}
        disconnectText={t('apps.disconnectProvider')}
      />
    )
  }
  if (card === 'email') {
    return (
      <IntegrationPanel
        kind="email"
        name={t('apps.card.email')}
        view={view('email')}
        mayConnect={mayConnect}
        notConnectedText={t('apps.email.none')}
      />
    )
  }
  return (
    <div className="flex flex-col gap-5">
      <BrowserVoices initialLanguage={language} />
      <section className="flex flex-col gap-2 border-t pt-4">
        <h3 className="text-sm font-medium">{t('apps.speech.title')}</h3>
        <IntegrationPanel
          kind="speech"
          name={t('apps.speech.title')}
          view={view('speech')}
          mayConnect={mayConnect}
          notConnectedText={t('apps.speech.none')}
          connectedText={t('apps.speech.connected')}
        />
      </section>
    </div>
  )
}

export function Component() {
  const [search] = useSearch(appsSearch)
  const { userId, role } = useAccount()
  const services = useServices()
  const { data: integrations = [] } = useIntegrations(services.integrations)
  const { data: profile } = useProfile(services.profiles, userId)
  const mayConnect = can(role, 'apps:connect')
  const cards = visibleApps(
    APP_CARDS.map((card) => ({
      card,
      name: t(`apps.card.${card}`),
      description: t(`apps.card.${card}.description`),
      connected: isConnected(card, integrations),
    })),
    search,
    i18n.locale,
  )
  return (
    <Page title={t('page.apps')} description={t('apps.description')}>
      <Filters />
      {!mayConnect && <p className="text-sm text-muted-foreground">{t('apps.viewerNote')}</p>}
      <p className="sr-only" aria-live="polite">
        {t('apps.count', { count: cards.length })}
      </p>
      {cards.length === 0 ? (
        <NothingYet body={t('apps.noMatch')} />
      ) : (
        <ul className="grid items-start gap-4 lg:grid-cols-2 2xl:grid-cols-3">
          {cards.map(({ card, name, description, connected }) => {
            const Icon = ICONS[card]
            return (
              <li key={card}>
                <Card data-testid={`app-${card}`}>
                  <CardHeader className="flex flex-row items-start gap-3">
                    <span className="rounded-md bg-muted p-2">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="leading-tight font-semibold">{name}</h2>
                        <StatusBadge card={card} connected={connected} />
                      </div>
                      <CardDescription>{description}</CardDescription>
                    </div>
                  </CardHeader>
                  <CardContent>
                    <CardBody
                      card={card}
                      integrations={integrations}
                      mayConnect={mayConnect}
                      language={profile?.tl ?? 'en'}
                    />
                  </CardContent>
                </Card>
              </li>
            )
          })}
        </ul>
      )}
    </Page>
  )
}
