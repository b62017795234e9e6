import {
  adminLessonListQueryOptions,
  adminLessonQueryOptions,
  lessonAuthorsQueryOptions,
} from '@fabula/lessons-api/react'
import { Button } from '@fabula/ui'
import { Plus } from 'lucide-react'
import type { RouteDataArgs } from '@/app/route-module'
import { routeTable } from '@/app/route-table'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { t } from '@/i18n/lessons'
import { adminLessonsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { LessonEditor } from './lesson-editor'
import { LessonList, adminLessonQuery } from './lesson-list'

/** The list page (or the lesson in the editor) and the authors of the author filter. */
export function queries({ services, url }: RouteDataArgs) {
  const search = adminLessonsSearch.parse(url.searchParams)
  if (search.edit && search.edit !== 'new') {
    return [adminLessonQueryOptions(services.lessons, search.edit)]
  }
  if (search.edit === 'new') return []
  return [
    adminLessonListQueryOptions(services.lessons, adminLessonQuery(search)),
    lessonAuthorsQueryOptions(services.lessons),
  ]
}

export function Component() {
  const [search] = useSearch(adminLessonsSearch)
  if (search.edit) {
    return (
      <Page
        title={search.edit === 'new' ? t('editor.newTitle') : t('editor.editTitle')}
        description={t('editor.description')}
      >
        <LessonEditor editId={search.edit} />
      </Page>
    )
  }
  return (
    <Page
      title={t('page.adminLessons')}
      description={t('admin.description')}
      actions={
        <Button asChild>
          <PreloadLink to={routeTable.adminLessons.href({ edit: 'new' })}>
            <Plus aria-hidden />
            {t('admin.newLesson')}
          </PreloadLink>
        </Button>
      }
    >
      <LessonList />
    </Page>
  )
}
