import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n'

export function Component() {
  return (
    <Page title={t('page.readTests')} description={t('read.testsDescription')}>
      <NothingYet body={t('empty.readTests')} />
    </Page>
  )
}
