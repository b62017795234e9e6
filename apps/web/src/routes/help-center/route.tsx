import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n/more'

export function Component() {
  return (
    <Page title={t('page.helpCenter')} description={t('helpCenter.description')}>
      <NothingYet body={t('empty.helpCenter')} />
    </Page>
  )
}
