import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n'

export function Component() {
  return (
    <Page title={t('page.readGenerate')} description={t('read.generateDescription')}>
      <NothingYet body={t('empty.readGenerate')} />
    </Page>
  )
}
