import { RouteErrorScreen } from '@fabula/errors/react'
import { useLesson, useRecordLessonProgress } from '@fabula/lessons-api/react'
import { Button, Skeleton } from '@fabula/ui'
import { ArrowRight } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { useAccount, useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { StatusPage } from '@/components/status-page'
import { LessonView } from '@/features/lessons/lesson-view'
import { t } from '@/i18n/lessons'
import { userMessageOf } from '@/lib/errors'

export function Component() {
  const { lessonId = '' } = useParams()
  const navigate = useNavigate()
  const { userId } = useAccount()
  const { lessons } = useServices()
  const { data, isPending, error, refetch } = useLesson(lessons, userId, lessonId)
  const record = useRecordLessonProgress(lessons, userId)

  if (isPending) {
    return (
      <Page title={t('page.lesson')}>
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
  // Unknown ids and drafts: the not-found screen, not an empty page.
  if (!data) {
    return <StatusPage code="404" title={t('error.notFoundTitle')} body={t('lesson.notFound')} />
  }

  const { lesson, progress, next } = data
  const failed = (cause: unknown) =>
    notify.error(t('lesson.notSaved'), { description: userMessageOf(cause) })
  return (
    <Page title={lesson.title}>
      <LessonView
        // A new lesson id mounts a fresh player (the route stays mounted between lessons).
        key={lesson.id}
        lesson={lesson}
        progress={progress}
        recording
        onSection={(section) =>
          record.mutate({ lessonId: lesson.id, section }, { onError: failed })
        }
        onExercise={(section, result) =>
          record.mutate({ lessonId: lesson.id, section, result }, { onError: failed })
        }
        onComplete={() =>
          record
            .mutateAsync({
              lessonId: lesson.id,
              section: lesson.sections.length - 1,
              complete: true,
            })
            .catch((cause: unknown) => {
              failed(cause)
              throw cause
            })
        }
        completion={
          <div className="flex flex-wrap gap-2">
            {next ? (
              <Button asChild>
                <PreloadLink
                  to={routeTable.lesson.href({ lessonId: next.id })}
                  data-testid="next-lesson"
                >
                  {t('lesson.nextLesson', { title: next.title })}
                  <ArrowRight aria-hidden className="rtl:rotate-180" />
                </PreloadLink>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <PreloadLink to={routeTable.lessons.href({ tab: 'completed' })}>
                {t('lesson.toCompleted')}
              </PreloadLink>
            </Button>
          </div>
        }
      />
    </Page>
  )
}
