import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n/more'

export function Component() {
  return (
    <Page title={t('page.adminProgress')} description={t('admin.progressDescription')}>
      <NothingYet body={t('empty.adminProgress')} />
    </Page>
  )
}
