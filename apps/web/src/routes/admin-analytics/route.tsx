import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n/more'

export function Component() {
  return (
    <Page title={t('page.adminAnalytics')} description={t('admin.analyticsDescription')}>
      <NothingYet body={t('empty.adminAnalytics')} />
    </Page>
  )
}
