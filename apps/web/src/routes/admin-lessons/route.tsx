import { Button } from '@fabula/ui'
import { Plus } from 'lucide-react'
import { routeTable } from '@/app/route-table'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { t } from '@/i18n/lessons'
import { adminLessonsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { LessonEditor } from './lesson-editor'
import { LessonList } from './lesson-list'

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
