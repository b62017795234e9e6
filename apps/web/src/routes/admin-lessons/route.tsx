import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n/more'

export function Component() {
  return (
    <Page title={t('page.adminLessons')} description={t('admin.lessonsDescription')}>
      <NothingYet body={t('empty.adminLessons')} />
    </Page>
  )
}
