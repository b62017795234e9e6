import { useParams } from 'react-router'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n/more'

export function Component() {
  const { lessonId = '' } = useParams()
  return (
    <Page title={t('page.lesson')} description={t('lesson.description', { lessonId })}>
      <NothingYet body={t('empty.lesson')} />
    </Page>
  )
}
