import { RouteErrorScreen } from '@fabula/errors/react'
import { Button, Skeleton } from '@fabula/ui'
import { useNavigate, useParams } from 'react-router'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { useStory } from '@fabula/reading-api/react'
import { useAccount, useServices } from '@/app/app-context'
import { t } from '@/i18n/reading'
import { Reader } from './reader'

export function Component() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { userId } = useAccount()
  const { data: story, isPending, error, refetch } = useStory(useServices().reading, userId, id)
  if (isPending) {
    return (
      <Page title={t('page.story')}>
        <Skeleton className="h-96 w-full" />
      </Page>
    )
  }
  if (error) {
    return (
      <RouteErrorScreen
        error={error}
        onRetry={() => void refetch()}
        onNavigate={(path) => void navigate(path)}
      />
    )
  }
  if (!story) {
    return (
      <Page title={t('page.story')}>
        <NothingYet
          body={t('reader.notFound')}
          action={
            <Button asChild>
              <PreloadLink to={routeTable.readStories.href()}>{t('reader.toLibrary')}</PreloadLink>
            </Button>
          }
        />
      </Page>
    )
  }
  return (
    <Page title={story.title}>
      <Reader story={story} />
    </Page>
  )
}
