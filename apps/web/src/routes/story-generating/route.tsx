import { createErrorRecord, isErrorCode } from '@fabula/errors'
import { RouteErrorScreen } from '@fabula/errors/react'
import { Button, Card, CardContent, Progress, Skeleton } from '@fabula/ui'
import { Check, Circle, Library, LoaderCircle } from 'lucide-react'
import * as React from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import {
  recallRequestParameters,
  rememberRequestParameters,
} from '@/features/reading/request-parameters'
import type { StoryRequestView as StoryRequest } from '@fabula/reading-api/contract'
import { useCancelStory, useStartStory, useStoryRequest } from '@fabula/reading-api/react'
import { useServices } from '@/app/app-context'
import { routeErrorMessages } from '@/app/root-error-boundary'
import { describeStartRefusal } from '@/features/reading/refusal'
import { StartRefusalNotice } from '@/features/reading/start-refusal-notice'
import { t } from '@/i18n/learner'
import { generatingSearch } from '@/lib/search/schemas'

/** Generation stages shown while a story is written (the server's last two are bookkeeping). */
const GENERATION_STAGES = ['planning', 'writing', 'levelling', 'questions'] as const

/** Where a stage stands relative to the request's current stage. */
function stageState(stage: string, current: string): 'done' | 'active' | 'todo' {
  const order: readonly string[] = [...GENERATION_STAGES, 'glossary', 'done']
  const at = order.indexOf(current)
  const index = order.indexOf(stage)
  if (index < at) return 'done'
  return index === at || (current === 'glossary' && stage === 'questions') ? 'active' : 'todo'
}

function Stages({ request }: { request: StoryRequest }) {
  return (
    <ol className="grid gap-2 sm:grid-cols-4" aria-label={t('generating.stages')}>
      {GENERATION_STAGES.map((stage) => {
        const state = stageState(stage, request.stage)
        return (
          <li
            key={stage}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
            className="flex items-center gap-2 rounded-md border p-2 text-sm data-[state=active]:border-primary data-[state=active]:font-medium data-[state=todo]:text-muted-foreground"
          >
            {state === 'done' ? (
              <Check aria-hidden className="size-4 text-primary" />
            ) : state === 'active' ? (
              <LoaderCircle
                aria-hidden
                className="size-4 animate-spin motion-reduce:animate-none"
              />
            ) : (
              <Circle aria-hidden className="size-4" />
            )}
            <span>{t(`generating.stage.${stage}`)}</span>
            <span className="sr-only">{t(`generating.state.${state}`)}</span>
          </li>
        )
      })}
    </ol>
  )
}

function Following({ request }: { request: StoryRequest }) {
  const navigate = useNavigate()
  const cancel = useCancelStory(useServices().reading)
  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        {request.provider === 'builtin' && (
          <p className="flex items-center gap-2 text-sm" data-testid="library-origin">
            <Library aria-hidden className="size-4 text-muted-foreground" />
            <span>
              <span className="font-medium">{t('origin.library')}</span>
              {' · '}
              <span className="text-muted-foreground">{t('generating.fromLibrary')}</span>
            </span>
          </p>
        )}
        <Stages request={request} />
        <div className="flex flex-col gap-2">
          <Progress value={request.progress} aria-label={t('generating.progress')} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('generating.percent', { progress: request.progress })}
          </p>
        </div>
        {request.partial_text ? (
          <section aria-label={t('generating.partial')}>
            <p className="max-h-64 overflow-auto rounded-md bg-muted/50 p-3 text-sm whitespace-pre-wrap">
              {request.partial_text}
            </p>
          </section>
        ) : null}
        <div>
          <Button
            variant="outline"
            disabled={cancel.isPending}
            onClick={() => {
              cancel.mutate(request.id, {
                onSuccess: () => void navigate(routeTable.readGenerate.href(), { replace: true }),
              })
            }}
          >
            {t('generating.cancel')}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

function Failed({ request }: { request: StoryRequest }) {
  const navigate = useNavigate()
  const start = useStartStory(useServices().reading)
  const code = request.error?.code
  // A failed generation can always be started again, whatever made it fail, so the screen
  // offers Try Again even for codes that are not retryable on their own.
  const error = {
    ...createErrorRecord({
      code: code && isErrorCode(code) ? code : 'UNKNOWN_ERROR',
      message: request.error?.message ?? undefined,
    }),
    isRetryable: true,
  }
  const retry = () => {
    const input = recallRequestParameters(request.id)
    if (!input) {
      void navigate(routeTable.readGenerate.href(), { replace: true })
      return
    }
    start.mutate(input, {
      onSuccess: (next) => {
        rememberRequestParameters(next.id, input)
        void navigate(routeTable.storyGenerating.href({ request: next.id }), { replace: true })
      },
    })
  }
  return (
    <div className="flex flex-col gap-4">
      {/* Try Again can be refused too (the hourly limit, a read-out library): said as such. */}
      {start.error && <StartRefusalNotice refusal={describeStartRefusal(start.error)} />}
      <RouteErrorScreen
        error={error}
        onRetry={retry}
        onNavigate={(path) => void navigate(path)}
        onBack={() => void navigate(routeTable.readGenerate.href())}
        messages={routeErrorMessages()}
      />
    </div>
  )
}

function Generating({ id }: { id: string }) {
  const navigate = useNavigate()
  const { data: request, isPending, error, refetch } = useStoryRequest(useServices().reading, id)
  const storyId = request?.status === 'succeeded' ? request.story_id : null
  React.useEffect(() => {
    if (storyId) void navigate(routeTable.story.href({ id: storyId }), { replace: true })
  }, [navigate, storyId])

  if (isPending) return <Skeleton className="h-64 w-full" />
  if (error) return <RouteErrorScreen error={error} onRetry={() => void refetch()} />
  if (!request) {
    return (
      <NothingYet
        body={t('generating.notFound')}
        action={
          <Button asChild>
            <PreloadLink to={routeTable.readGenerate.href()}>
              {t('generating.newStory')}
            </PreloadLink>
          </Button>
        }
      />
    )
  }
  if (request.status === 'failed') return <Failed request={request} />
  if (request.status === 'canceled') {
    return (
      <NothingYet
        body={t('generating.canceled')}
        action={
          <Button asChild>
            <PreloadLink to={routeTable.readGenerate.href()}>
              {t('generating.newStory')}
            </PreloadLink>
          </Button>
        }
      />
    )
  }
  return <Following request={request} />
}

export function Component() {
  const [params] = useSearchParams()
  const { request } = generatingSearch.parse(params)
  return (
    <Page title={t('page.storyGenerating')} description={t('read.generatingDescription')}>
      {request ? (
        <Generating key={request} id={request} />
      ) : (
        <NothingYet body={t('empty.storyGenerating')} />
      )}
    </Page>
  )
}
